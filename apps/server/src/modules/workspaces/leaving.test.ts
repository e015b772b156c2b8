import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from '@ordo/contract';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { call, mailedInvitation, teamWorld, type Role } from './testing.ts';
import { managers, outcomeOf, strangers, type Expected } from './matrix-outcomes.ts';

describe.each(testDatabaseKinds)('teamspace leaving, joining and deleting on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  it('leaving: everyone but the owner, who must transfer first; then joining again is refused', async () => {
    const world = await teamWorld(app);
    const url = `/v3/workspaces/${world.team.uuid}`;
    const order: Role[] = [
      'owner',
      'invited',
      'stranger',
      'anonymous',
      'admin',
      'editor',
      'viewer',
      'guest',
    ];
    const actual: Partial<Expected> = {};
    for (const role of order) {
      actual[role] = outcomeOf(
        await call(app, 'POST', `${url}/leave`, world.headers[role], { confirm: true }),
      );
    }
    expect(actual).toEqual({
      owner: '409 OWNER_MUST_TRANSFER',
      invited: '404 WORKSPACE_NOT_FOUND',
      stranger: '404 WORKSPACE_NOT_FOUND',
      anonymous: '401 UNAUTHENTICATED',
      admin: '204',
      editor: '204',
      viewer: '204',
      guest: '204',
    });
    // Those who left see nothing of the team any more, and cannot join on their own.
    expect(outcomeOf(await call(app, 'GET', url, world.headers.editor))).toBe(
      '404 WORKSPACE_NOT_FOUND',
    );
    expect(outcomeOf(await call(app, 'POST', `${url}/join`, world.headers.editor))).toBe(
      '404 WORKSPACE_NOT_FOUND',
    );
    expect(outcomeOf(await call(app, 'POST', `${url}/join`, world.headers.stranger))).toBe(
      '404 WORKSPACE_NOT_FOUND',
    );
    const invitation = await mailedInvitation(app, world.people.invited.email);
    const joined = await call<Workspace>(app, 'POST', `${url}/join`, world.headers.invited, {
      invitation,
    });
    expect(outcomeOf(joined, joined.body.state)).toBe('200:member');
    expect(
      outcomeOf(
        await call(app, 'GET', `/v3/meetings/${world.meeting.uuid}`, world.headers.invited),
      ),
    ).toBe('200');
  }, 60_000);

  it('leaving and deleting need the confirmation tick', async () => {
    const world = await teamWorld(app);
    const url = `/v3/workspaces/${world.team.uuid}`;
    expect(outcomeOf(await call(app, 'POST', `${url}/leave`, world.headers.editor, {}))).toBe(
      '400 VALIDATION_FAILED',
    );
    expect(outcomeOf(await call(app, 'DELETE', url, world.headers.owner, { confirm: false }))).toBe(
      '400 VALIDATION_FAILED',
    );
    expect(outcomeOf(await call(app, 'GET', url, world.headers.editor))).toBe('200');
  }, 60_000);

  it('deleting: the owner only', async () => {
    const world = await teamWorld(app);
    const url = `/v3/workspaces/${world.team.uuid}`;
    const order: Role[] = [
      'admin',
      'editor',
      'viewer',
      'guest',
      'invited',
      'stranger',
      'anonymous',
      'owner',
    ];
    const actual: Partial<Expected> = {};
    for (const role of order) {
      actual[role] = outcomeOf(
        await call(app, 'DELETE', url, world.headers[role], { confirm: true }),
      );
    }
    expect(actual).toEqual({
      ...managers('403 FORBIDDEN'),
      owner: '204',
      ...strangers('WORKSPACE_NOT_FOUND'),
      anonymous: '401 UNAUTHENTICATED',
    });
    expect(outcomeOf(await call(app, 'GET', url, world.headers.owner))).toBe(
      '404 WORKSPACE_NOT_FOUND',
    );
  }, 60_000);
});
