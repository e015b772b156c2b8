import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { buildCalendar, UnknownTimeZoneError, type CalendarEvent } from './ics.ts';
import { calendarContent } from './description.ts';

const id = '0b7e4c1e-3f52-4a8e-9d1c-6f2a5e8b9c10';
const meeting: CalendarEvent = {
  id,
  sequence: 3,
  stamp: new Date(Date.UTC(2026, 1, 20, 10, 30, 15)),
  title: 'Rétro de l’équipe 🚀',
  date: '2026-03-02',
  startTime: '09:00',
  timeZone: 'Europe/Paris',
  durationMinutes: 45,
  description: 'Objectif : deux améliorations, pas plus; café ☕\nPuis la météo',
  url: 'https://ordo.example/m/1',
};

/** UTF-8 octets, counted by the runtime's URI encoder (one %XX per octet). */
const octets = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, '.').length;

/** The file as a calendar application reads it, through ical.js. */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

describe('buildCalendar, read by ical.js', () => {
  it('carries UID, SEQUENCE, DTSTAMP, the start in UTC, the length and the text as written', () => {
    const [event] = eventsOf(buildCalendar([meeting]));
    expect(event?.uid).toBe(`${id}@ordo.meeting`);
    expect(event?.sequence).toBe(3);
    expect(event?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe(
      '2026-02-20T10:30:15Z',
    );
    expect(event?.startDate.toJSDate().toISOString()).toBe('2026-03-02T08:00:00.000Z');
    expect(event?.endDate.toJSDate().toISOString()).toBe('2026-03-02T08:45:00.000Z');
    expect(event?.summary).toBe('Rétro de l’équipe 🚀');
    expect(event?.description).toBe(meeting.description);
    expect(event?.component.getFirstPropertyValue('url')).toBe('https://ordo.example/m/1');
  });

  it('keeps one UID when the title, date and time change, and SEQUENCE follows the version', () => {
    const before = eventsOf(buildCalendar([meeting]))[0];
    const after = eventsOf(
      buildCalendar([
        { ...meeting, sequence: 4, title: 'Autre titre', date: '2026-04-01', startTime: '14:30' },
      ]),
    )[0];
    expect(after?.uid).toBe(before?.uid);
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Infinity);
  });

  it('folds every line at 75 octets, never inside a character, with accents and emoji', () => {
    const long: CalendarEvent = {
      ...meeting,
      title: 'Séance d’idéation 🎉 '.repeat(12),
      description: 'Présentation des résultats — 📊 équipe été '.repeat(20),
    };
    const ics = buildCalendar([long]);
    const physical = ics.split('\r\n');
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    const [event] = eventsOf(ics);
    expect(event?.summary).toBe(long.title);
    expect(event?.description).toBe(long.description);
  });

  it('makes an all-day event without a start time', () => {
    const [event] = eventsOf(buildCalendar([{ ...meeting, date: '2026-12-31', startTime: null }]));
    expect(event?.startDate.isDate).toBe(true);
    expect(event?.startDate.toString()).toBe('2026-12-31');
    expect(event?.endDate.toString()).toBe('2027-01-01');
  });

  it('refuses an unknown time zone instead of writing a floating time', () => {
    expect(() => buildCalendar([{ ...meeting, timeZone: 'Mars/Olympus_Mons' }])).toThrow(
      UnknownTimeZoneError,
    );
  });

  it('refuses a date it cannot read', () => {
    expect(() => buildCalendar([{ ...meeting, date: 'soon' }])).toThrow();
  });

  it('holds several events, each with its own UID, in a named calendar', () => {
    const ics = buildCalendar([meeting, { ...meeting, id: 'other-meeting' }], { name: 'Ordo' });
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Ordo');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(eventsOf(ics).map((event) => event.uid)).toEqual([
      `${id}@ordo.meeting`,
      'other-meeting@ordo.meeting',
    ]);
  });
});

describe('calendarContent', () => {
  const agendaText =
    'Retro\n> Two improvements\nsecret header note\n# Check-in\n: 10\n@ Ann\n> Say hi\n// hidden comment\nprivate note\n/# Energizer\n: 5\n';

  it('gives the length and the public agenda only', () => {
    const content = calendarContent(agendaText, '09:00', 'en', 'optional');
    expect(content.title).toBe('Retro');
    expect(content.durationMinutes).toBe(15);
    // Durations keep their no-break space (one format, README "Formats").
    expect(content.description).toContain('09:00–09:10 Check-in · 10\u00A0min — Ann');
    expect(content.description).toContain('Say hi');
    expect(content.description).toContain('Energizer (optional)');
    for (const secret of ['secret header note', 'hidden comment', 'private note'])
      expect(content.description).not.toContain(secret);
  });

  it('gives an hour to an agenda without lengths', () => {
    expect(calendarContent('', null, 'en', 'optional').durationMinutes).toBe(60);
  });
});
