import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every duration a person reads is written by `formatMinutes` (@ordo/agenda, README "Formats"):
 * the timeline, totals, share preview, print, live views, Insight, the coach's answers and
 * calendar descriptions. A component that glues a number to "h" or "min" itself would bring a
 * second format back, so this reads the sources of the web app and the server for that.
 * Countdown clocks (`12:34`) are timers, not durations, and are not matched here.
 */
const roots = ['../..', '../../../server/src'].map((folder) => path.resolve(__dirname, folder));

/** A number and its unit glued in code: `${minutes} min`, `${hours}h`, `' min'`. */
const handMade = /\$\{[^}]*\}(?: |\\u00A0)?(?:h|min)\b|['"`](?: |\\u00A0)?min['"`]/;

/** Where such text is not a duration shown to people, and why. */
const allowed = new Map<string, string>([
  ['server/src/modules/ai/model/prompts.ts', 'a prompt for the language model, not for people'],
  ['web/src/features/meeting/tabs/stage-warnings-setting.tsx', 'the unit beside a number field'],
  ['web/src/features/editor/language/live-preview.ts', 'a data attribute naming the unit'],
]);

/** Comments may name units freely. */
const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

describe('one duration format', () => {
  it('no screen, e-mail or answer writes a duration by hand', () => {
    const found = roots.flatMap(sources).flatMap((file) => {
      const place = file.split(`${path.sep}apps${path.sep}`)[1]?.split(path.sep).join('/') ?? file;
      if (allowed.has(place)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          handMade.test(line) && !isComment(line) ? [`${place}:${index + 1}: ${line.trim()}`] : [],
        );
    });
    expect(found).toEqual([]);
  });

  it('catches the shapes it is meant to catch', () => {
    for (const line of [
      '`${minutes} min`',
      '`${hours}h ${rest}`',
      "suffix=' min'",
      '`${m}\\u00A0min`',
    ]) {
      expect(handMade.test(line), line).toBe(true);
    }
    for (const line of [
      'formatMinutes(minutes, language)',
      '`${hours}:${pad(minutes)}`',
      "t('minutes')",
    ]) {
      expect(handMade.test(line), line).toBe(false);
    }
  });
});
