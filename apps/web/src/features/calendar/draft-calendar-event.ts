const KEY = 'ordo.calendarDraftId';
const EPOCH_2020 = Date.UTC(2020, 0, 1);

/**
 * The calendar identity of the editor's local draft, which has no uuid of its own: one id
 * kept in this browser (so each download of the draft updates the same event), and as its
 * version the minutes since 2020, so a later download always carries a higher SEQUENCE.
 */
export function draftCalendarEvent(now = Date.now()): { id: string; version: number } {
  let id: string | null = null;
  try {
    id = window.localStorage.getItem(KEY);
    if (!id) {
      id = crypto.randomUUID();
      window.localStorage.setItem(KEY, id);
    }
  } catch {
    // Storage refused (private mode): this download gets an id of its own.
  }
  return { id: id ?? crypto.randomUUID(), version: Math.floor((now - EPOCH_2020) / 60_000) };
}
