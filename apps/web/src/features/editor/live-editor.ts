import { createContext, useContext } from 'react';
import type { AgendaModel } from './agenda-model.ts';

/** What changes as the facilitator types: the text, what it reads as, and where the cursor is. */
export type LiveEditor = {
  value: string;
  model: AgendaModel;
  /** The 1-based line of the main cursor. */
  cursorLine: number;
  /** The sequence under the cursor, or -1 in the header. */
  activeIndex: number;
};

/**
 * The editor's parts that show the text (the text itself, the timeline, the counts, the side
 * panel) read it here rather than through props: the layout around them then stays as it was
 * on a keystroke, and only these readers render again.
 */
export const LiveEditorContext = createContext<LiveEditor | null>(null);

export function useLiveEditor(): LiveEditor {
  const live = useContext(LiveEditorContext);
  if (!live) throw new Error('useLiveEditor outside AgendaEditor');
  return live;
}
