/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser: its globals are the DOM's.
/**
 * `node --import tsx scripts/screen-set.ts [--out DIR] [--only landing,pricing] [--full]
 * [--language fr]`: every page of the router's list (packages/contract/src/pages.ts) at
 * 1366×900 and 390×844, light and dark, in English, taken from the built app (`npm run build`
 * first) in Chromium and written as WebP into `docs/visual/screens/` (issue 26's after set, the
 * visual reference a person looks at; e2e/tests/visual.spec.ts compares a few key screens
 * automatically). Pages with an id get one made through the API: a meeting being run live with
 * a remote and a presenter link, a template of the account's own, a PRO account's teamspace,
 * the first method card. `--full` takes whole pages rather than the window; `--out` writes
 * elsewhere (to look at a change before committing it); `--language fr` takes the pages in
 * French (the browser's language; the account stays English), named `…-fr.webp`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { pagePatterns } from '../packages/contract/src/pages.ts';
import { createMeeting, launchChromium, register, root, startApp, toWebp } from './screens-app.ts';

const { values: options } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(root, 'docs/visual/screens') },
    only: { type: 'string' },
    full: { type: 'boolean', default: false },
    language: { type: 'string', default: 'en' },
  },
});
if (options.language !== 'en' && options.language !== 'fr')
  throw new Error(`--language en or fr, not ${options.language}`);
// English is the reference set; French shots are named apart so they never overwrite it.
const suffix = options.language === 'en' ? '' : `-${options.language}`;

const agenda = `Quarterly review
> Agree on the roadmap for the next quarter
# Welcome
: 10
@ Alice
> Say **hello** and share one win
Thank the sponsor first.
# Roadmap
: 30
@ Bob, Chloé
> Three bets for the quarter
// keep the demo short
# Break
: 10
# Decisions
: 20
@ Decision owner
> Who does what, by when
# Wrap-up
: 5
`;

const sizes = [
  { name: 'laptop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

type Ids = {
  meeting: string;
  template: string;
  method: string;
  workspace: string;
  remote: string;
  presenter: string;
};

/** The address to open for a page pattern, and whether it needs the signed-in account. */
function addressOf(pattern: string, ids: Ids): { url: string; signedIn: boolean } {
  const url = pattern
    .replace(/\/m\/:uuid\/remote$/, ids.remote)
    .replace(/\/m\/:uuid\/presenter$/, ids.presenter)
    .replace(/\/methods\/:id$/, `/methods/${ids.method}`)
    .replace(/\/workspace\/:uuid$/, `/workspace/${ids.workspace}`)
    .replace(/\/template\/:uuid$/, `/template/${ids.template}`)
    .replace(/:uuid/, ids.meeting);
  const signedIn = pattern.startsWith('/user') && !/^\/user\/(login|logout)$/.test(pattern);
  return { url, signedIn };
}

const nameOf = (pattern: string) =>
  pattern === '/'
    ? 'landing'
    : pattern
        .slice(1)
        .replace(/:(\w+)/g, '$1')
        .replace(/\//g, '_');

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // A whole page shows its lazy pictures only once they have been scrolled to, as a reader would.
  if (options.full) {
    await page.evaluate(async () => {
      for (let top = 0; top < document.body.scrollHeight; top += window.innerHeight / 2) {
        window.scrollTo(0, top);
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }
  await page.evaluate(() => document.fonts.ready);
  // Until the screen's data has arrived: no skeleton or spinner left (or 15 s, then as it is).
  await page
    .waitForFunction(
      () =>
        !document.querySelector(
          '[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root[data-visible]',
        ),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.waitForTimeout(500);
}

async function setUp(url: string, browser: Browser): Promise<{ token: string; ids: Ids }> {
  const token = await register(url, 'en', 'Erin Example');
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const meeting = await createMeeting(url, token, agenda);
  // /user/template/{uuid} shows one of the account's templates (a meeting is not one: 404).
  const template = await createMeeting(url, token, agenda, { isTemplate: true });
  // PRO through the server's test checkout (BILLING_TEST_MODE), for a teamspace of its own.
  const checkout = await fetch(`${url}/v2/payments/create-checkout-session`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ interval: 'month' }),
  }).then((answer) => answer.json() as Promise<{ url: string }>);
  const session = new URL(checkout.url).searchParams.get('session');
  const paid = await fetch(`${url}/v2/payments/test-checkout/${session}/pay`, {
    method: 'POST',
    headers: { authorization: auth.authorization },
  });
  if (!paid.ok) throw new Error(`test checkout: ${paid.status} ${await paid.text()}`);
  const created = await fetch(`${url}/v3/workspaces`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ name: 'Design team' }),
  });
  if (!created.ok) throw new Error(`teamspace: ${created.status} ${await created.text()}`);
  const workspace = (await created.json()) as { uuid: string };
  const methods = await fetch(`${url}/v1/methods?language=en&limit=1`).then(
    (answer) => answer.json() as Promise<{ items: { id: string }[] }>,
  );
  // The remote and presenter links are handed out in the cockpit, then the run starts.
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1366, height: 900 },
  });
  await context.addInitScript((value) => localStorage.setItem('ordo.token', value), token);
  const cockpit = await context.newPage();
  const local = (value: string) => value.replace(/^https?:\/\/[^/]+/, '');
  await cockpit.goto(`/user/meeting/${meeting}/resume`);
  await cockpit.getByTestId('cockpit-create-remote').click();
  const remote = local(await cockpit.getByTestId('cockpit-remote-link').inputValue());
  await cockpit.locator('label', { hasText: /^Presenter$/ }).click();
  await cockpit.getByTestId('cockpit-create-presenter').click();
  const presenter = local(await cockpit.getByTestId('cockpit-presenter-link').inputValue());
  await cockpit.getByTestId('cockpit-start').click();
  await cockpit.getByTestId('cockpit-current').waitFor();
  await context.close();
  return {
    token,
    ids: {
      meeting,
      template,
      method: methods.items[0]?.id ?? 'unknown',
      workspace: workspace.uuid,
      remote,
      presenter,
    },
  };
}

async function main() {
  mkdirSync(options.out, { recursive: true });
  const app = await startApp();
  const browser = await launchChromium();
  try {
    const { token, ids } = await setUp(app.url, browser);
    const config = await fetch(`${app.url}/api/config`).then(
      (answer) => answer.json() as Promise<Parameters<typeof pagePatterns>[0]>,
    );
    const only = options.only?.split(',');
    const patterns = pagePatterns(config)
      // Signing out ends the session the other pages use: it goes last.
      .sort((a, b) => Number(a === '/user/logout') - Number(b === '/user/logout'))
      .filter((pattern) => !only || only.includes(nameOf(pattern)));
    // The four combinations side by side: each page waits mostly on the server and the network.
    const combinations = (['light', 'dark'] as const).flatMap((scheme) =>
      sizes.map((size) => ({ scheme, size })),
    );
    await Promise.all(
      combinations.map(async ({ scheme, size }) => {
        const contexts = await Promise.all(
          [true, false].map(async (signedIn) => {
            const context = await browser.newContext({
              baseURL: app.url,
              viewport: size.viewport,
              colorScheme: scheme,
              locale: options.language === 'fr' ? 'fr-FR' : 'en-US',
              timezoneId: 'Europe/Paris',
              reducedMotion: 'reduce',
            });
            if (signedIn)
              await context.addInitScript(
                (value) => localStorage.setItem('ordo.token', value),
                token,
              );
            return context;
          }),
        );
        for (const pattern of patterns) {
          const { url, signedIn } = addressOf(pattern, ids);
          const page = await contexts[signedIn ? 0 : 1]!.newPage();
          try {
            await page.goto(url);
            await settle(page);
            const png = await page.screenshot({
              fullPage: options.full,
              animations: 'disabled',
              caret: 'hide',
            });
            const file = path.join(
              options.out,
              `${nameOf(pattern)}-${size.name}-${scheme}${suffix}.webp`,
            );
            writeFileSync(file, await toWebp(browser, png, size.viewport.width, 0.7));
            console.log(path.relative(root, file));
          } catch (error) {
            console.error(`${url}: ${(error as Error).message}`);
          } finally {
            await page.close();
          }
        }
        await Promise.all(contexts.map((context) => context.close()));
      }),
    );
  } finally {
    await browser.close();
    app.stop();
  }
}

await main();
