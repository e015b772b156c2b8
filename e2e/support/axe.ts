import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until no finite CSS transition or animation is running (a modal fading in, a button's
 * press effect): axe reads colours as they are at that instant, and a fade half done fails
 * colour contrast that the settled screen meets. Endless ones (a spinner, a flashing stage
 * message) are part of the screen and not waited for.
 */
export async function settledAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** Serious and critical axe findings on the page once its transitions ended, one line each. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  await settledAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const problems = violations
    .filter((item) => item.impact === 'serious' || item.impact === 'critical')
    .map((item) => `${item.id} ${item.nodes.map((node) => node.target).join(' ')}`);
  if (problems.length > 0) {
    // The one-line form is what tests compare; the detail (colours, ratios) says why.
    console.log(violations.map((item) => item.nodes.map((node) => node.failureSummary)).flat());
  }
  return problems;
}
