import { createContext, useContext } from 'react';
import type { Meeting } from '@ordo/contract';
import type { MeetingSaver, SaverState } from './save/meeting-saver.ts';

export type MeetingContextValue = { meeting: Meeting; saver: MeetingSaver; state: SaverState };

export const MeetingContext = createContext<MeetingContextValue | null>(null);

/** The open meeting, its unsaved draft and its saver, for every tab of the meeting page. */
export function useMeetingContext(): MeetingContextValue {
  const value = useContext(MeetingContext);
  if (!value) throw new Error('useMeetingContext outside the meeting page');
  return value;
}
