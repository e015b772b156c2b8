import { normalize } from './classify.ts';

/** The edits the built-in editor assistant understands, read from a free instruction. */
export type Instruction =
  | { kind: 'drop-optional' }
  | { kind: 'remove-breaks' }
  | { kind: 'add-breaks' }
  | { kind: 'add-opening' }
  | { kind: 'add-closing' }
  | { kind: 'replace'; target: string }
  | { kind: 'fit'; minutes: number };

const rules: { kind: Exclude<Instruction['kind'], 'replace' | 'fit'>; pattern: RegExp }[] = [
  {
    kind: 'drop-optional',
    pattern: /\b(drop|remove|delete|cut)\b.*\boptional\b|\b(supprim|enlev|retir)\w*\b.*\boptionnel/,
  },
  {
    kind: 'remove-breaks',
    pattern:
      /\b(remove|delete|drop|no|without)\b.*\bbreaks?\b|\b(supprim|enlev|retir|sans)\w*\b.*\bpauses?\b/,
  },
  {
    kind: 'add-breaks',
    pattern:
      /\b(add|insert|put|include)\b.*\bbreaks?\b|\b(ajout|insere|insér|mets|prevoi)\w*\b.*\bpauses?\b/,
  },
  {
    kind: 'add-opening',
    pattern:
      /\b(add|insert|start with|include)\b.*\b(opening|check-?in|welcome|icebreaker)\b|\b(ajout|insere|commence)\w*\b.*\b(ouverture|accueil|meteo|brise-glace|tour de table)\b/,
  },
  {
    kind: 'add-closing',
    pattern:
      /\b(add|insert|end with|include)\b.*\b(closing|check-?out|wrap-?up|close)\b|\b(ajout|insere|termine)\w*\b.*\b(cloture|conclusion|tour de fin|mot de la fin)\b/,
  },
];

/**
 * Every edit `text` asks for, in the order they are applied; an empty list means the
 * built-in assistant cannot do it and a connected model is needed.
 *
 * @example readInstructions('Fit to 45 minutes and add breaks') // add-breaks, fit 45
 */
export function readInstructions(text: string): Instruction[] {
  const plain = normalize(text);
  const found: Instruction[] = rules
    .filter((rule) => rule.pattern.test(plain))
    .map((rule) => ({ kind: rule.kind }));
  const replace = plain.match(
    /\b(replace|swap|remplace|echange)\w*\s+(.+?)(?:\s+(?:with|by|par|avec)\s.*)?$/,
  );
  const target = replace?.[2]
    ?.replace(/^(the|la|le|l'|sequence|la sequence)\s+/g, '')
    .replace(/["'“”«»]/g, '')
    .trim();
  if (target) found.push({ kind: 'replace', target });
  const fit = plain.match(
    /\b(fit|shorten|extend|reduce|cut|make|adapt|ramen|redui|rallong|tenir|fais)\w*\b(.*)$/,
  );
  const minutes = fit?.[2] ? durationIn(fit[2]) : undefined;
  if (minutes !== undefined && minutes >= 5 && minutes <= 960) found.push({ kind: 'fit', minutes });
  return found;
}

/** The first duration in `text`: "1h30", "1.5 hours", "2 heures", "45 min" or a bare "45". */
function durationIn(text: string): number | undefined {
  const hours = text.match(/(\d+(?:[.,]\d+)?)\s*(?:h|hrs?|hours?|heures?)(?![a-z])\s*(\d{1,2})?/);
  if (hours?.[1])
    return Math.round(Number(hours[1].replace(',', '.')) * 60 + Number(hours[2] ?? 0));
  const minutes = text.match(/(\d+(?:[.,]\d+)?)/);
  return minutes?.[1] ? Math.round(Number(minutes[1].replace(',', '.'))) : undefined;
}
