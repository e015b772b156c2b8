import { useCallback, useEffect, useRef, useState } from 'react';
import { readLocalDraft, writeLocalDraft, type LocalDraft } from './local-draft.ts';

/** Writes wait this long after the last keystroke: typing never pays for serialising the draft. */
const SAVE_DELAY_MS = 250;

const emptyDraft: LocalDraft = {
  content: '',
  fridge: [],
  trash: [],
  details: { date: null, startTime: null },
};

/**
 * The anonymous editor's state, restored from localStorage on arrival and saved as you type.
 * A pending save is flushed when the page is hidden or left, so a reload never loses a word.
 */
export function useLocalDraft(enabled: boolean) {
  const [draft, setDraft] = useState<LocalDraft>(
    () => (enabled ? readLocalDraft() : null) ?? emptyDraft,
  );
  const latest = useRef(draft);
  const [saveFailed, setSaveFailed] = useState(false);
  const pending = useRef<LocalDraft | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    if (pending.current) setSaveFailed(!writeLocalDraft(pending.current));
    pending.current = null;
  }, []);

  const update = useCallback(
    (change: Partial<LocalDraft>) => {
      const next = { ...latest.current, ...change };
      latest.current = next;
      setDraft(next);
      if (!enabled) return;
      pending.current = next;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, SAVE_DELAY_MS);
    },
    [enabled, flush],
  );

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  return { draft, update, flush, saveFailed };
}
