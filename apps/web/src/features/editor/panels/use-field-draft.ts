import { useState } from 'react';

/**
 * A form field bound to a value that the text normalises (trimmed titles, canonical
 * durations). The field keeps what the person typed while it still means the same value, so a
 * trailing space or a half-typed line is not swept away by the round trip through the text;
 * a different value arriving from the text (typing there, undo) replaces it.
 */
export function useFieldDraft<T>(value: T, read: (draft: string) => T, show: (value: T) => string) {
  const [draft, setDraft] = useState(() => show(value));
  const [shown, setShown] = useState(value);
  if (!Object.is(shown, value)) {
    setShown(value);
    if (!Object.is(read(draft), value)) setDraft(show(value));
  }
  return [draft, setDraft] as const;
}
