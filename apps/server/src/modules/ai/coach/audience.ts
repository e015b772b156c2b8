import { normalize } from './classify.ts';

/** What the audience and objective words change (COACH.md "Audiences"). */
export type AudienceTraits = {
  /** Executives: fewer playful energizers, more decision time. */
  executives: boolean;
  /** New teams and newcomers: a longer opening that starts with introductions. */
  newTeam: boolean;
  /** Online: no walk-around methods. */
  online: boolean;
  /** Training a skill: the session includes practice (role-play, trios). */
  training: boolean;
};

const patterns = {
  executives:
    /\b(exec|executive|executives|leadership|board|c-level|directors?|dirigeants?|direction|comite|codir|comex)\b/,
  newTeam:
    /\b(new (\w+ ){0,2}team|newcomers?|new hires?|new joiners?|onboarding|nouvelle equipe|nouveaux arrivants|nouvelles recrues|nouveaux collaborateurs|arrivants)\b/,
  online:
    /\b(online|remote|virtual|zoom|teams|hybrid|distance|distanciel|visio|en ligne|hybride)\b/,
  training:
    /\b(train|training|teach|practi[cs]e|rehearse|former|formation|entrainer|s'exercer|exercer)\b/,
};

/**
 * The traits of a session: executives and online from the audience only (an objective's
 * "strategic direction" is no board), newcomers and training from the audience or the objective.
 */
export function audienceTraits(audience: string | undefined, objective = ''): AudienceTraits {
  const text = normalize(audience ?? '');
  const both = normalize(`${audience ?? ''} ${objective}`);
  return {
    executives: patterns.executives.test(text),
    newTeam: patterns.newTeam.test(both),
    online: patterns.online.test(text),
    training: patterns.training.test(both),
  };
}
