import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { signUpViaApi } from '../support/accounts.ts';

/** Serious and critical axe findings on the page as it is now, one readable line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((item) => item.impact === 'serious' || item.impact === 'critical')
    .map((item) => `${item.id}: ${item.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const agenda = `Quarterly review
> Agree on the roadmap
# Welcome
: 10
@ Alice
> Say **hello**
bring markers
# Roadmap
: 30
@ Bob
`;

/**
 * Issue 16 asks for axe on every screen, not only some: each signed-in screen of SPEC §2 with
 * real content, in light and dark, with no serious or critical violation.
 */
for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious violation on any signed-in screen (${scheme})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.addInitScript((value) => localStorage.setItem('ordo.colorScheme', value), scheme);
    const { token } = await signUpViaApi(page, request);
    const created = await request.post('/v3/meetings', {
      headers: { authorization: `Bearer ${token}` },
      data: { content: agenda, settings: { startTime: '09:00', timeZone: 'Europe/Paris' } },
    });
    expect(created.status()).toBe(201);
    const { uuid } = (await created.json()) as { uuid: string };

    const screens = [
      '/user',
      '/user/onboarding',
      '/user/templates',
      `/user/meeting/${uuid}`,
      `/user/meeting/${uuid}/setup`,
      `/user/meeting/${uuid}/share`,
      `/user/meeting/${uuid}/stats`,
      `/user/meeting/${uuid}/resume`,
      `/user/meeting/${uuid}/print`,
      '/user/settings',
      '/user/settings/account',
      '/user/settings/billing',
      '/user/settings/ordoi',
      '/user/ordoi',
      '/user/workspaces',
      '/user/subscription',
    ];
    const problems: string[] = [];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.locator('h1, h2').first()).toBeVisible();
      // Lazy panels and charts settle before the scan.
      await page.waitForLoadState('networkidle');
      problems.push(...(await seriousViolations(page)).map((line) => `${path} ${line}`));
    }
    expect(problems).toEqual([]);
  });
}
