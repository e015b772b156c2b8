import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicMeetingSchema, type Meeting, type Visibility } from '@ordo/contract';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { check, createShared, read, type Headers } from './testing.ts';

const CODE = 'sunrise-42';
const content = `Quarterly review
> Agree on the roadmap
private header note

# Welcome
: 10
@ Alice
> Say **hello**

/# Energizer
: 5
`;

const publicKeys = Object.keys(publicMeetingSchema.shape)
  .filter((key) => key !== 'pass')
  .sort();

type Caller = 'anonymous' | 'wrong code' | 'right code' | 'owner' | 'another user';
type Outcome = 'editor' | 'public' | 'public with pass' | `${number} ${string}`;

const matrix: [Visibility, Caller, Outcome][] = [
  ['Public', 'anonymous', 'public'],
  ['Public', 'wrong code', 'public'],
  ['Public', 'right code', 'public'],
  ['Public', 'owner', 'editor'],
  ['Public', 'another user', 'public'],
  ['Restricted', 'anonymous', '401 PASSWORD_REQUIRED'],
  ['Restricted', 'wrong code', '401 INVALID_PASSWORD'],
  ['Restricted', 'right code', 'public with pass'],
  ['Restricted', 'owner', 'editor'],
  ['Restricted', 'another user', '401 PASSWORD_REQUIRED'],
  ['Private', 'anonymous', '404 MEETING_NOT_FOUND'],
  ['Private', 'wrong code', '404 MEETING_NOT_FOUND'],
  ['Private', 'right code', '404 MEETING_NOT_FOUND'],
  ['Private', 'owner', 'editor'],
  ['Private', 'another user', '404 MEETING_NOT_FOUND'],
];

describe.each(testDatabaseKinds)('sharing on %s', (kind) => {
  let app: App;
  let owner: Headers;
  let stranger: Headers;
  const meetings = {} as Record<Visibility, Meeting>;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    owner = (await signUp(app)).headers;
    stranger = (await signUp(app)).headers;
    for (const visibility of ['Public', 'Restricted', 'Private'] as const) {
      meetings[visibility] = await createShared(app, owner, {
        content,
        visibility,
        startTime: '09:00',
        ...(visibility === 'Restricted' ? { code: CODE } : {}),
      });
    }
  });
  afterAll(() => app.close());

  const requestOf = (caller: Caller): [Record<string, string>, Headers] => {
    if (caller === 'wrong code') return [{ code: 'not-the-code' }, {}];
    if (caller === 'right code') return [{ code: CODE }, {}];
    if (caller === 'owner') return [{}, owner];
    if (caller === 'another user') return [{}, stranger];
    return [{}, {}];
  };

  it.each(matrix)('%s meeting, %s → %s', async (visibility, caller, outcome) => {
    const [query, headers] = requestOf(caller);
    const response = await read(app, meetings[visibility].uuid, query, headers);
    const body = response.json();
    if (outcome === 'editor') {
      expect(response.statusCode).toBe(200);
      expect(body.content).toBe(content);
      return;
    }
    if (outcome.startsWith('public')) {
      expect(response.statusCode).toBe(200);
      expect(
        Object.keys(body)
          .filter((key) => key !== 'pass')
          .sort(),
      ).toEqual(publicKeys);
      expect(body).toMatchObject({ uuid: meetings[visibility].uuid, title: 'Quarterly review' });
      expect(typeof body.pass === 'string').toBe(outcome === 'public with pass');
      expect(response.body).not.toContain(CODE);
      return;
    }
    const [status, code] = outcome.split(' ');
    expect(response.statusCode).toBe(Number(status));
    expect(body.code).toBe(code);
  });

  it('projects what is public, with times in the meeting zone', async () => {
    const body = (await read(app, meetings.Public.joinCode)).json();
    expect(body).toEqual({
      uuid: meetings.Public.uuid,
      title: 'Quarterly review',
      objective: 'Agree on the roadmap',
      titleHtml: 'Quarterly review',
      objectiveHtml: 'Agree on the roadmap',
      date: null,
      startTime: '09:00',
      timeZone: 'UTC',
      language: 'en',
      lifecycle: 'published',
      schedule: { totalMinutes: 15, requiredMinutes: 10, optionalMinutes: 5, end: '09:15' },
      sequences: [
        {
          index: 0,
          title: 'Welcome',
          optional: false,
          speakers: ['Alice'],
          durationMinutes: 10,
          startMinute: 0,
          endMinute: 10,
          start: '09:00',
          end: '09:10',
          description: 'Say **hello**',
          titleHtml: 'Welcome',
          // Rendered once on the server: participants' pages carry no markdown code.
          descriptionHtml: 'Say <strong>hello</strong>',
        },
        {
          index: 1,
          title: 'Energizer',
          optional: true,
          speakers: [],
          durationMinutes: 5,
          startMinute: 10,
          endMinute: 15,
          start: '09:10',
          end: '09:15',
          description: '',
          titleHtml: 'Energizer',
          descriptionHtml: '',
        },
      ],
      brandColor: null,
      hideBranding: false,
      indexable: false,
      stageWarnings: null,
    });
  });

  it.each(['Public', 'Restricted', 'Private'] as const)(
    'lets the owner preview a %s meeting exactly as participants see it',
    async (visibility) => {
      const preview = await read(app, meetings[visibility].uuid, { view: 'public' }, owner);
      expect(preview.statusCode).toBe(200);
      const visitor = await read(app, meetings.Public.uuid);
      // The same texts and times; only the identity and the meeting's own lifecycle differ.
      const comparable = (body: Record<string, unknown>) => ({ ...body, uuid: '', lifecycle: '' });
      expect(comparable(preview.json())).toEqual(comparable(visitor.json()));
      expect(preview.json().lifecycle).toBe(visibility === 'Private' ? 'draft' : 'published');
      expect(preview.headers['x-robots-tag']).toBe('noindex');
    },
  );

  it('finds a shared meeting by its join code, in any case', async () => {
    for (const id of [meetings.Public.joinCode, meetings.Public.joinCode.toLowerCase()]) {
      expect((await read(app, id)).json().uuid).toBe(meetings.Public.uuid);
    }
  });

  it('hides a deleted meeting from visitors', async () => {
    const meeting = await createShared(app, owner, { content, visibility: 'Public' });
    await app.inject({
      method: 'PUT',
      url: `/v3/meetings/${meeting.uuid}`,
      headers: owner,
      payload: { baseVersion: meeting.version, status: 'DELETED' },
    });
    expect((await read(app, meeting.uuid)).json().code).toBe('MEETING_NOT_FOUND');
    expect((await check(app, meeting.uuid)).json()).toEqual({
      exists: false,
      requiresCode: false,
      codeValid: false,
    });
  });
});
