import { browserTimeZone } from '../../../lib/zoned-time.ts';

/**
 * The clock a live screen reads times on: the meeting's time zone when the meeting has clock
 * times (a start time), so everyone reads the same "10:30"; otherwise this device's zone.
 * `meetingZone` says which, for a label ("Times in Europe/Paris") only where it means something.
 */
export type MeetingClock = { timeZone: string; meetingZone: boolean };

/** What a meeting says of its clock; null or absent when the screen cannot know it. */
type ClockSettings = { startTime: string | null; timeZone: string } | null | undefined;

/**
 * @example meetingClock({ startTime: '09:30', timeZone: 'Europe/Paris' }) // { timeZone: 'Europe/Paris', meetingZone: true }
 * @example meetingClock({ startTime: null, timeZone: 'UTC' }) // the device's zone, meetingZone false
 */
export function meetingClock(settings: ClockSettings): MeetingClock {
  if (settings?.startTime && isZone(settings.timeZone)) {
    return { timeZone: settings.timeZone, meetingZone: true };
  }
  return { timeZone: browserTimeZone(), meetingZone: false };
}

function isZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * `HH:MM` (24-hour) of an instant on `clock`.
 *
 * @example clockTimeOn(Date.UTC(2026, 5, 1, 8, 5), 'fr', { timeZone: 'Europe/Paris', meetingZone: true }) // '10:05'
 */
export function clockTimeOn(epochMs: number, language: 'en' | 'fr', clock: MeetingClock): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: clock.timeZone,
  }).format(new Date(epochMs));
}
