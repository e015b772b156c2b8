import { servers } from '../playwright.config.ts';
import { signUpViaApi } from '../support/accounts.ts';
import { expect, test } from '../fixtures.ts';
import { openFrontDoor } from '../support/pages.ts';
import { accessibilityProblems } from '../support/axe.ts';

test.beforeEach(async ({ page }) => {
  // A first-time visitor with an English browser; the scheme comes from each test.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-started')) {
      sessionStorage.setItem('e2e-started', '1');
      localStorage.clear();
    }
  });
});

const aliases = [
  ['/toNotion', 'Resources'],
  ['/bugs', 'Report a bug'],
  ['/closed-teamspace', 'This teamspace is closed'],
  ['/discover-ordo-en', 'Discover Ordo'],
  ['/discover-ordo-fr', 'Discover Ordo'],
  ['/help', 'Help'],
  ['/howto', 'How-to guides'],
  ['/news', "What's new"],
  ['/privacy', 'Privacy'],
  ['/start', 'Getting started'],
  ['/subscription-end', 'Your subscription has ended'],
  ['/terms', 'Terms of use'],
  ['/transfer-teamspace', 'Transfer a teamspace'],
] as const;

const frontDoorPages = [
  ['/', 'Meetings that run on time'],
  ['/pricing', 'Pricing'],
  ['/welcome', 'Welcome to Ordo'],
  ['/public/welcome', 'Welcome to Ordo'],
  ['/under-construction', 'This page is being built'],
  ['/no/such/page', 'This page has disappeared'],
] as const;

test('the FAQ opens and closes from the keyboard', async ({ page }) => {
  await openFrontDoor(page, '/');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const questions = faq.getByRole('button');
  await expect(questions.first()).toBeVisible();
  expect(await questions.count()).toBeGreaterThanOrEqual(10);
  const first = questions.first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(/The editor works without an account/)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(/The editor works without an account/)).toBeHidden();
  // Arrow keys move between questions, as in any accordion.
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
});

test('the landing page switches between English and French and back', async ({ page }) => {
  await openFrontDoor(page, '/');
  await expect(page).toHaveTitle(/plan, run and review meetings/);
  await page.getByText('Français', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Des réunions qui tiennent le temps',
  );
  await expect(page.getByRole('heading', { name: 'Questions fréquentes' })).toBeVisible();
  await expect(page.getByLabel("Texte de l'ordre du jour (démo modifiable)")).toHaveValue(
    /^Rétrospective de sprint/,
  );
  await expect(page).toHaveTitle(/préparez, animez et analysez/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meetings that run on time');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the live demo turns typed text into a timeline and a stage timer', async ({ page }) => {
  await openFrontDoor(page, '/');
  await page
    .getByLabel('Agenda text (editable demo)')
    .fill('Workshop\n\n# Welcome\n: 2\n\n# Ideas\n: 45\n@ Sam');
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Total 47 min · 09:00 → 09:47')).toBeVisible();
  const timer = page.getByRole('region', { name: 'Stage screen preview' }).getByRole('timer');
  // The countdown runs: it leaves 02:00 within a few seconds.
  await expect(timer).not.toHaveText('02:00', { timeout: 5_000 });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(timer).toHaveText(/^4[45]:\d\d$/);
});

test('pricing leads a visitor to sign up, a member to the subscription page', async ({
  page,
  request,
}) => {
  await openFrontDoor(page, '/pricing');
  await expect(page.getByText('€8 / month')).toBeVisible();
  await page.getByText('Monthly', { exact: true }).click();
  await expect(page.getByText('€12 / month')).toBeVisible();
  await page.getByRole('link', { name: 'Start with PRO' }).click();
  await expect(page).toHaveURL(/\/user\/login\?mode=signup&next=%2Fuser%2Fsubscription/);
  // The sign-up form, not the password sign-in, is what the link opens.
  await expect(page.getByRole('button', { name: 'Create my account' })).toBeVisible();

  await signUpViaApi(page, request);
  await openFrontDoor(page, '/pricing');
  await page.getByRole('link', { name: 'Upgrade to PRO' }).click();
  await expect(page).toHaveURL(`${servers.main}/user/subscription?interval=year`);
  // The period chosen on the pricing page (yearly, the default) is the one the upgrade offers.
  const upgrade = page.getByRole('region', { name: 'Upgrade to PRO' });
  await expect(upgrade.getByRole('radio', { name: /^Yearly/ })).toBeChecked();
  await expect(upgrade.getByText('€8 / month')).toBeVisible();
});

// Mantine's responsive style props (\`fz={{ base: 32, sm: 44 }}\`) become style resources React
// puts in the head; placed before the stylesheet they lost to it, and every page showed its
// phone sizes on a laptop. Pricing comes prerendered from the front door, Help from the full app.
test('responsive sizes apply on a laptop and on a phone, in the front door and the full app', async ({
  page,
}) => {
  const heading = page.getByRole('heading', { level: 1 });
  await openFrontDoor(page, '/pricing');
  await expect(heading).toHaveCSS('font-size', '44px');
  await page.locator('footer').getByRole('link', { name: 'Help' }).click();
  await expect(heading).toHaveText('Help');
  const container = page.locator('main .mantine-Container-root').first();
  await expect(container).toHaveCSS('padding-top', '64px');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(container).toHaveCSS('padding-top', '40px');
  await openFrontDoor(page, '/pricing');
  await expect(heading).toHaveCSS('font-size', '32px');
});

test('without payments, pricing says PRO comes from the administrator', async ({ page }) => {
  await page.goto(`${servers.featuresOff}/pricing`);
  await expect(page.getByText(/PRO is granted by the administrator/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start with PRO' })).toHaveCount(0);
});

test('a configured alias redirects; an unset one shows its own page', async ({ page }) => {
  await page.goto(`${servers.featuresOff}/news`);
  await expect(page).toHaveURL(`${servers.featuresOff}/under-construction?from=news`);
  await page.goto(`${servers.main}/news`);
  await expect(page.getByRole('heading', { name: "What's new" })).toBeVisible();
  await expect(page.getByText(/set LINK_NEWS to send visitors from \/news/)).toBeVisible();
});

test('signed-in visitors go back to their dashboard, not the landing page', async ({
  page,
  request,
}) => {
  await signUpViaApi(page, request);
  await page.goto('/no/such/page');
  await page.getByRole('link', { name: 'Back to the homepage' }).click();
  await expect(page).toHaveURL(`${servers.main}/user`);
  await page.goto('/help');
  await expect(page.getByRole('link', { name: 'Ordo', exact: true })).toHaveAttribute(
    'href',
    '/user',
  );
  await expect(page.getByRole('link', { name: 'Back to my meetings' })).toHaveAttribute(
    'href',
    '/user',
  );
});

// Each public page has its own heading (an alias never falls back to the not-found page) and no
// serious axe finding, in both schemes. One visitor walks each group of pages, as a person
// would: a fresh browser context per page cost more than the page's own check on this 2-core
// machine. Every page keeps a budget of its own (half the default journey's 30 s).
const pageGroups = [
  ['front door', frontDoorPages],
  ['resource', aliases],
] as const;
const PAGE_BUDGET_MS = 15_000;

for (const scheme of ['light', 'dark'] as const)
  for (const [group, pages] of pageGroups)
    test(`axe finds no serious violation on the ${group} pages (${scheme})`, async ({ page }) => {
      test.setTimeout(pages.length * PAGE_BUDGET_MS);
      await page.addInitScript((value) => {
        localStorage.setItem('ordo.colorScheme', value);
      }, scheme);
      const problems: Record<string, string[]> = {};
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        if (path === '/') {
          await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
          // Hidden content is not checked until shown: open an answer of the FAQ.
          await page.getByRole('button', { name: 'How much does it cost?' }).click();
          await expect(page.getByText(/PRO costs €12 a month/)).toBeVisible();
        }
        const found = await accessibilityProblems(page);
        if (found.length > 0) problems[path] = found;
      }
      expect(problems).toEqual({});
    });

test('participants get the light build, and its links lead into the full app and back', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/meeting/join');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The join screen comes from front.html: no editor, dashboard or data-router code.
  expect(scripts.some((script) => /\/assets\/front-/.test(script))).toBe(true);
  const heavy = /\/assets\/(codemirror|dashboard|editor-page|zod|markdown)-/;
  expect(scripts.filter((script) => heavy.test(script))).toEqual([]);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Templates' })
    .click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/template/i);
  await page.goBack();
  await expect(page).toHaveURL(/\/meeting\/join$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("a participant's link asks for the meeting while the page's script downloads, and once", async ({
  page,
  browser,
}) => {
  const { token } = await signUpViaApi(page, page.request);
  const created = await page.request.post('/v3/meetings', {
    headers: { authorization: `Bearer ${token}` },
    data: { content: '# Welcome\n: 10\n# Roadmap\n: 30', settings: { visibility: 'Public' } },
  });
  expect(created.status()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };

  // A participant who opens the shared link, signed out. The page's script is held back until
  // the participant's browser has asked for /check (or 10 s have passed): only a read started by
  // the HTML itself can go out while the script is still on its way. (Comparing resource timings
  // instead raced the local server against a busy main thread.)
  const participant = await browser.newPage();
  const reads: string[] = [];
  let checkAsked: () => void = () => undefined;
  const checkSeen = new Promise<void>((resolve) => (checkAsked = resolve));
  participant.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (/^\/(api|v3)\//.test(pathname)) reads.push(pathname + search);
    if (pathname === `/v3/meetings/${uuid}/check`) checkAsked();
  });
  let askedWhileScriptHeld = false;
  await participant.route(/\/assets\/front-[^/]+\.js$/, async (route) => {
    askedWhileScriptHeld = await Promise.race([
      checkSeen.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    await route.continue();
  });
  await participant.goto(`/m/${uuid}`);
  await expect(participant.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  expect(askedWhileScriptHeld).toBe(true);
  // Each read went out once: the page took the head's answers instead of asking again.
  expect(reads.filter((read) => read === `/v3/meetings/${uuid}/check`)).toHaveLength(1);
  expect(reads.filter((read) => read === `/v3/meetings/${uuid}?view=public`)).toHaveLength(1);
  expect(reads.filter((read) => read === '/api/config')).toHaveLength(1);
  await participant.close();
});
