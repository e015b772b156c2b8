import { describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { AppError } from '../http/app-error.ts';
import { isAdmin, assertAdmin } from './admin.ts';
import { listSpace } from './list-scope.ts';
import type { Caller, TeamSeat } from './policy.ts';
import { placementRefusal } from './team-placement.ts';
import {
  assertNotOwnerSeat,
  assertMayDelete,
  assertMayLeave,
  assertMayManage,
  assertMaySeeMembers,
} from './team-policy.ts';

const team = 'b6f1c2a4-0000-4000-8000-000000000001';
const workshop = 'b6f1c2a4-0000-4000-8000-000000000002';
const seat = (over: Partial<TeamSeat> = {}): TeamSeat => ({
  role: 'editor',
  closed: false,
  meetingId: null,
  ...over,
});
const codeOf = (run: () => void): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
};

describe('who may put a workshop into a teamspace', () => {
  it.each([
    ['a stranger', undefined, 'WORKSPACE_NOT_FOUND'],
    ['an editor of an open team', seat(), null],
    ['an admin of an open team', seat({ role: 'admin' }), null],
    ['a viewer', seat({ role: 'viewer' }), 'FORBIDDEN'],
    ['a guest editor', seat({ meetingId: workshop }), 'FORBIDDEN'],
    ['an editor of a closed team', seat({ closed: true }), 'WORKSPACE_CLOSED'],
  ] as const)('%s: %s', (_who, given, expected) => {
    expect(placementRefusal(given)).toBe(expected);
  });
});

describe('what a teamspace lets its members do', () => {
  const view = (over: Partial<TeamSeat> = {}) => {
    const { closed, ...rest } = seat(over);
    return { seat: rest, closed };
  };
  it.each([
    ['owner manages an open team', () => assertMayManage(view({ role: 'owner' })), null],
    ['admin manages an open team', () => assertMayManage(view({ role: 'admin' })), null],
    ['editor manages', () => assertMayManage(view()), 'FORBIDDEN'],
    [
      'guest admin manages',
      () => assertMayManage(view({ role: 'admin', meetingId: workshop })),
      'FORBIDDEN',
    ],
    [
      'owner of a closed team manages',
      () => assertMayManage(view({ role: 'owner', closed: true })),
      'PRO_REQUIRED',
    ],
    [
      'admin of a closed team manages',
      () => assertMayManage(view({ role: 'admin', closed: true })),
      'WORKSPACE_CLOSED',
    ],
    ['viewer sees the members', () => assertMaySeeMembers(view({ role: 'viewer' })), null],
    [
      'guest sees the members',
      () => assertMaySeeMembers(view({ meetingId: workshop })),
      'FORBIDDEN',
    ],
    [
      'owner of a closed team deletes it',
      () => assertMayDelete(view({ role: 'owner', closed: true })),
      null,
    ],
    ['admin deletes', () => assertMayDelete(view({ role: 'admin' })), 'FORBIDDEN'],
    ['owner leaves', () => assertMayLeave(view({ role: 'owner' })), 'OWNER_MUST_TRANSFER'],
    ["owner's seat changes", () => assertNotOwnerSeat({ role: 'owner' }), 'OWNER_MUST_TRANSFER'],
    ["admin's seat changes", () => assertNotOwnerSeat({ role: 'admin' }), null],
    ['viewer leaves', () => assertMayLeave(view({ role: 'viewer' })), null],
  ] as const)('%s', (_case, run, expected) => {
    expect(codeOf(run)).toBe(expected);
  });
});

describe('which meetings a list shows', () => {
  const caller = (teams: [string, TeamSeat][] = []): Caller => ({
    id: 'me',
    teams: new Map(teams),
  });
  it('is the personal space with no teamspace asked', () => {
    expect(listSpace(caller(), undefined)).toEqual({ kind: 'personal', ownerId: 'me' });
  });
  it('is every workshop of a team the caller joined', () => {
    expect(listSpace(caller([[team, seat()]]), team)).toEqual({
      kind: 'team',
      workspaceId: team,
      onlyMeetingId: null,
    });
  });
  it("is a guest's one workshop", () => {
    const space = listSpace(caller([[team, seat({ meetingId: workshop })]]), team);
    expect(space).toMatchObject({ onlyMeetingId: workshop });
  });
  it('does not exist for a team the caller did not join', () => {
    expect(codeOf(() => listSpace(caller(), team))).toBe('WORKSPACE_NOT_FOUND');
  });
});

describe('the admin', () => {
  const config = { auth: { adminEmail: 'admin@example.com' } } as Config;
  it.each([
    ['the admin address, verified', { email: 'Admin@Example.com', emailVerified: true }, true],
    ['the admin address, unverified', { email: 'admin@example.com', emailVerified: false }, false],
    ['another address', { email: 'eve@example.com', emailVerified: true }, false],
  ])('%s', (_case, account, expected) => {
    expect(isAdmin(config, account)).toBe(expected);
    expect(codeOf(() => assertAdmin(config, account))).toBe(expected ? null : 'FORBIDDEN');
  });
  it('is nobody when ADMIN_EMAIL is unset', () => {
    const unset = { auth: {} } as Config;
    expect(isAdmin(unset, { email: 'admin@example.com', emailVerified: true })).toBe(false);
  });
});
