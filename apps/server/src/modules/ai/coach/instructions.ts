import { normalize } from './classify.ts';

/** The edits the built-in editor assistant understands, read from a free instruction. */
export type Instruction =
  | { kind: 'drop-optional' }
  | { kind: 'remove-breaks' }
  | { kind: 'add-breaks' }
  | { kind: 'add-opening'; energetic?: boolean }
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
      /\b(add|insert|start with|include)\b.*\b(opening|check-?in|welcome|ice-?breaker|energi[sz]er|warm-?up)\b|\b(ajout|insere|commence)\w*\b.*\b(ouverture|accueil|meteo|brise-glace|tour de table|inclusion)\b|^\s*(an?|un|une)?\s*(\w+\s+)?(ice-?breaker|energi[sz]er|warm-?up|brise-glace)\b/,
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
    .map((rule) =>
      rule.kind === 'add-opening' && energeticWords.test(plain)
        ? { kind: rule.kind, energetic: true }
        : { kind: rule.kind },
    );
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

const energeticWords = /\b(energ\w*|lively|dynami\w*|tonique|fun)\b/;

// Every word the rules above read, and the small words around them: what is left of a
// request once these are taken out is what the built-in assistant did not understand.
const understood = new Set(
  (
    'add adding insert put include start starting end ending finish remove delete drop cut no without ' +
    'optional optionals sequence sequences item items break breaks pause pauses lunch opening ' +
    'check check-in checkin welcome icebreaker ice-breaker icebreakers energizer energiser energetic ' +
    'energizing energising lively warm-up warmup closing close closure check-out checkout wrap wrap-up ' +
    'fit shorten extend reduce make adapt trim to into in at the a an of for please minutes min mins ' +
    'minute hours hour hrs hr and then it its agenda meeting session workshop this our my replace swap ' +
    'with by something else another other one different method activity number first last beginning ' +
    'start long short all some more few quick quickly can you could would me us about around ' +
    'ajoute ajouter ajoutez insere inserer mets mettre prevois prevoir commence commencer termine ' +
    'terminer finir supprime supprimer supprimez enleve enlever retire retirer sans les des la le une ' +
    'un du de d l optionnelle optionnelles optionnel optionnels sequence sequences pause pauses ouverture ' +
    'accueil meteo brise-glace brise glace tour table cloture conclusion mot fin ramene ramener reduis ' +
    'reduire rallonge rallonger tiens tenir fais faire adapte adapter a en minutes minute heures heure ' +
    'et puis remplace remplacer echange echanger par avec autre chose methode activite energique ' +
    'dynamique tonique inclusion debut premiere derniere moi nous stp svp plait il te vous ce cet cette ' +
    'mon ma notre tout toutes tous sur environ'
  ).split(' '),
);

/**
 * The words of `text` none of the built-in rules read (the "about pets" of "an energetic
 * icebreaker about pets"), in their original spelling; a replace target counts as read.
 */
export function unreadWords(text: string, instructions: readonly Instruction[]): string[] {
  const targets = new Set(
    instructions.flatMap((instruction) =>
      instruction.kind === 'replace' ? normalize(instruction.target).split(/[^\p{L}\p{N}]+/u) : [],
    ),
  );
  return text
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter(Boolean)
    .filter((word) => {
      const plain = normalize(word).replace(/^[dl]['’]/, '');
      return (
        plain.length > 1 &&
        !/^\d+(h\d*|min)?$/.test(plain) &&
        !understood.has(plain) &&
        !targets.has(plain) &&
        !(plain.endsWith('s') && understood.has(plain.slice(0, -1)))
      );
    });
}

/** The first duration in `text`: "1h30", "1.5 hours", "2 heures", "45 min" or a bare "45". */
function durationIn(text: string): number | undefined {
  const hours = text.match(/(\d+(?:[.,]\d+)?)\s*(?:h|hrs?|hours?|heures?)(?![a-z])\s*(\d{1,2})?/);
  if (hours?.[1])
    return Math.round(Number(hours[1].replace(',', '.')) * 60 + Number(hours[2] ?? 0));
  const minutes = text.match(/(\d+(?:[.,]\d+)?)/);
  return minutes?.[1] ? Math.round(Number(minutes[1].replace(',', '.'))) : undefined;
}
