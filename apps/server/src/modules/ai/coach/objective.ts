import { normalize } from './classify.ts';
import type { Language } from './types.ts';

/**
 * What an objective is about, read from its words: an optional label ("Sprint retrospective:
 * …") and its parts ("agree on working agreements and top 3 priorities" → "working
 * agreements", "top 3 priorities"). The coach names every part in at least one sequence and
 * builds its title from them, so nothing of the objective is pasted whole.
 */
export type ObjectiveReading = { label?: string; parts: string[] };

// Verbs that introduce what the session works on; what follows them is the topic.
const leadVerbs = new Set(
  (
    'agree decide choose select define plan build learn share identify prepare generate shape solve ' +
    'understand improve kick kickoff leave set create design review explore find map align prioritise ' +
    'prioritize discuss clarify onboard welcome draft write launch reflect celebrate give receive settle ' +
    'brainstorm imagine develop test assess evaluate rethink reduce fix discover practise practice teach ' +
    'run reach introduce know compare sort pick vote frame look agreeing deciding choosing planning ' +
    'building learning sharing identifying preparing generating shaping solving understanding improving ' +
    'reviewing exploring finding defining giving receiving ' +
    'decider choisir definir planifier construire apprendre partager identifier preparer generer ' +
    'resoudre comprendre ameliorer lancer creer concevoir revoir explorer trouver aligner prioriser ' +
    'discuter clarifier accueillir rediger reflechir celebrer donner recevoir imaginer developper ' +
    'tester evaluer repenser reduire increase grow cut lower raise augmenter diminuer corriger decouvrir pratiquer enseigner presenter comparer trier ' +
    'voter fixer convenir elaborer batir cartographier analyser anticiper'
  ).split(' '),
);
// Verbs whose object is the group, not the topic: "help the team (to) agree…", "train managers to…".
const groupVerbs = new Set(
  'help get let enable allow bring train coach onboard aider amener permettre former accompagner'.split(
    ' ',
  ),
);
// Prepositions and question words before the topic; articles stay so questions read well.
const particles = new Set(
  (
    'on off about upon to with for of which what how where who into sur de d pour quels quelles ' +
    'quel quelle comment ou en a'
  ).split(' '),
);
// French contractions the verb took: "former au feedback" → "le feedback".
const contractions: Record<string, string> = { au: 'le', aux: 'les', du: 'le' };
const articles = /^(?:the|a|an|le|la|les|l'|l’|un|une|des)\s+/i;
const welcome = /\b(welcome|welcoming|onboard|onboarding|accueillir|integrer)\b/;
const newcomers =
  /\b(newcomers?|new (hires|joiners|colleagues|members)|nouveaux|nouvelles|arrivants|recrues)\b/;
const genericHeads = new Set(
  'ideas idea options ways solutions actions idees idee pistes moyens solutions options'.split(' '),
);
const pronouns = new Set('we you they i nous vous ils elles on je'.split(' '));
// A trailing "with the leadership team", "for the new hires", "pour l'équipe support".
const trailingGroup =
  /\s+(?:with|for|among|within|across|in|avec|pour|entre|dans|au sein de)\s+(?:the|our|a|an|all|la|le|les|l'|nos|notre|une|un|toute|tous)?\s*[^,;]*\b(?:team|teams|group|managers|leadership|board|staff|people|newcomers|hires|members|equipe|équipe|équipes|comité|direction|collaborateurs|managers|arrivants)\b.*$/i;

/**
 * The label and parts of `objective`.
 *
 * @example readObjective('Help a new team agree on working agreements and top 3 priorities', 'en')
 * // { parts: ['working agreements', 'top 3 priorities'] }
 */
export function readObjective(objective: string, language: Language): ObjectiveReading {
  const line = objective.replace(/\s+/g, ' ').trim();
  const colon = line.match(/^([^:]{3,60}?)\s*:\s*(.+)$/);
  const label = colon && colon[1]!.split(' ').length <= 5 ? colon[1]!.trim() : undefined;
  const body = label ? colon![2]! : line;
  const pieces = body
    .split(/\s*[,;]\s*|\s+(?:and then|and|et puis|puis|et|then|as well as|&|plus)\s+/i)
    .map((piece) => piece.trim())
    .filter(Boolean);
  const parts: string[] = [];
  let carry = '';
  pieces.forEach((piece, index) => {
    const joined = carry ? `${carry} ${language === 'fr' ? 'et' : 'and'} ${piece}` : piece;
    const topic = topicOf(joined);
    // A lone verb ("give" in "give and receive feedback") joins the next piece.
    if (!topic && index < pieces.length - 1) {
      carry = joined;
      return;
    }
    carry = '';
    // "Welcome the newcomers" is the session's introductions, not a topic to work on.
    if (welcome.test(normalize(joined)) && newcomers.test(normalize(topic))) return;
    if (topic && !parts.some((part) => normalize(part) === normalize(topic))) parts.push(topic);
  });
  if (parts.length === 0) parts.push(topicOf(body) || shorten(body.split(' ')).join(' '));
  return { ...(label ? { label } : {}), parts: parts.slice(0, 4) };
}

/** The words after the verb that introduces the work, without articles or the group's name. */
export function topicOf(piece: string): string {
  const words = piece.replace(trailingGroup, '').split(' ').filter(Boolean);
  const plain = words.map((word) => normalize(word).replace(/[^\p{L}\p{N}'-]/gu, ''));
  const isVerb = (index: number) => leadVerbs.has(plain[index]!) || groupVerbs.has(plain[index]!);
  let start = 0;
  const first = plain.findIndex((_, index) => isVerb(index));
  if (first >= 0 && first <= 2) {
    start = first + 1;
    if (groupVerbs.has(plain[first]!)) {
      // "help <group> (to) agree on X": the topic follows the next verb, or the first "to/à".
      const next = plain.findIndex((word, index) => index > first && leadVerbs.has(word));
      const to = plain.findIndex(
        (word, index) => index > first && /^(to|on|with|au|aux|a|sur)$/.test(word),
      );
      start = next >= 0 ? next + 1 : to >= 0 ? to + (plain[to]! in contractions ? 0 : 1) : start;
    }
  }
  // "give and receive feedback": both verbs belong to the topic, as "giving and receiving".
  const pair =
    start > 0 && /^(and)$/.test(plain[start] ?? '') && leadVerbs.has(plain[start + 1] ?? '')
      ? [gerund(plain[start - 1]!), 'and', gerund(plain[start + 1]!)]
      : [];
  while (start < plain.length - 1 && /^(and|et)$/.test(plain[start]!) && isVerb(start + 1)) {
    start += 2;
  }
  while (start < words.length && particles.has(plain[start]!.replace(/'$/, ''))) start += 1;
  // "ideas to reduce waste", "des idées pour réduire le gaspillage": the topic is the waste.
  const purpose = plain.findIndex(
    (word, index) =>
      index > start &&
      index <= start + 4 &&
      /^(to|for|pour|afin)$/.test(word) &&
      leadVerbs.has(plain[index + 1] ?? '') &&
      plain.slice(start, index).some((head) => genericHeads.has(head)),
  );
  if (purpose > 0) start = purpose + 2;
  let kept = words.slice(start).map((word) => word.replace(/^d['’]/i, ''));
  const contracted = contractions[normalize(kept[0] ?? '')];
  if (contracted) kept = [contracted, ...kept.slice(1)];
  const pronoun = plain.slice(start).findIndex((word) => pronouns.has(word));
  if (pronoun >= 2 && !/^ce$/i.test(plain[start] ?? '')) kept = kept.slice(0, pronoun);
  return shorten([...pair, ...kept])
    .join(' ')
    .replace(/[.!?:]+$/, '')
    .trim();
}

/** An English verb's -ing form, for the common spellings: give → giving, plan → planning. */
function gerund(verb: string): string {
  if (/ing$/.test(verb)) return verb;
  if (/[^e]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(verb)) return `${verb}${verb.at(-1)}ing`;
  return `${verb}ing`;
}

/** At most five words, cut before a preposition when there is one past the second word. */
function shorten(words: string[]): string[] {
  if (words.length <= 5) return words;
  const cut = words.findIndex(
    (word, index) =>
      index >= 2 && /^(for|in|with|by|at|during|pour|dans|avec|par|lors)$/i.test(word),
  );
  return words.slice(0, cut >= 2 && cut <= 5 ? cut : 5);
}

/** A part without its leading article, for titles: "the roadmap" → "roadmap". */
export function bare(part: string): string {
  return part.replace(articles, '');
}

/** `text` with its first letter in upper case. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Joins parts as a person would: "a", "a and b", "a, b and c". */
export function joinParts(parts: readonly string[], language: Language): string {
  const and = language === 'fr' ? ' et ' : ' and ';
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')}${and}${parts.at(-1)}`;
}
