import type { TFunction } from 'i18next';
import type { RunStateBody } from '@ordo/contract';
import { roomNameOf } from '../components/room-view.ts';

/**
 * What a stage opened for a room (`?room=N`) says above the plenary stage when it cannot show
 * the room: its name while the room waits for its sequence, or plainly that the address names
 * no room of the run. Null for the plenary's own stage.
 *
 * @example roomNote(t, state, 1) // 'Room: Hiring'
 */
export function roomNote(
  t: TFunction,
  state: RunStateBody,
  room: number | null | undefined,
): { text: string; tone: 'label' | 'notice' } | null {
  if (room === undefined) return null;
  const name = room === null ? null : roomNameOf(state, room);
  return name === null
    ? { text: t('live:rooms.noSuchRoom'), tone: 'notice' }
    : { text: t('live:rooms.label', { name }), tone: 'label' };
}
