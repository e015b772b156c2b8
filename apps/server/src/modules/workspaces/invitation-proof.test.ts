import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Meeting, Workspace, WorkspaceMember } from '@ordo/contract';
import type { App } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signInByMagicLink } from '../../test/magic-link.ts';
import { signUp, TEST_PASSWORD } from '../../test/users.ts';
import { call, mailedInvitation, person, type Headers, type Person } from './testing.ts';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/**
 * DESIGN §9 "Invitations (trust)": anyone can type an address at sign-up or in account
 * settings, so accepting an invitation needs proof of it, a verified address or the one-time
 * token of the e-mail's link. The invitations here make the invitee a guest editor of one
 * Private workshop (a guest needs no PRO, so any free account could try), and every refusal is
 * checked for what a claimant would notice: still no seat, still no workshop.
 */
describe.each(testDatabaseKinds)(
  'accepting an invitation needs proof of the address on %s',
  (kind) => {
    let app: App;
    let now = new Date('2026-11-23T10:00:00Z');
    let owner: Person;
    let team: Workspace;
    let meeting: Meeting;
    let counter = 0;
    const address = (name: string) => `${name}-${kind}-${(counter += 1)}@example.com`;

    const teamUrl = (id = team.uuid) => `/v3/workspaces/${id}`;
    const join = (headers: Headers, invitation?: string, id = team.uuid) =>
      call<Workspace>(
        app,
        'POST',
        `${teamUrl(id)}/join`,
        headers,
        invitation ? { invitation } : undefined,
      );
    /** Invites `email` as a guest editor of `meeting` and returns the token its e-mail carries. */
    const invite = async (email: string, id = team.uuid, meetingUuid = meeting.uuid) => {
      const added = await call(app, 'POST', `${teamUrl(id)}/users`, owner.headers, {
        email,
        role: 'editor',
        meetingUuid,
      });
      expect(added.status).toBe(201);
      return mailedInvitation(app, email);
    };
    const seatOf = async (email: string, id = team.uuid) =>
      (
        await call<{ items: WorkspaceMember[] }>(app, 'GET', `${teamUrl(id)}/users`, owner.headers)
      ).body.items.find((member) => member.email === email);
    const readsWorkshop = async (headers: Headers, uuid = meeting.uuid) =>
      (await call(app, 'GET', `/v3/meetings/${uuid}`, headers)).status;
    const teamsOf = async (headers: Headers) =>
      (await call<{ items: Workspace[] }>(app, 'GET', '/v3/workspaces', headers)).body.items;
    const createTeam = async (name: string) => {
      const created = await call<Workspace>(app, 'POST', '/v3/workspaces', owner.headers, { name });
      const workshop = await call<Meeting>(app, 'POST', '/v3/meetings', owner.headers, {
        content: `${name} workshop\n> Private note\n\n# Welcome\n: 10\n`,
        workspace_uuid: created.body.uuid,
      });
      return { team: created.body, meeting: workshop.body };
    };
    /** Nothing happened: the seat is still a pending invitation and the workshop still hidden. */
    const expectNothingChanged = async (email: string, claimant: Headers) => {
      expect(await seatOf(email)).toMatchObject({ state: 'invited' });
      expect(await readsWorkshop(claimant)).toBe(404);
      expect(await teamsOf(claimant)).toEqual([]);
    };

    beforeAll(async () => {
      app = await buildTestApp(kind, {}, { clock: () => now });
      owner = await person(app, 'pro');
      ({ team, meeting } = await createTeam('Board'));
    });
    afterAll(() => app.close());

    it('an account that only claims the address (at sign-up, or by changing its own) gets 403 EMAIL_NOT_VERIFIED and nothing else', async () => {
      const email = address('claimed');
      await invite(email);
      const squatter = await signUp(app, { email });
      const refused = await join(squatter.headers);
      expect(refused).toMatchObject({ status: 403, body: { code: 'EMAIL_NOT_VERIFIED' } });
      expect(refused.body).toHaveProperty(
        'message',
        expect.stringMatching(/link in the invitation e-mail/),
      );
      await expectNothingChanged(email, squatter.headers);
      expect((await call(app, 'GET', teamUrl(), squatter.headers)).status).toBe(404);

      const changedTo = address('changed');
      await invite(changedTo);
      const changer = await signUp(app);
      const changed = await call(app, 'PUT', '/v1/users/me/email', changer.headers, {
        email: changedTo,
        password: TEST_PASSWORD,
      });
      expect(changed).toMatchObject({
        status: 200,
        body: { email: changedTo, emailVerified: false },
      });
      expect(await join(changer.headers)).toMatchObject({
        status: 403,
        body: { code: 'EMAIL_NOT_VERIFIED' },
      });
      await expectNothingChanged(changedTo, changer.headers);
    });

    it("the e-mail's token admits the rightful account, once: after leaving, only a new invitation's link works", async () => {
      const email = address('rightful');
      const first = await invite(email);
      const rightful = await signUp(app, { email });
      const joined = await join(rightful.headers, first);
      expect(joined).toMatchObject({ status: 200, body: { state: 'guest', role: 'editor' } });
      expect(await readsWorkshop(rightful.headers)).toBe(200);

      expect(
        (await call(app, 'POST', `${teamUrl()}/leave`, rightful.headers, { confirm: true })).status,
      ).toBe(204);
      const second = await invite(email);
      expect(second).not.toBe(first);
      const spent = await join(rightful.headers, first);
      expect(spent).toMatchObject({ status: 403, body: { code: 'EMAIL_NOT_VERIFIED' } });
      expect(spent.body).toHaveProperty('message', expect.stringMatching(/no longer works/));
      await expectNothingChanged(email, rightful.headers);
      expect(await join(rightful.headers, second)).toMatchObject({
        status: 200,
        body: { state: 'guest' },
      });
    });

    it('re-sending the invitation kills the link mailed before', async () => {
      const email = address('resent');
      const first = await invite(email);
      const seat = await seatOf(email);
      const resent = await call(app, 'POST', `${teamUrl()}/users/invite`, owner.headers, {
        token: seat?.token,
      });
      expect(resent.status).toBe(200);
      const second = await mailedInvitation(app, email);
      expect(second).not.toBe(first);
      const rightful = await signUp(app, { email });
      expect(await join(rightful.headers, first)).toMatchObject({
        status: 403,
        body: { code: 'EMAIL_NOT_VERIFIED' },
      });
      await expectNothingChanged(email, rightful.headers);
      expect((await join(rightful.headers, second)).status).toBe(200);
    });

    it('a link works for 14 days on the app clock, not a minute more', async () => {
      const early = address('in-time');
      const late = address('too-late');
      const earlyToken = await invite(early);
      const lateToken = await invite(late);
      const earlyAccount = await signUp(app, { email: early });
      const lateAccount = await signUp(app, { email: late });
      const invitedAt = now;
      try {
        now = new Date(invitedAt.getTime() + 14 * DAY - MINUTE);
        expect((await join(earlyAccount.headers, earlyToken)).status).toBe(200);
        now = new Date(invitedAt.getTime() + 14 * DAY + MINUTE);
        expect(await join(lateAccount.headers, lateToken)).toMatchObject({
          status: 403,
          body: { code: 'EMAIL_NOT_VERIFIED' },
        });
        await expectNothingChanged(late, lateAccount.headers);
      } finally {
        now = invitedAt;
      }
    });

    it("a token is bound to its team and its address: another team's, or another account, is refused", async () => {
      const other = await createTeam('Other board');
      const email = address('bound');
      const ofA = await invite(email);
      const ofB = await invite(email, other.team.uuid, other.meeting.uuid);
      const rightful = await signUp(app, { email });
      const stranger = await signUp(app);

      expect(await join(rightful.headers, ofA, other.team.uuid)).toMatchObject({
        status: 403,
        body: { code: 'EMAIL_NOT_VERIFIED' },
      });
      expect(await seatOf(email, other.team.uuid)).toMatchObject({ state: 'invited' });
      expect(await readsWorkshop(rightful.headers, other.meeting.uuid)).toBe(404);

      // The link opened from another account (forwarded, or the wrong one signed in).
      const elsewhere = await join(stranger.headers, ofA);
      expect(elsewhere).toMatchObject({ status: 403, body: { code: 'EMAIL_NOT_VERIFIED' } });
      expect(elsewhere.body).toHaveProperty(
        'message',
        expect.stringMatching(/another e-mail address/),
      );
      await expectNothingChanged(email, stranger.headers);

      expect((await join(rightful.headers, ofA)).status).toBe(200);
      expect((await join(rightful.headers, ofB, other.team.uuid)).status).toBe(200);
      expect(await readsWorkshop(rightful.headers, other.meeting.uuid)).toBe(200);
    });

    it('a verified address needs no token, and only a verified address sees its invitation listed', async () => {
      const email = address('verified');
      await invite(email);
      const squatter = await signUp(app, { email });
      expect(await teamsOf(squatter.headers)).toEqual([]);

      // The mailbox's owner signs in by a magic link: the address is proven (and the account
      // that merely claimed it loses its sessions).
      const proven = await signInByMagicLink(app, email);
      expect(proven.user.emailVerified).toBe(true);
      expect(await teamsOf(proven.headers)).toEqual([
        expect.objectContaining({ uuid: team.uuid, state: 'invited', name: 'Board' }),
      ]);
      expect(await join(proven.headers)).toMatchObject({ status: 200, body: { state: 'guest' } });
      expect(await readsWorkshop(proven.headers)).toBe(200);
    });

    it('a free invitee to a member seat is asked for PRO only once the address is proven, and the link survives until they upgrade', async () => {
      const email = address('member');
      const added = await call(app, 'POST', `${teamUrl()}/users`, owner.headers, {
        email,
        role: 'viewer',
      });
      expect(added.status).toBe(201);
      const token = await mailedInvitation(app, email);
      const invitee = await signUp(app, { email });
      expect(await join(invitee.headers)).toMatchObject({
        status: 403,
        body: { code: 'EMAIL_NOT_VERIFIED' },
      });
      expect(await join(invitee.headers, token)).toMatchObject({
        status: 402,
        body: { code: 'PRO_REQUIRED' },
      });
      expect(await seatOf(email)).toMatchObject({ state: 'invited' });
      await app.database.db.update(users).set({ plan: 'pro' }).where(eq(users.id, invitee.user.id));
      expect(await join(invitee.headers, token)).toMatchObject({
        status: 200,
        body: { state: 'member', role: 'viewer' },
      });
    });

    it('20 accepts at once, the rightful account (twice) and 18 others with its leaked link: exactly one seat, the rightful one', async () => {
      const email = address('raced');
      const token = await invite(email);
      const rightful = await signUp(app, { email });
      const claimants = await Promise.all(Array.from({ length: 18 }, () => signUp(app)));
      const before = (await call<Workspace>(app, 'GET', teamUrl(), owner.headers)).body.memberCount;

      const callers = [rightful, ...claimants.slice(0, 9), rightful, ...claimants.slice(9)];
      const results = await Promise.all(callers.map((caller) => join(caller.headers, token)));

      results.forEach((result, index) => {
        const who = callers[index];
        if (who === rightful)
          expect(result).toMatchObject({ status: 200, body: { state: 'guest' } });
        else expect(result).toMatchObject({ status: 403, body: { code: 'EMAIL_NOT_VERIFIED' } });
      });
      const after = (await call<Workspace>(app, 'GET', teamUrl(), owner.headers)).body.memberCount;
      expect(after).toBe(before + 1);
      expect(await seatOf(email)).toMatchObject({ state: 'guest', existingAccount: true });
      expect(await readsWorkshop(rightful.headers)).toBe(200);
      for (const claimant of claimants) {
        expect(await readsWorkshop(claimant.headers)).toBe(404);
        expect(await teamsOf(claimant.headers)).toEqual([]);
      }
    }, 60_000);
  },
);
