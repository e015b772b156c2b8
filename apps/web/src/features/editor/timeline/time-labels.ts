import { formatMinutes, type Language, type ScheduleItem } from '@ordo/agenda';

/** `75` → `1:15`: an offset from the start when the meeting has no start time. */
export function formatOffset(minutes: number): string {
  const whole = Math.round(minutes);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Clock times when the meeting has a start time, offsets from the start otherwise. */
export function timeRange(item: ScheduleItem): { start: string; end: string } {
  return item.start !== undefined && item.end !== undefined
    ? { start: item.start, end: item.end }
    : { start: `+${formatOffset(item.startMinute)}`, end: `+${formatOffset(item.endMinute)}` };
}

export function durationLabel(minutes: number, language: Language): string {
  return formatMinutes(minutes, language);
}
