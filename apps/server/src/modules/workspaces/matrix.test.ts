import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting, Workspace, WorkspaceMember } from '@ordo/contract';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { call, roles, teamWorld, type Headers, type Role, type TeamWorld } from './testing.ts';
import { forEditors, managers, outcomeOf, strangers, type Expected } from './matrix-outcomes.ts';

describe.each(testDatabaseKinds)('teamspace authorization matrix on %s', (kind) => {
  let app: App;
  let world: TeamWorld;
  const meetingUrl = () => `/v3/meetings/${world.meeting.uuid}`;
  const teamUrl = () => `/v3/workspaces/${world.team.uuid}`;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    world = await teamWorld(app);
  }, 60_000);
  afterAll(() => app.close());

  /** Runs `request` for every role and compares the outcomes with `expected`, all at once. */
  async function expectMatrix(
    expected: Expected,
    request: (headers: Headers, role: Role) => Promise<string>,
  ) {
    const actual = {} as Expected;
    for (const role of roles) actual[role] = await request(world.headers[role], role);
    expect(actual).toEqual(expected);
  }

  const latestVersion = async () =>
    (await call<Meeting>(app, 'GET', meetingUrl(), world.headers.owner)).body.version;

  it('reading a team workshop: editors see everything, viewers the public view, others nothing', async () => {
    await expectMatrix(
      {
        ...forEditors('200:editor'),
        viewer: '200:public',
        ...strangers('MEETING_NOT_FOUND'),
        anonymous: '404 MEETING_NOT_FOUND',
      },
      async (headers) => {
        const result = await call<Record<string, unknown>>(app, 'GET', meetingUrl(), headers);
        const view = result.body && 'content' in result.body ? 'editor' : 'public';
        return outcomeOf(result, view);
      },
    );
  });

  it('a guest sees only their own workshop of the team', async () => {
    const url = `/v3/meetings/${world.other.uuid}`;
    const result = await call(app, 'GET', url, world.headers.guest);
    expect(outcomeOf(result)).toBe('404 MEETING_NOT_FOUND');
    expect(outcomeOf(await call(app, 'GET', url, world.headers.editor))).toBe('200');
  });

  it('editing a team workshop', async () => {
    await expectMatrix(
      {
        ...forEditors('200'),
        viewer: '403 FORBIDDEN',
        ...strangers('MEETING_NOT_FOUND'),
        anonymous: '401 UNAUTHENTICATED',
      },
      async (headers, role) =>
        outcomeOf(
          await call(app, 'PUT', meetingUrl(), headers, {
            baseVersion: await latestVersion(),
            content: `Team workshop\n\n# Edited by ${role}\n: 10\n`,
          }),
        ),
    );
  });

  it.each(['history', 'snapshots', 'runs'])('reading the %s of a team workshop', async (path) => {
    await expectMatrix(
      {
        ...forEditors('200'),
        viewer: '403 FORBIDDEN',
        ...strangers('MEETING_NOT_FOUND'),
        anonymous: '401 UNAUTHENTICATED',
      },
      async (headers) => outcomeOf(await call(app, 'GET', `${meetingUrl()}/${path}`, headers)),
    );
  });

  it('duplicating a team workshop', async () => {
    await expectMatrix(
      {
        ...forEditors('201'),
        viewer: '403 FORBIDDEN',
        ...strangers('MEETING_NOT_FOUND'),
        anonymous: '401 UNAUTHENTICATED',
      },
      async (headers) => outcomeOf(await call(app, 'POST', meetingUrl(), headers)),
    );
  });

  it("listing the team's workshops", async () => {
    await expectMatrix(
      {
        owner: '200:2',
        admin: '200:2',
        editor: '200:2',
        viewer: '200:2',
        guest: '200:1',
        ...strangers('WORKSPACE_NOT_FOUND'),
        anonymous: '401 UNAUTHENTICATED',
      },
      async (headers) => {
        const result = await call<{ items: unknown[] }>(
          app,
          'GET',
          `/v3/meetings?workspace_uuid=${world.team.uuid}`,
          headers,
        );
        return outcomeOf(result, String(result.body.items?.length));
      },
    );
  });

  it('creating a workshop in the team', async () => {
    await expectMatrix(
      {
        owner: '201',
        admin: '201',
        editor: '201',
        viewer: '403 FORBIDDEN',
        guest: '403 FORBIDDEN',
        ...strangers('WORKSPACE_NOT_FOUND'),
        anonymous: '401 UNAUTHENTICATED',
      },
      async (headers) =>
        outcomeOf(
          await call(app, 'POST', '/v3/meetings', headers, {
            content: 'New\n\n# One\n: 5\n',
            workspace_uuid: world.team.uuid,
          }),
        ),
    );
  });

  it('moving a workshop into the team', async () => {
    await expectMatrix(
      {
        owner: '200',
        admin: '200',
        editor: '200',
        viewer: '403 FORBIDDEN',
        guest: '403 FORBIDDEN',
        ...strangers('WORKSPACE_NOT_FOUND'),
        anonymous: '401 UNAUTHENTICATED',
      },
      async (headers, role) => {
        const creator = role === 'anonymous' ? world.headers.owner : headers;
        const created = await call<Meeting>(app, 'POST', '/v3/meetings', creator, {
          content: 'Mine\n\n# One\n: 5\n',
        });
        return outcomeOf(
          await call(app, 'PUT', `/v3/meetings/${created.body.uuid}`, headers, {
            baseVersion: created.body.version,
            workspace_uuid: world.team.uuid,
          }),
        );
      },
    );
  });

  it('the team tells each member what they may do, as moving a workshop in and renaming answer', async () => {
    await expectMatrix(
      {
        owner: '200:add,manage',
        admin: '200:add,manage',
        editor: '200:add',
        viewer: '200:',
        guest: '200:',
        ...strangers('WORKSPACE_NOT_FOUND'),
        anonymous: '401 UNAUTHENTICATED',
      },
      async (headers) => {
        const result = await call<Workspace>(app, 'GET', teamUrl(), headers);
        const may = [result.body?.mayAddWorkshops && 'add', result.body?.mayManage && 'manage'];
        return outcomeOf(result, may.filter(Boolean).join(','));
      },
    );
  });

  it("moving someone's workshop out of the team: its owner, the team's owner and admins", async () => {
    await expectMatrix(
      {
        owner: '200',
        admin: '200',
        editor: '403 FORBIDDEN',
        viewer: '403 FORBIDDEN',
        guest: '404 MEETING_NOT_FOUND',
        ...strangers('MEETING_NOT_FOUND'),
        anonymous: '401 UNAUTHENTICATED',
      },
      async (headers) => {
        // The admin's workshop: the editor is neither its owner nor a manager of the team.
        const created = await call<Meeting>(app, 'POST', '/v3/meetings', world.headers.admin, {
          content: 'Team\n\n# One\n: 5\n',
          workspace_uuid: world.team.uuid,
        });
        return outcomeOf(
          await call(app, 'PUT', `/v3/meetings/${created.body.uuid}`, headers, {
            baseVersion: created.body.version,
            workspace_uuid: null,
          }),
        );
      },
    );
  });

  it('live: reading the run, commanding it, and making a remote', async () => {
    await expectMatrix(
      {
        ...forEditors('200'),
        viewer: '200',
        ...strangers('MEETING_NOT_FOUND'),
        anonymous: '404 MEETING_NOT_FOUND',
      },
      async (headers) => outcomeOf(await call(app, 'GET', `${meetingUrl()}/run`, headers)),
    );
    await expectMatrix(
      {
        ...forEditors('200'),
        viewer: '403 FORBIDDEN',
        ...strangers('MEETING_NOT_FOUND'),
        // No credential at all: asked to sign in (or to send a control token), whatever the id.
        anonymous: '401 UNAUTHENTICATED',
      },
      async (headers) =>
        outcomeOf(
          await call(app, 'POST', `${meetingUrl()}/run`, headers, { type: 'message', text: 'Hi' }),
        ),
    );
    await expectMatrix(
      {
        ...forEditors('201'),
        viewer: '403 FORBIDDEN',
        ...strangers('MEETING_NOT_FOUND'),
        anonymous: '401 UNAUTHENTICATED',
      },
      async (headers) =>
        outcomeOf(await call(app, 'POST', `${meetingUrl()}/run/control-tokens`, headers, {})),
    );
  });

  it('listing teamspaces: each sees their own role and state, invitations to a verified address included', async () => {
    await expectMatrix(
      {
        owner: '200:owner/member',
        admin: '200:admin/member',
        editor: '200:editor/member',
        viewer: '200:viewer/member',
        guest: '200:editor/guest',
        // Their address is not verified: whoever typed it learns nothing of the team
        // (invitation-proof.test.ts shows a verified invitee their invitation).
        invited: '200:none',
        stranger: '200:none',
        anonymous: '401 UNAUTHENTICATED',
      },
      async (headers) => {
        const result = await call<{ items: Workspace[] }>(app, 'GET', '/v3/workspaces', headers);
        const item = result.body.items?.find((team) => team.uuid === world.team.uuid);
        return outcomeOf(result, item ? `${item.role}/${item.state}` : 'none');
      },
    );
  });

  it('reading the teamspace', async () => {
    await expectMatrix(
      {
        ...forEditors('200'),
        viewer: '200',
        ...strangers('WORKSPACE_NOT_FOUND'),
        anonymous: '401 UNAUTHENTICATED',
      },
      async (headers) => outcomeOf(await call(app, 'GET', teamUrl(), headers)),
    );
  });

  it('renaming the teamspace', async () => {
    await expectMatrix(
      { ...managers('200'), ...strangers('WORKSPACE_NOT_FOUND'), anonymous: '401 UNAUTHENTICATED' },
      async (headers, role) =>
        outcomeOf(await call(app, 'PUT', teamUrl(), headers, { name: `Renamed by ${role}` })),
    );
  });

  it('reading the members, and one member', async () => {
    const invitedToken = await tokenOf(world.people.invited.email);
    for (const url of [`${teamUrl()}/users`, `${teamUrl()}/users/${invitedToken}`]) {
      await expectMatrix(
        {
          owner: '200',
          admin: '200',
          editor: '200',
          viewer: '200',
          guest: '403 FORBIDDEN',
          ...strangers('WORKSPACE_NOT_FOUND'),
          anonymous: '401 UNAUTHENTICATED',
        },
        async (headers) => outcomeOf(await call(app, 'GET', url, headers)),
      );
    }
  });

  async function tokenOf(email: string): Promise<string> {
    const list = await call<{ items: WorkspaceMember[] }>(
      app,
      'GET',
      `${teamUrl()}/users`,
      world.headers.owner,
    );
    const member = list.body.items.find((item) => item.email === email);
    if (!member) throw new Error(`${email} is not in the team`);
    return member.token;
  }

  it('inviting, re-sending, changing a role and removing', async () => {
    const expected = (ok: string) => ({
      ...managers(ok),
      ...strangers('WORKSPACE_NOT_FOUND'),
      anonymous: '401 UNAUTHENTICATED',
    });
    const invitedToken = await tokenOf(world.people.invited.email);
    await expectMatrix(expected('201'), async (headers, role) =>
      outcomeOf(
        await call(app, 'POST', `${teamUrl()}/users`, headers, {
          email: `new-${role}@example.com`,
          role: 'viewer',
        }),
      ),
    );
    await expectMatrix(expected('200'), async (headers) =>
      outcomeOf(
        await call(app, 'POST', `${teamUrl()}/users/invite`, headers, { token: invitedToken }),
      ),
    );
    await expectMatrix(expected('200'), async (headers) =>
      outcomeOf(
        await call(app, 'PUT', `${teamUrl()}/users/${invitedToken}`, headers, { role: 'editor' }),
      ),
    );
    await expectMatrix(expected('204'), async (headers, role) => {
      const target = await call<WorkspaceMember>(
        app,
        'POST',
        `${teamUrl()}/users`,
        world.headers.owner,
        {
          email: `to-remove-${role}@example.com`,
          role: 'viewer',
        },
      );
      return outcomeOf(
        await call(app, 'DELETE', `${teamUrl()}/users/${target.body.token}`, headers),
      );
    });
  });

  it("nobody changes or removes the owner's seat: ownership moves by transfer", async () => {
    const ownerToken = await tokenOf(world.people.owner.email);
    const expected = {
      ...managers('409 OWNER_MUST_TRANSFER'),
      ...strangers('WORKSPACE_NOT_FOUND'),
      anonymous: '401 UNAUTHENTICATED',
    };
    await expectMatrix(expected, async (headers) =>
      outcomeOf(
        await call(app, 'PUT', `${teamUrl()}/users/${ownerToken}`, headers, { role: 'admin' }),
      ),
    );
    await expectMatrix(expected, async (headers) =>
      outcomeOf(await call(app, 'DELETE', `${teamUrl()}/users/${ownerToken}`, headers)),
    );
  });
});
