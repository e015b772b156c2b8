import MiniSearch from 'minisearch';
import { parseAgenda } from '@ordo/agenda';
import { normalize } from './classify.ts';
import type { Library } from './library.ts';
import { linkedMethodId } from './render.ts';
import type { Language, Method } from './types.ts';

export type SequenceDetails = {
  title: string;
  description: string;
  steps: string[];
  durationMinutes: number;
  methodId: string | null;
};

const indexes = new WeakMap<Library, MiniSearch<{ id: string; text: string }>>();

function methodIndex(library: Library) {
  let index = indexes.get(library);
  if (index) return index;
  index = new MiniSearch<{ id: string; text: string }>({
    fields: ['text'],
    processTerm: (term) => (term.length < 3 ? null : normalize(term)),
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { text: 1 } },
  });
  index.addAll(
    library.methods.map((method) => ({
      id: method.id,
      text: `${method.en.name} ${method.fr.name} ${method.en.prompt} ${method.fr.prompt} ${method.id.replace(/-/g, ' ')}`,
    })),
  );
  indexes.set(library, index);
  return index;
}

/**
 * Details for one sequence of an agenda: the library method it names (by the link to its card,
 * its title, or the closest words), its card's link, its public description, facilitator steps and minutes.
 * Returns undefined when no method comes close.
 */
export function sequenceDetails(
  library: Library,
  input: { sequenceTitle: string; content: string; language: Language },
): SequenceDetails | undefined {
  const { agenda } = parseAgenda(input.content);
  const wanted = normalize(input.sequenceTitle);
  const sequence = agenda.sequences.find((candidate) => normalize(candidate.title) === wanted);
  const linked = sequence ? linkedMethodId(sequence) : undefined;
  const method: Method | undefined =
    (linked ? library.byId.get(linked) : undefined) ??
    library.methods.find(
      (candidate) =>
        normalize(candidate.en.name) === wanted || normalize(candidate.fr.name) === wanted,
    ) ??
    bestMatch(library, input.sequenceTitle);
  if (!method) return undefined;
  const text = method[input.language];
  const [min, max] = method.minutes;
  return {
    title: sequence?.title ?? text.name,
    description: text.prompt,
    steps: text.steps,
    durationMinutes:
      sequence && sequence.durationMinutes > 0
        ? sequence.durationMinutes
        : Math.round((min + max) / 2),
    methodId: method.id,
  };
}

function bestMatch(library: Library, title: string): Method | undefined {
  const [hit] = methodIndex(library).search(title, { combineWith: 'OR' });
  return hit ? library.byId.get(String(hit.id)) : undefined;
}
