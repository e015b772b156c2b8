import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_CSV_COLUMNS, runListSchema } from '@ordo/contract';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { changeSettings, createShared, type Headers } from '../sharing/testing.ts';

const MINUTE = 60_000;
// Noon UTC: already the next day in Auckland, where the meeting takes place.
const T0 = Date.UTC(2026, 10, 23, 12, 0);

// A title with accents and punctuation; a formula as a title; two optional sequences.
const CONTENT = `Rétro d’équipe, Q4

# =HYPERLINK("x")
: 5

/# Energizer
: 5

# Plain, with comma
: 10

/# Bonus
: 10
`;

describe.each(testDatabaseKinds)('Insight over HTTP on %s', (kind) => {
  let now = T0;
  let app: App;
  let owner: Headers;
  let stranger: Headers;
  let meetingId: string;
  let runId: string;

  const send = (body: object) =>
    app.inject({
      method: 'POST',
      url: `/v3/meetings/${meetingId}/run`,
      headers: owner,
      payload: body,
    });

  beforeAll(async () => {
    app = await buildTestApp(kind, {}, { clock: () => new Date(now) });
    owner = (await signUp(app)).headers;
    stranger = (await signUp(app)).headers;
    const meeting = await createShared(app, owner, { content: CONTENT, visibility: 'Private' });
    meetingId = meeting.uuid;
    await changeSettings(app, owner, meeting, { timeZone: 'Pacific/Auckland' });
    // The first sequence overruns by a minute, two of them added live; the optional Energizer
    // is skipped; the run finishes one minute into the third, before the optional Bonus.
    await send({ type: 'start' });
    await send({ type: 'skip', index: 1 });
    now += MINUTE;
    await send({ type: 'addTime', minutes: 2 });
    now += 5 * MINUTE;
    await send({ type: 'next' });
    now += MINUTE;
    await send({ type: 'finish' });
    const list = await app.inject({ url: `/v3/meetings/${meetingId}/runs`, headers: owner });
    runId = runListSchema.parse(list.json()).items[0]?.runId ?? '';
  });
  afterAll(() => app.close());

  it('plans only what was meant to run; skipped and optional sequences not run are apart', async () => {
    const response = await app.inject({ url: `/v3/meetings/${meetingId}/runs`, headers: owner });
    expect(response.statusCode).toBe(200);
    const [run] = runListSchema.parse(response.json()).items;
    expect(run).toMatchObject({
      totalPlannedMs: 15 * MINUTE,
      totalActualMs: 7 * MINUTE,
      skippedPlannedMs: 5 * MINUTE,
      optionalNotRunPlannedMs: 10 * MINUTE,
    });
    expect(run?.sequences).toEqual([
      {
        index: 0,
        title: '=HYPERLINK("x")',
        optional: false,
        plannedMs: 5 * MINUTE,
        addedMs: 2 * MINUTE,
        actualMs: 6 * MINUTE,
        overrunMs: MINUTE,
        skipped: false,
        setAside: false,
        startedAt: T0,
      },
      {
        index: 1,
        title: 'Energizer',
        optional: true,
        plannedMs: 5 * MINUTE,
        addedMs: 0,
        actualMs: 0,
        overrunMs: 0,
        skipped: true,
        setAside: true,
        startedAt: null,
      },
      {
        index: 2,
        title: 'Plain, with comma',
        optional: false,
        plannedMs: 10 * MINUTE,
        addedMs: 0,
        actualMs: MINUTE,
        overrunMs: -9 * MINUTE,
        skipped: false,
        setAside: false,
        startedAt: T0 + 6 * MINUTE,
      },
      {
        index: 3,
        title: 'Bonus',
        optional: true,
        plannedMs: 10 * MINUTE,
        addedMs: 0,
        actualMs: 0,
        overrunMs: 0,
        skipped: false,
        setAside: true,
        startedAt: null,
      },
    ]);
  });

  it('exports the run as CSV a spreadsheet reads: BOM, CRLF, 1-based, formulas neutralised', async () => {
    const csv = await app.inject({
      url: `/v3/meetings/${meetingId}/runs/${runId}.csv`,
      headers: owner,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="retro-d-equipe-q4-2026-11-24.csv"',
    );
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.body.endsWith('\r\n')).toBe(true);
    expect(csv.body.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);

    const rows: string[][] = parse(csv.body, { bom: true, record_delimiter: '\r\n' });
    expect(rows).toEqual([
      [...RUN_CSV_COLUMNS],
      [
        '1',
        `'=HYPERLINK("x")`,
        '5.00',
        '6.00',
        '1.00',
        '2.00',
        'false',
        'false',
        '2026-11-23T12:00:00.000Z',
        '',
      ],
      ['2', 'Energizer', '5.00', '0.00', '0.00', '0.00', 'true', 'true', '', ''],
      [
        '3',
        'Plain, with comma',
        '10.00',
        '1.00',
        '-9.00',
        '0.00',
        'false',
        'false',
        '2026-11-23T12:06:00.000Z',
        '',
      ],
      ['4', 'Bonus', '10.00', '0.00', '0.00', '0.00', 'true', 'false', '', ''],
    ]);
    expect(RUN_CSV_COLUMNS.join(',')).toBe(
      'index,title,plannedMinutes,actualMinutes,overrunMinutes,addedMinutes,optional,skipped,startedAt,room',
    );
  });

  it('hides the CSV from a stranger and answers 404 for a run that is not there', async () => {
    const foreign = await app.inject({
      url: `/v3/meetings/${meetingId}/runs/${runId}.csv`,
      headers: stranger,
    });
    expect(foreign.statusCode).toBe(404);
    const unknown = await app.inject({
      url: `/v3/meetings/${meetingId}/runs/00000000-0000-4000-8000-000000000000.csv`,
      headers: owner,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
