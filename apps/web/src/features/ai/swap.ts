import { editSequence, parseAgenda } from '@ordo/agenda';
import type { AiAgendaAnswer } from '@ordo/contract';

export type DraftState = Pick<AiAgendaAnswer, 'content' | 'alternatives'>;

/**
 * Replaces sequence `index` by its alternative `methodId`: the text changes only in that
 * sequence, and the replaced method becomes an alternative in turn, so a swap can be undone.
 */
export function swapSequence(state: DraftState, index: number, methodId: string): DraftState {
  const entry = state.alternatives.find((item) => item.index === index);
  const option = entry?.options.find((item) => item.methodId === methodId);
  const current = parseAgenda(state.content).agenda.sequences[index];
  if (!entry || !option || !current) return state;
  const previous = entry.methodId
    ? [{ methodId: entry.methodId, name: current.title, sequence: current }]
    : [];
  return {
    content: editSequence(state.content, index, { kind: 'replace', sequence: option.sequence }),
    alternatives: state.alternatives.map((item) =>
      item.index === index
        ? {
            index,
            methodId: option.methodId,
            options: [...previous, ...item.options.filter((other) => other !== option)],
          }
        : item,
    ),
  };
}
