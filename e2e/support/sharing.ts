import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { device, type Device } from './live.ts';
import { openMeetingCard } from './pages.ts';

/** The sharing journeys' meeting: public lines, and private ones that must never show. */
export const agenda = `Quarterly planning
> Agree on the **roadmap** for Q3
Private: budget is tight, do not mention layoffs

# Welcome and check-in
: 10
@ Alice
> One word about your quarter
// ask Bob to come early

# Roadmap review
: 45
@ Alice, Bob
> Walk through the three themes
Secret facilitator note

/# Energizer
: 5
`;

/** A meeting created through the real API by the signed-in owner. */
export async function createMeeting(
  request: APIRequestContext,
  token: string,
  content: string,
  settings: Record<string, unknown> = {},
): Promise<{ uuid: string; joinCode: string }> {
  const response = await request.post('/v3/meetings', {
    headers: { authorization: `Bearer ${token}` },
    data: { content, settings: { startTime: '09:00', timeZone: 'Europe/Paris', ...settings } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { uuid: string; joinCode: string };
}

/** From the dashboard, as a person gets there: the meeting's card, then its Share tab. */
export async function openShareTab(page: Page, uuid: string): Promise<void> {
  await page.goto('/user');
  await openMeetingCard(page, 'Quarterly planning');
  await page.getByRole('tab', { name: 'Share' }).click();
  await expect(page).toHaveURL(`/user/meeting/${uuid}/share`);
}

/**
 * A visitor without an account, on a phone in a browser context of their own. The fixture
 * watches only the first page, so the test checks this one's console errors itself.
 */
export function visitor(browser: Browser): Promise<Device> {
  return device(browser, { width: 390, height: 844 });
}
