import type { PublicMeeting } from '@ordo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signUp } from '../../test/users.ts';
import { createShared, read } from './testing.ts';

const content = [
  'Workshop',
  '# Groups',
  ': 30',
  '## Budget',
  ': 20',
  '@ Ann',
  '> Pick **three** lines',
  'the figures are in the drive',
  '### Read',
  ': 5',
  '### Discuss',
  ': 15',
  '## Hiring',
  '@ Bo, Cy',
  '# Wrap-up',
  ': 10',
  '',
].join('\n');

describe('rooms in the public answer (DESIGN §9 "Rooms")', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp('pglite');
  });
  afterAll(() => app.close());

  it('lists each sequence’s rooms with their public parts only', async () => {
    const owner = (await signUp(app)).headers;
    const meeting = await createShared(app, owner, { content, visibility: 'Public' });
    const answer = await read(app, meeting.uuid);
    expect(answer.statusCode).toBe(200);
    const [groups, wrap] = answer.json<PublicMeeting>().sequences;
    expect(groups?.rooms).toEqual([
      {
        index: 0,
        name: 'Budget',
        minutes: 20,
        hosts: ['Ann'],
        description: 'Pick **three** lines',
        nameHtml: 'Budget',
        descriptionHtml: 'Pick <strong>three</strong> lines',
        steps: [
          { index: 0, title: 'Read', minutes: 5 },
          { index: 1, title: 'Discuss', minutes: 15 },
        ],
      },
      {
        index: 1,
        name: 'Hiring',
        minutes: 30,
        hosts: ['Bo', 'Cy'],
        description: '',
        nameHtml: 'Hiring',
        descriptionHtml: '',
        steps: [],
      },
    ]);
    expect(wrap && 'rooms' in wrap).toBe(false);
    expect(answer.body).not.toContain('drive');
  });
});
