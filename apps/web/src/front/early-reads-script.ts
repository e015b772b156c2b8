// The contract's constants by path: the build's configuration (vite.config.ts) loads this module
// in Node, which cannot load the package's TypeScript entry.
import { joinCodePattern, uuidPattern } from '../../../../packages/contract/src/constants.ts';
import { AUTH_TOKEN_KEY } from '../api/auth-token.ts';
import { EARLY_READS_GLOBAL, type EarlyAnswer } from '../api/early-reads.ts';
import { PASS_KEY_PREFIX } from '../features/public-meeting/pass-store.ts';
import { LANGUAGE_STORAGE_KEY, supportedLanguages } from '../i18n/languages.ts';

/**
 * A participant's page asks three things before it can show the meeting: the configuration,
 * `/check`, then the public meeting; and its screen's catalogs (the `live` strings…). Asked by the page's script, they waited for it to download
 * and run (about 1.5 s on a throttled phone, issue 26's Lighthouse run), then went one after
 * the other. The participants' build (front.html) starts them from a script in its head, while
 * its module downloads, and the API client takes each answer once (api/early-reads.ts).
 *
 * Only reads the page would send exactly so: GETs without a bearer token or a meeting pass (a
 * signed-in visitor or a remembered pass may get another answer), to the very address the page
 * will ask for. Everything else the page fetches itself, as before.
 */
export type EarlyReadKeys = {
  /** Where the bearer token is kept (api/auth-token.ts). */
  tokenKey: string;
  /** Where a meeting's pass is kept, before its id in lower case (pass-store.ts). */
  passPrefix: string;
  uuid: RegExp;
  joinCode: RegExp;
  /** Where a chosen language is kept, and the languages Ordo speaks (i18n/languages.ts). */
  languageKey: string;
  languages: readonly string[];
  /** The catalogs each path's first screen asks for (i18n/route-namespaces.ts). */
  routes: [RegExp, string[]][];
  /** `${language}/${namespace}` → the built catalog's address. */
  catalogs: Record<string, string>;
};

/** Where the app keeps what the script reads, and the shapes of ids it recognises. */
export const appKeys = {
  tokenKey: AUTH_TOKEN_KEY,
  passPrefix: PASS_KEY_PREFIX,
  uuid: uuidPattern,
  joinCode: joinCodePattern,
  languageKey: LANGUAGE_STORAGE_KEY,
  languages: supportedLanguages,
} satisfies Partial<EarlyReadKeys>;

/**
 * Runs in the page's head as the text of an inline script (`earlyReadsScript`), before any
 * module: it may use only its arguments and the browser's globals.
 */
export function startEarlyReads(keys: EarlyReadKeys, global: string): void {
  try {
    // The screen's catalogs, in the language the page will pick (detectLanguage), are imported
    // only once its module has run: ask for them now, beside it.
    const spoken = (code: string | null | undefined) =>
      keys.languages.find((language) => code?.toLowerCase().split('-')[0] === language);
    const language =
      spoken(localStorage.getItem(keys.languageKey)) ??
      [...navigator.languages, navigator.language].map(spoken).find(Boolean) ??
      'en';
    const namespaces = keys.routes.find(([pattern]) => pattern.test(location.pathname))?.[1];
    for (const namespace of namespaces ?? []) {
      const href = keys.catalogs[`${language}/${namespace}`];
      if (!href) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (localStorage.getItem(keys.tokenKey)) return;
    const reads: Record<string, Promise<EarlyAnswer>> = {};
    (window as unknown as Record<string, unknown>)[global] = reads;
    // Read whole here: the chain below looks into /check's answer, and the page reads it again.
    const get = (url: string) =>
      (reads[url] = fetch(url, { headers: { accept: 'application/json' } }).then((response) =>
        response.text().then((body) => ({
          status: response.status,
          headers: [...response.headers],
          body,
        })),
      ));
    get('/api/config').catch(() => undefined);
    // The pages that open one shared meeting: its view, stage and remote (not join or editor).
    const segment = /^\/(?:m|meeting)\/([^/]+)(?:\/(?:live|remote))?\/?$/.exec(
      location.pathname,
    )?.[1];
    if (!segment || /^(join|editor|printMeeting)$/.test(segment)) return;
    // As readMeetingId reads an address: a uuid in lower case, a join code in upper case.
    const raw = decodeURIComponent(segment).trim();
    const code = raw.replace(/[\s-]/g, '').toUpperCase();
    const id = keys.uuid.test(raw) ? raw.toLowerCase() : keys.joinCode.test(code) ? code : null;
    if (!id || localStorage.getItem(keys.passPrefix + id.toLowerCase())) return;
    const path = `/v3/meetings/${encodeURIComponent(id)}`;
    get(`${path}/check`)
      .then((answer) => {
        const verdict = (answer.status === 200 ? JSON.parse(answer.body) : null) as {
          exists?: boolean;
          requiresCode?: boolean;
        } | null;
        if (verdict?.exists && !verdict.requiresCode)
          get(`${path}?view=public`).catch(() => undefined);
      })
      .catch(() => undefined);
  } catch {
    // Storage refused or a browser too old: the page asks for everything itself.
  }
}

/** The inline script front.html carries in its head (added by the build, vite.config.ts). */
export function earlyReadsScript(keys: EarlyReadKeys): string {
  // JSON but for the regular expressions, which their own source spells.
  const routes = keys.routes
    .map(([pattern, namespaces]) => `[${String(pattern)},${JSON.stringify(namespaces)}]`)
    .join(',');
  const argument = `{tokenKey:${JSON.stringify(keys.tokenKey)},passPrefix:${JSON.stringify(
    keys.passPrefix,
  )},uuid:${String(keys.uuid)},joinCode:${String(keys.joinCode)},languageKey:${JSON.stringify(
    keys.languageKey,
  )},languages:${JSON.stringify(keys.languages)},routes:[${routes}],catalogs:${JSON.stringify(
    keys.catalogs,
  )}}`;
  return `(${startEarlyReads.toString()})(${argument},${JSON.stringify(EARLY_READS_GLOBAL)})`;
}
