/**
 * The anonymous editor's draft in localStorage, under one key so it is written and read whole
 * (`ordo.editor.draft`, JSON, `version: 1`). The meetings feature imports it after sign-in.
 */
export const LOCAL_DRAFT_KEY = 'ordo.editor.draft';

export type LocalDraft = {
  content: string;
  fridge: string[];
  trash: { text: string; deletedAt: string }[];
  details: { date: string | null; startTime: string | null };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown) => value === null || isString(value);

/**
 * Checked by hand rather than with zod: this is the only stored JSON the anonymous editor reads,
 * and zod would be 22 KB of its first load (issue 11's page weight). Same rule as a schema:
 * anything but this exact shape is no draft.
 */
function isStoredDraft(value: unknown): value is LocalDraft & { version: 1 } {
  if (!isRecord(value) || value.version !== 1 || !isString(value.content)) return false;
  const { fridge, trash, details } = value;
  return (
    Array.isArray(fridge) &&
    fridge.every(isString) &&
    Array.isArray(trash) &&
    trash.every((entry) => isRecord(entry) && isString(entry.text) && isString(entry.deletedAt)) &&
    isRecord(details) &&
    isStringOrNull(details.date) &&
    isStringOrNull(details.startTime)
  );
}

/** The stored draft, or `null` when there is none, it cannot be read, or storage is refused. */
export function readLocalDraft(): LocalDraft | null {
  try {
    const raw = localStorage.getItem(LOCAL_DRAFT_KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isStoredDraft(parsed)) return null;
    const { content, fridge, trash, details } = parsed;
    // Only the known fields: whatever else the stored object holds is not carried along.
    return {
      content,
      fridge,
      trash: trash.map(({ text, deletedAt }) => ({ text, deletedAt })),
      details: { date: details.date, startTime: details.startTime },
    };
  } catch {
    return null;
  }
}

/** Returns false when the browser refuses (private mode, quota): the editor then says so. */
export function writeLocalDraft(draft: LocalDraft): boolean {
  try {
    localStorage.setItem(LOCAL_DRAFT_KEY, JSON.stringify({ version: 1, ...draft }));
    return true;
  } catch {
    return false;
  }
}

export function clearLocalDraft(): void {
  try {
    localStorage.removeItem(LOCAL_DRAFT_KEY);
  } catch {
    // Nothing stored can be cleared when storage is refused.
  }
}

export function isDraftEmpty(draft: LocalDraft): boolean {
  return draft.content.trim() === '' && draft.fridge.length === 0 && draft.trash.length === 0;
}
