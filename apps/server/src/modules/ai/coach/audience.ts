import { normalize } from './classify.ts';

/** What the audience words change (COACH.md "Audiences"). */
export type AudienceTraits = {
  /** Executives: fewer playful energizers, more decision time. */
  executives: boolean;
  /** New teams: a longer opening. */
  newTeam: boolean;
  /** Online: no walk-around methods. */
  online: boolean;
};

const patterns = {
  executives:
    /\b(exec|executive|executives|leadership|board|c-level|directors?|dirigeants?|direction|comite|codir|comex)\b/,
  newTeam: /\b(new team|newcomers?|new hires?|nouvelle equipe|nouveaux?|nouvelles?|arrivants?)\b/,
  online:
    /\b(online|remote|virtual|zoom|teams|hybrid|distance|distanciel|visio|en ligne|hybride)\b/,
};

export function audienceTraits(audience: string | undefined): AudienceTraits {
  const text = normalize(audience ?? '');
  return {
    executives: patterns.executives.test(text),
    newTeam: patterns.newTeam.test(text),
    online: patterns.online.test(text),
  };
}
