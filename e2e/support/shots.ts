import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Where journeys keep the screens they pass through, for people to look at:
 * `E2E_SCREENSHOTS=<dir> node e2e/run.mjs …`. Unset, as in CI, nothing is shot: the screens are
 * for a person's eyes (visual.spec.ts is the one that compares), and shooting each in both
 * schemes and several sizes, with the reloads a stage's scheme needs, cost CI minutes.
 */
export function screenshotPath(name: string): string | null {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return null;
  const file = path.join(dir, `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

/** With E2E_SCREENSHOTS set, the window of `page` as it is now, as `<name>.png` there. */
export async function shot(page: Page, name: string): Promise<void> {
  const file = screenshotPath(name);
  if (file) await page.screenshot({ path: file, fullPage: false });
}
