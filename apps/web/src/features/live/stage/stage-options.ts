import type { SupportedLanguage } from '../../../i18n/languages.ts';

/**
 * What a stage screen's address may set, so a venue can prepare its screens once:
 * `/m/{uuid}/live?layout=clock&theme=light&lang=fr&seconds=0`.
 * - `layout`: `full` (title, countdown, what comes next; the default) or `clock` (the time
 *   left alone, or the time of day before the start and after the end);
 * - `theme`: `dark` or `light`; absent, the screen keeps this browser's last choice (dark first);
 * - `lang`: `en` or `fr`; absent, the viewer's language (stored choice, else the browser's);
 * - `seconds`: `0` shows whole minutes only; absent or `1`, minutes and seconds.
 */
export type StageOptions = {
  layout: 'full' | 'clock';
  theme: 'dark' | 'light' | null;
  lang: SupportedLanguage | null;
  seconds: boolean;
};

export const defaultStageOptions: StageOptions = Object.freeze({
  layout: 'full',
  theme: null,
  lang: null,
  seconds: true,
});

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  allowed.find((candidate) => candidate === value?.trim().toLowerCase()) ?? null;

/**
 * The stage's options from its query string. Never throws: an unknown or malformed value falls
 * back to its default, so a mistyped address still shows a working stage.
 *
 * @example parseStageOptions('?layout=clock&theme=sepia') // { layout: 'clock', theme: null, lang: null, seconds: true }
 */
export function parseStageOptions(search: string | URLSearchParams): StageOptions {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    layout: pick(params.get('layout'), ['full', 'clock'] as const) ?? defaultStageOptions.layout,
    theme: pick(params.get('theme'), ['dark', 'light'] as const),
    lang: pick(params.get('lang'), ['en', 'fr'] as const),
    seconds: pick(params.get('seconds'), ['0', 'false', 'no'] as const) === null,
  };
}

/**
 * The query string that asks for `options` (only what differs from the default), for the
 * cockpit's "copy the stage link".
 *
 * @example stageQuery({ ...defaultStageOptions, layout: 'clock', lang: 'fr' }) // '?layout=clock&lang=fr'
 */
export function stageQuery(options: Partial<StageOptions>): string {
  const params = new URLSearchParams();
  if (options.layout && options.layout !== 'full') params.set('layout', options.layout);
  if (options.theme) params.set('theme', options.theme);
  if (options.lang) params.set('lang', options.lang);
  if (options.seconds === false) params.set('seconds', '0');
  const query = params.toString();
  return query ? `?${query}` : '';
}
