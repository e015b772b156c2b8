import type { Browser, BrowserContext, Page } from '@playwright/test';

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
