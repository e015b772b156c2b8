import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting, Visibility } from '@ordo/contract';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { check, createShared, read, type Headers } from './testing.ts';

const CODE = 'sunrise-42';
const content = 'Quarterly review\nprivate header note\n\n# Welcome\n: 10\n';

describe.each(testDatabaseKinds)('/check, ids and headers on %s', (kind) => {
  let app: App;
  let owner: Headers;
  const meetings = {} as Record<Visibility, Meeting>;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    owner = (await signUp(app)).headers;
    for (const visibility of ['Public', 'Restricted', 'Private'] as const) {
      meetings[visibility] = await createShared(app, owner, {
        content,
        visibility,
        ...(visibility === 'Restricted' ? { code: CODE } : {}),
      });
    }
  });
  afterAll(() => app.close());

  it.each([
    ['Public', {}, { exists: true, requiresCode: false, codeValid: true }],
    ['Restricted', {}, { exists: true, requiresCode: true, codeValid: false }],
    ['Restricted', { code: 'nope' }, { exists: true, requiresCode: true, codeValid: false }],
    ['Restricted', { code: CODE }, { exists: true, requiresCode: true, codeValid: true }],
    ['Private', { code: CODE }, { exists: false, requiresCode: false, codeValid: false }],
  ] as const)('checks a %s meeting with %j → %j', async (visibility, query, expected) => {
    for (const id of [meetings[visibility].uuid, meetings[visibility].joinCode]) {
      const response = await check(app, id, query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toStrictEqual(expected);
    }
  });

  it('answers an unknown but well-formed id as not found', async () => {
    const unknown = '0b6c1d4e-0000-4000-8000-00000000beef';
    expect((await read(app, unknown)).json().code).toBe('MEETING_NOT_FOUND');
    expect((await check(app, unknown)).json().exists).toBe(false);
  });

  it.each(['not-an-id', '12345', 'ABCDE0', "x' or 1=1", `${'a'.repeat(36)}`, 'ABC-DEF'])(
    'answers 400 INVALID_ID for %j on read and check',
    async (id) => {
      for (const response of [await read(app, id), await check(app, id)]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'INVALID_ID',
          message: 'The ID appears to be invalid!',
        });
      }
    },
  );

  it.each([
    ['a public read', () => read(app, meetings.Public.uuid)],
    ['a code asked for', () => read(app, meetings.Restricted.uuid)],
    ['a check', () => check(app, meetings.Restricted.uuid, { code: CODE })],
    ['a preview', () => read(app, meetings.Private.uuid, { view: 'public' }, owner)],
  ])('marks %s noindex and no-referrer, and keeps it out of caches', async (_case, call) => {
    const response = await call();
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
