import { describe, expect, it } from 'vitest';
import { buildIcs } from './build-ics.ts';
import { readText } from '../../test/read-text.ts';

const agendaText =
  'Retro\n> Two improvements\nsecret header note\n# Check-in\n: 10\n@ Ann\n> Say hi\n// hidden comment\nprivate note\n/# Energizer\n: 5\n';
const meeting = {
  id: '6a0d9a4e-0c4f-4d7e-9a57-3c1b2f8e4d21',
  version: 7,
  date: '2026-03-02',
  startTime: '09:00',
  timeZone: 'Europe/Paris',
  agendaText,
};

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
  it("writes the meeting's event: its UID and version, the UTC start, the public agenda only", () => {
    const stamp = new Date(Date.UTC(2026, 1, 1, 12, 0, 0));
    const event = fields(
      buildIcs({ ...meeting, title: 'Retro', url: 'https://ordo.example/m/1' }, stamp),
    );
    expect(event.get('UID')).toBe(`${meeting.id}@ordo.meeting`);
    expect(event.get('SEQUENCE')).toBe('7');
    expect(event.get('DTSTAMP')).toBe('20260201T120000Z');
    expect(event.get('SUMMARY')).toBe('Retro');
    expect(event.get('DTSTART')).toBe('20260302T080000Z');
    expect(event.get('DURATION')).toBe('PT15M');
    expect(event.get('URL')).toBe('https://ordo.example/m/1');
    const description = readText(event.get('DESCRIPTION'));
    expect(description).toContain('09:00–09:10 Check-in · 10 min — Ann');
    expect(description).toContain('Energizer (optional)');
    for (const secret of ['secret header note', 'hidden comment', 'private note'])
      expect(description).not.toContain(secret);
  });

  it("uses the agenda's title when the meeting has none, and a whole day without a time", () => {
    const event = fields(buildIcs({ ...meeting, title: ' ', startTime: null }));
    expect(event.get('SUMMARY')).toBe('Retro');
    expect(event.get('DTSTART;VALUE=DATE')).toBe('20260302');
    expect(event.get('DTEND;VALUE=DATE')).toBe('20260303');
  });

  it('refuses a date it cannot read and a zone it does not know', () => {
    expect(() => buildIcs({ ...meeting, title: 'x', date: 'soon' })).toThrow();
    expect(() => buildIcs({ ...meeting, title: 'x', timeZone: 'Nowhere/Land' })).toThrow(
      /Unknown time zone/,
    );
  });
});
