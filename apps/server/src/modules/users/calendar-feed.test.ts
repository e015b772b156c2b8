import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting } from '@ordo/contract';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { call, teamWorld, type Headers } from '../workspaces/testing.ts';

/** A date `days` from today, as the meetings' settings keep it. */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The feed as a calendar app reads it, through ical.js. */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

describe.each(testDatabaseKinds)('personal calendar feed on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind, { PUBLIC_URL: 'https://ordo.example' });
  });
  afterAll(() => app.close());

  const feedUrl = async (headers: Headers) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/users/me/calendar-token',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(
      /^https:\/\/ordo\.example\/v1\/users\/me\/calendar\.ics\?token=[\w-]{40,}$/,
    );
    return url.replace('https://ordo.example', '');
  };
  const read = (url: string) => app.inject({ method: 'GET', url });
  const create = async (headers: Headers, body: Record<string, unknown>) => {
    const response = await call<Meeting>(app, 'POST', '/v3/meetings', headers, body);
    expect(response.status).toBe(201);
    return response.body;
  };

  it('lists the upcoming dated meetings, each with its UID and version, as text/calendar', async () => {
    const { headers } = await signUp(app, { language: 'fr' });
    const planned = await create(headers, {
      content: 'Rétro d’équipe 🚀\n# Tour de table\n: 10\n/# Météo\n: 5\n',
      settings: { date: inDays(3), startTime: '09:30', timeZone: 'Europe/Paris' },
    });
    const allDay = await create(headers, {
      content: 'Offsite\n# Plan\n: 60\n',
      settings: { date: inDays(10), timeZone: 'UTC' },
    });
    await create(headers, { content: 'Undated\n# A\n: 5\n' });
    await create(headers, {
      content: 'Last month\n# A\n: 5\n',
      settings: { date: inDays(-30), startTime: '10:00', timeZone: 'UTC' },
    });
    const url = await feedUrl(headers);

    const response = await read(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toContain('private');
    const events = eventsOf(response.body);
    expect(events.map((event) => event.summary)).toEqual(['Rétro d’équipe 🚀', 'Offsite']);
    const [first, second] = events;
    expect(first?.uid).toBe(`${planned.uuid}@ordo.meeting`);
    expect(first?.sequence).toBe(planned.version);
    expect(first?.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(first?.startDate.toJSDate().getTime()).toBe(
      Date.parse(`${inDays(3)}T09:30:00${parisOffset(inDays(3))}`),
    );
    expect(first?.duration.toSeconds()).toBe(15 * 60);
    expect(first?.description).toContain('Météo (facultatif)');
    expect(first?.component.getFirstPropertyValue('url')).toBe(
      `https://ordo.example/user/meeting/${planned.uuid}`,
    );
    expect(second?.uid).toBe(`${allDay.uuid}@ordo.meeting`);
    expect(second?.startDate.isDate).toBe(true);
    for (const line of response.body.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }

    // A change to the meeting keeps its UID and raises its SEQUENCE: calendars update the event.
    const changed = await call<Meeting>(app, 'PUT', `/v3/meetings/${planned.uuid}`, headers, {
      baseVersion: planned.version,
      settings: { startTime: '11:00' },
    });
    expect(changed.status).toBe(200);
    const again = eventsOf((await read(url)).body).find((event) => event.summary.startsWith('Rét'));
    expect(again?.uid).toBe(first?.uid);
    expect(again?.sequence).toBeGreaterThan(first?.sequence ?? Infinity);
  });

  it('refuses a missing, wrong or replaced token with 401 CALENDAR_TOKEN_INVALID', async () => {
    const { headers } = await signUp(app);
    const old = await feedUrl(headers);
    expect((await read(old)).statusCode).toBe(200);
    const fresh = await feedUrl(headers);
    expect(fresh).not.toBe(old);
    for (const url of [old, '/v1/users/me/calendar.ics', `${old.slice(0, -4)}abcd`]) {
      const refused = await read(url);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        code: 'CALENDAR_TOKEN_INVALID',
        message: expect.any(String),
      });
    }
    expect((await read(fresh)).statusCode).toBe(200);
  });

  it('keeps only a hash of the token, and says since when a feed exists', async () => {
    const { headers } = await signUp(app);
    const status = () => app.inject({ method: 'GET', url: '/v1/users/me/calendar-token', headers });
    expect((await status()).json()).toEqual({ active: false, createdAt: null });
    const url = await feedUrl(headers);
    const token = new URL(url, 'https://x').searchParams.get('token') ?? '';
    const body = (await status()).json<{ active: boolean; createdAt: string }>();
    expect(body.active).toBe(true);
    expect(Date.parse(body.createdAt)).not.toBeNaN();
    const rows = await app.database.rows<{ token_hash: string }>(
      sql`select token_hash from calendar_feeds`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.token_hash).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('needs sign-in to make or read the address', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/v1/users/me/calendar-token' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it("lists the teamspace meetings a member may see, and nobody else's", async () => {
    const world = await teamWorld(app);
    const owner = world.headers.owner;
    const dated = { date: inDays(2), startTime: '14:00', timeZone: 'UTC' };
    const shared = await call<Meeting>(app, 'PUT', `/v3/meetings/${world.meeting.uuid}`, owner, {
      baseVersion: world.meeting.version,
      settings: dated,
    });
    expect(shared.status).toBe(200);
    const other = await call<Meeting>(app, 'PUT', `/v3/meetings/${world.other.uuid}`, owner, {
      baseVersion: world.other.version,
      settings: dated,
    });
    expect(other.status).toBe(200);
    const titles = async (headers: Headers) =>
      eventsOf((await read(await feedUrl(headers))).body)
        .map((event) => event.summary)
        .sort();
    expect(await titles(world.headers.viewer)).toEqual(['Another workshop', 'Team workshop']);
    expect(await titles(world.headers.guest)).toEqual(['Team workshop']);
    expect(await titles(world.headers.invited)).toEqual([]);
    expect(await titles(world.headers.stranger)).toEqual([]);
  });
});

/** Paris's UTC offset on a day, as ISO 8601 writes it (+01:00 or +02:00). */
function parisOffset(date: string): string {
  const name = new Intl.DateTimeFormat('en', {
    timeZone: 'Europe/Paris',
    timeZoneName: 'longOffset',
  })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  return name?.replace('GMT', '') || '+00:00';
}
