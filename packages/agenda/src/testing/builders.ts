import type { Agenda, Sequence } from '../types.ts';

/**
 * A complete sequence: the defaults are what parsing gives a bare `#` line's fields, so tests
 * state only what a case is about and still compare whole objects.
 *
 * @example sequence({ title: 'A', durationMinutes: 5 })
 */
export function sequence(fields: Partial<Sequence> = {}): Sequence {
  return {
    title: '',
    optional: false,
    durationMinutes: 0,
    speakers: [],
    description: '',
    notes: '',
    comments: [],
    ...fields,
  };
}

/**
 * A complete agenda with empty defaults.
 *
 * @example agenda({ title: 'Retro', sequences: [sequence({ title: 'A' })] })
 */
export function agenda(fields: Partial<Agenda> = {}): Agenda {
  return { title: '', objective: '', notes: '', comments: [], sequences: [], ...fields };
}
