import { describe, expect, it } from 'vitest';
import { buildIcs } from './build-ics.ts';

const agendaText =
  'Retro\n> Two improvements\nsecret header note\n# Check-in\n: 10\n@ Ann\n> Say hi\n// hidden comment\nprivate note\n/# Energizer\n: 5\n';

/** Unfolds the iCalendar lines (RFC 5545 §3.1) into name → value. */
function fields(ics: string): Map<string, string> {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const map = new Map<string, string>();
  for (const line of unfolded.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0 && !map.has(line.slice(0, colon)))
      map.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return map;
}

describe('buildIcs', () => {
  it('writes a floating event with the public agenda only', () => {
    const ics = buildIcs({
      title: 'Retro',
      date: '2026-03-02',
      startTime: '09:00',
      agendaText,
      url: 'https://ordo.example/m/1',
    });
    const event = fields(ics);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(event.get('SUMMARY')).toBe('Retro');
    expect(event.get('DTSTART')).toBe('20260302T090000');
    expect(event.get('DURATION')).toBe('PT15M');
    expect(event.get('URL')).toBe('https://ordo.example/m/1');
    const description = event.get('DESCRIPTION') ?? '';
    expect(description).toContain('09:00–09:10 Check-in · 10 min — Ann');
    expect(description).toContain('Say hi');
    expect(description).toContain('Energizer (optional)');
    for (const secret of ['secret header note', 'hidden comment', 'private note'])
      expect(description).not.toContain(secret);
  });

  it.each([
    ['Europe/Paris', '2026-03-02', '20260302T080000Z'],
    ['Europe/Paris', '2026-07-02', '20260702T070000Z'],
    ['America/New_York', '2026-03-02', '20260302T140000Z'],
  ])('converts 09:00 in %s on %s to UTC', (timeZone, date, expected) => {
    expect(
      fields(buildIcs({ title: 'x', date, startTime: '09:00', timeZone, agendaText })).get(
        'DTSTART',
      ),
    ).toBe(expected);
  });

  it('makes an all-day event without a start time', () => {
    const event = fields(buildIcs({ title: 'x', date: '2026-12-31', startTime: null, agendaText }));
    expect(event.get('DTSTART;VALUE=DATE')).toBe('20261231');
    expect(event.get('DTEND;VALUE=DATE')).toBe('20270101');
  });

  it('refuses a date it cannot read', () => {
    expect(() => buildIcs({ title: 'x', date: 'soon', startTime: null, agendaText })).toThrow();
  });
});
