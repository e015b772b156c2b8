import { StateEffect, StateField } from '@codemirror/state';
import { invertedEffects } from '@codemirror/commands';

/** A sequence deleted from this meeting, restorable (DESIGN §9: `{ text, deletedAt }`). */
export type TrashEntry = { text: string; deletedAt: string };

/** DESIGN §9: fridge and trash hold at most 200 entries each. */
export const SIDE_LIST_LIMIT = 200;

export const setFridge = StateEffect.define<string[]>();
export const setTrash = StateEffect.define<TrashEntry[]>();

/**
 * The fridge and the trash live in the editor state, next to the text, so that one transaction
 * moves a sequence between them and one undo brings both back together.
 */
export const fridgeField = StateField.define<string[]>({
  create: () => [],
  update(value, tr) {
    for (const effect of tr.effects) if (effect.is(setFridge)) value = effect.value;
    return value;
  },
});

export const trashField = StateField.define<TrashEntry[]>({
  create: () => [],
  update(value, tr) {
    for (const effect of tr.effects) if (effect.is(setTrash)) value = effect.value;
    return value;
  },
});

/** Undo of a transaction that changed a list restores the list it started from. */
const invertLists = invertedEffects.of((tr) => {
  const inverted: StateEffect<unknown>[] = [];
  if (tr.effects.some((effect) => effect.is(setFridge))) {
    inverted.push(setFridge.of(tr.startState.field(fridgeField)));
  }
  if (tr.effects.some((effect) => effect.is(setTrash))) {
    inverted.push(setTrash.of(tr.startState.field(trashField)));
  }
  return inverted;
});

export const fridgeAndTrash = [fridgeField, trashField, invertLists];

/** Newest first and bounded: the oldest deleted sequences fall off past the limit. */
export function withTrashed(trash: readonly TrashEntry[], text: string, now: Date): TrashEntry[] {
  return [{ text, deletedAt: now.toISOString() }, ...trash].slice(0, SIDE_LIST_LIMIT);
}
