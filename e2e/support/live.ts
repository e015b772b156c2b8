import type { Browser, BrowserContext, Page } from '@playwright/test';
import { screenshotPath } from './shots.ts';

/** A device of the room: a browser context of its own, with the console errors it logged. */
export type Device = { context: BrowserContext; page: Page; errors: string[] };

/** Another device (a stage, a phone) in the room's language, recording any page error. */
export async function device(
  browser: Browser,
  viewport: { width: number; height: number },
  lang: 'en' | 'fr' = 'en',
): Promise<Device> {
  const context = await browser.newContext({
    viewport,
    locale: lang === 'fr' ? 'fr-FR' : 'en-US',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Seconds on the first countdown of a page, like `19:58`, `1:02:03` or `-0:05`. */
export async function countdownSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId('countdown').first().innerText()).trim();
  const match = /(-?)(\d+):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!match) throw new Error(`not a countdown: ${text}`);
  const [, sign, a, b, c] = match;
  const seconds =
    c === undefined ? Number(a) * 60 + Number(b) : Number(a) * 3600 + Number(b) * 60 + Number(c);
  return sign ? -seconds : seconds;
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes on a screen overlap (one drawn over the other). */
export const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

type Size = { width: number; height: number };

/**
 * With E2E_SCREENSHOTS set, screenshots of a live screen at each of `sizes`, in each of
 * `schemes`, as `<name>-<width>-<scheme>.png` there. `stage` screens keep their own scheme (the stage's switch,
 * stored in the browser, dark by default), so the light one is shot after a reload with it
 * set, and the stage is put back to dark; `app` screens follow the browser's scheme. The
 * viewport is put back afterwards.
 */
export async function roomShots(
  page: Page,
  name: string,
  kind: 'stage' | 'app',
  sizes: readonly Size[],
  schemes: readonly ('dark' | 'light')[] = ['dark', 'light'],
): Promise<void> {
  if (!screenshotPath(name)) return;
  const viewport = page.viewportSize();
  const stageScheme = async (scheme: 'dark' | 'light') => {
    await page.evaluate((s) => localStorage.setItem('ordo.live.stage.scheme', s), scheme);
    await page.reload();
    await page.locator(`[data-testid="stage"][data-scheme="${scheme}"]`).waitFor();
    await page.getByTestId('countdown').first().waitFor();
  };
  for (const scheme of schemes) {
    if (kind === 'stage' && scheme === 'light') await stageScheme('light');
    if (kind === 'app') await page.emulateMedia({ colorScheme: scheme });
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.waitForTimeout(300);
      await page.screenshot({ path: screenshotPath(`${name}-${size.width}-${scheme}`) ?? '' });
    }
  }
  if (viewport) await page.setViewportSize(viewport);
  if (kind === 'stage' && schemes.includes('light')) await stageScheme('dark');
  if (kind === 'app') await page.emulateMedia({ colorScheme: null });
}
