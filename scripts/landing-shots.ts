/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser: its globals are the DOM's.
/**
 * `node --import tsx scripts/landing-shots.ts`: the landing page's pictures of the product (issue 26), taken from
 * the built app (`npm run build` first) in Chromium: the editor, the cockpit during a run, the
 * stage and the phone remote, in English and French, light and dark, written as WebP at the
 * two widths the page asks for (`apps/web/src/features/home/showcase-images.ts`) into
 * `apps/web/public/landing/`. Nothing here is drawn by hand: run it again after a change of
 * look and commit the images.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
  createMeeting,
  launchChromium,
  register,
  root,
  startApp,
  toWebp,
  type App,
} from './screens-app.ts';
import {
  showcaseShots,
  showcaseWidths,
  type ShowcaseShot,
} from '../apps/web/src/features/home/showcase-images.ts';

const out = path.join(root, 'apps/web/public/landing');

const agendas = {
  en: `Team retrospective
> Look back on the quarter and agree on three changes
# Welcome and check-in
: 10
@ Maya
> One word for the quarter
Thank the team for the launch before anything else.
# What went well
: 20
@ Everyone
> Write one **win** per sticky note
# What held us back
: 25
@ Small groups
> Sort the notes into themes, then vote
// keep the timer visible on the stage
# Break
: 10
# Three changes to try
: 30
@ Decision owner
> Pick the changes and who carries each one
# Close
: 5
@ Maya
> One sentence: what you take away
`,
  fr: `Rétrospective d'équipe
> Revenir sur le trimestre et choisir trois changements
# Accueil et météo
: 10
@ Maya
> Un mot pour le trimestre
Remercier l'équipe pour le lancement avant tout.
# Ce qui a bien marché
: 20
@ Tout le monde
> Une **réussite** par post-it
# Ce qui nous a freinés
: 25
@ Petits groupes
> Regrouper les post-it par thème, puis voter
// garder le minuteur visible à l'écran
# Pause
: 10
# Trois changements à essayer
: 30
@ Décideur
> Choisir les changements et qui porte chacun
# Clôture
: 5
@ Maya
> Une phrase : ce que vous retenez
`,
};

type Scheme = 'light' | 'dark';

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // Nothing focused, no hover: the picture shows the screen at rest.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.waitForTimeout(400);
}

async function shoot(
  browser: Browser,
  app: App,
  shot: ShowcaseShot,
  scheme: Scheme,
  lang: 'en' | 'fr',
  open: (page: Page) => Promise<void>,
  token: string,
) {
  const context = await browser.newContext({
    baseURL: app.url,
    viewport: shot.viewport,
    deviceScaleFactor: shot.scale,
    colorScheme: scheme,
    locale: lang === 'fr' ? 'fr-FR' : 'en-US',
    timezoneId: 'Europe/Paris',
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    ({ token, lang }) => {
      localStorage.setItem('ordo.token', token);
      localStorage.setItem('ordo.language', lang);
    },
    { token, lang },
  );
  const page = await context.newPage();
  await open(page);
  await settle(page);
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await context.close();
  for (const width of showcaseWidths(shot)) {
    const file = path.join(out, `${shot.id}-${lang}-${scheme}-${width}.webp`);
    writeFileSync(file, await toWebp(browser, png, width, 0.8));
    console.log(path.relative(root, file));
  }
}

async function main() {
  mkdirSync(out, { recursive: true });
  const app = await startApp();
  const browser = await launchChromium();
  try {
    for (const lang of ['en', 'fr'] as const) {
      const token = await register(app.url, lang, 'Maya Laurent');
      const uuid = await createMeeting(app.url, token, agendas[lang]);
      // A run under way, one sequence in: the cockpit, the stage and the remote show it live.
      const setup = await browser.newContext({
        baseURL: app.url,
        viewport: { width: 1366, height: 900 },
      });
      await setup.addInitScript((value) => localStorage.setItem('ordo.token', value), token);
      const cockpit = await setup.newPage();
      await cockpit.goto(`/user/meeting/${uuid}/resume`);
      // The remote is handed out before the start, from the cockpit's list of other screens.
      await cockpit.getByTestId('cockpit-create-remote').click();
      const remoteUrl = (await cockpit.getByTestId('cockpit-remote-link').inputValue()).replace(
        /^https?:\/\/[^/]+/,
        '',
      );
      await cockpit.getByTestId('cockpit-start').click();
      await cockpit.getByTestId('cockpit-next').click();
      const opens: Record<ShowcaseShot['id'], (page: Page) => Promise<void>> = {
        editor: async (page) => {
          await page.goto(`/user/meeting/${uuid}?tab=edit`);
          await page.locator('.cm-editor').waitFor();
        },
        cockpit: async (page) => {
          await page.goto(`/user/meeting/${uuid}/resume`);
          await page.getByTestId('cockpit-current').waitFor();
        },
        stage: async (page) => {
          await page.goto(`/m/${uuid}/live`);
          await page.getByTestId('current-title').waitFor();
        },
        remote: async (page) => {
          await page.goto(remoteUrl);
          await page.getByTestId('remote-next').waitFor();
        },
      };
      for (const scheme of ['light', 'dark'] as const)
        for (const shot of showcaseShots)
          await shoot(browser, app, shot, scheme, lang, opens[shot.id], token);
      await setup.close();
    }
  } finally {
    await browser.close();
    app.stop();
  }
}

await main();
