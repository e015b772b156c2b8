import { z } from 'zod';

/**
 * The anonymous editor's draft in localStorage, under one key so it is written and read whole
 * (`ordo.editor.draft`, JSON, `version: 1`). The meetings feature imports it after sign-in.
 */
export const LOCAL_DRAFT_KEY = 'ordo.editor.draft';

const draftSchema = z.object({
  version: z.literal(1),
  content: z.string(),
  fridge: z.array(z.string()),
  trash: z.array(z.object({ text: z.string(), deletedAt: z.string() })),
  details: z.object({ date: z.string().nullable(), startTime: z.string().nullable() }),
});

export type LocalDraft = Omit<z.infer<typeof draftSchema>, 'version'>;

/** The stored draft, or `null` when there is none, it cannot be read, or storage is refused. */
export function readLocalDraft(): LocalDraft | null {
  try {
    const raw = localStorage.getItem(LOCAL_DRAFT_KEY);
    if (raw === null) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { version: _version, ...draft } = parsed.data;
    return draft;
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
