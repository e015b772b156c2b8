import type { Meeting } from '@ordo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { check, createShared, read, type Headers } from './testing.ts';

/** Every private part of these agendas carries a marker: no public answer may hold one. */
const MARK = 'ZQXPRIV';
const CODE = `code-${MARK}-9`;

const corpus: [string, string][] = [
  ['header note and comment', `Title\n> public goal\n${MARK} note\n// ${MARK} comment\n# A\n: 5\n`],
  ['sequence note and comment', `Title\n# A\n: 5\n> shown\n${MARK}1 note\n// ${MARK}2 comment\n`],
  ['notes that look like prefixes', `T\n# A\n\\> ${MARK} escaped\n\\# ${MARK} not a title\n`],
  ['indented note lines', `T\n# A\n: 5\n    ${MARK} indented\n\t${MARK} tabbed\n`],
  ['header : and @ lines are notes', `T\n: 15 ${MARK}\n@ ${MARK}\n# A\n: 5\n`],
  ['CRLF and CR line ends', `T\r\n# A\r\n: 5\r\n${MARK} crlf\r// ${MARK} cr\r\n`],
  ['comment right after a title', `T\n/# Optional\n// ${MARK}\n> visible\n`],
  ['empty-title sequence with notes', `T\n#\n${MARK} under an empty title\n`],
  ['markdown in notes', `T\n# A\n**${MARK}** [x](https://e.example/${MARK})\n`],
  ['a comment before the title', `\n\n// ${MARK}\nReal title\n${MARK}\n# A\n`],
  ['a comment with only a marker', `T\n# A\n//${MARK}\n`],
  [
    'breakout rooms',
    `T\n# G\n: 20\n## R\n@ Ann\n> shown\n${MARK} room note\n// ${MARK}\n### S\n: 5\n${MARK} after a step\n## Q\n`,
  ],
  [
    'a long agenda',
    `T\n${Array.from({ length: 60 }, (_, i) => `# S${i}\n: 3\n> d${i}\n${MARK}-${i}\n// ${MARK}`).join('\n')}\n`,
  ],
];

describe.each(testDatabaseKinds)('no private text in public answers on %s', (kind) => {
  let app: App;
  let owner: Headers;
  let stranger: Headers;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    owner = (await signUp(app)).headers;
    stranger = (await signUp(app)).headers;
  });
  afterAll(() => app.close());

  it.each(corpus)('%s', async (_case, content) => {
    const open = await createShared(app, owner, { content, visibility: 'Public' });
    const closed = await createShared(app, owner, {
      content,
      visibility: 'Restricted',
      code: CODE,
    });
    // Fridge and trash hold whole sequences with their notes: they stay private too. Both
    // meetings get them, and the plant is checked, or the check below could pass on nothing.
    const aside = {
      fridge: [`# Aside\n${MARK} fridge`],
      trash: [{ text: `# Gone\n// ${MARK} trash`, deletedAt: '2026-01-05T09:00:00.000Z' }],
    };
    for (const meeting of [open, closed]) {
      const planted = await app.inject({
        method: 'PUT',
        url: `/v3/meetings/${meeting.uuid}`,
        headers: owner,
        payload: { baseVersion: meeting.version, ...aside },
      });
      expect(planted.statusCode, planted.body).toBe(200);
      const kept = (await read(app, meeting.uuid, {}, owner)).json<Meeting>();
      expect(kept.fridge).toEqual(aside.fridge);
      expect(kept.trash).toEqual(aside.trash);
    }
    const pass = (await read(app, closed.uuid, { code: CODE })).json().pass as string;
    // Each public answer with the status it must have: a 404 holds no marker either, so an
    // answer that should show the meeting and does not would otherwise pass.
    const answers: [string, Awaited<ReturnType<typeof read>>, number][] = [
      ['public by id', await read(app, open.uuid), 200],
      ['public by join code', await read(app, open.joinCode, {}, stranger), 200],
      ["public, owner's public view", await read(app, open.uuid, { view: 'public' }, owner), 200],
      ['restricted with its code', await read(app, closed.uuid, { code: CODE }), 200],
      ['restricted with a pass', await read(app, closed.uuid, { pass }), 200],
      [
        "restricted, owner's public view",
        await read(app, closed.uuid, { view: 'public' }, owner),
        200,
      ],
      ['restricted without a code', await read(app, closed.uuid), 401],
      ['restricted with a wrong code', await read(app, closed.uuid, { code: 'wrong' }), 401],
      ['check of restricted', await check(app, closed.uuid, { code: CODE }), 200],
      ['check of public', await check(app, open.uuid), 200],
      // The presenter view's notes: editors and tokens only, never a visitor with the link
      // (with no credential at all, 401: sign in or bring a token).
      [
        'run notes of public',
        await app.inject({ url: `/v3/meetings/${open.uuid}/run/notes` }),
        401,
      ],
      [
        'run notes of public, signed in',
        await app.inject({ url: `/v3/meetings/${open.uuid}/run/notes`, headers: stranger }),
        403,
      ],
      [
        'run notes of restricted with a pass',
        await app.inject({ url: `/v3/meetings/${closed.uuid}/run/notes?pass=${pass}` }),
        401,
      ],
    ];
    for (const [name, answer, status] of answers) {
      expect(answer.statusCode, name).toBe(status);
      expect(answer.body, name).not.toContain(MARK);
      expect(JSON.stringify(answer.headers), name).not.toContain(MARK);
    }
    // Every marker is really there for the owner, so the test could fail.
    for (const meeting of [open, closed]) {
      expect((await read(app, meeting.uuid, {}, owner)).json<Meeting>().content).toContain(MARK);
    }
  });
});
