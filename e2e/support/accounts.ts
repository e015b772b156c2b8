import type { APIRequestContext, Page } from '@playwright/test';

let counter = 0;

/**
 * A new account through the real `POST /v1/users/register`, signed in on `page` by storing its
 * token where the web app keeps it. Journeys that are not about signing in start here.
 */
export async function signUpViaApi(
  page: Page,
  request: APIRequestContext,
  options: { fullName?: string; language?: 'en' | 'fr' } = {},
): Promise<{ token: string; email: string }> {
  counter += 1;
  const email = `e2e-${Date.now()}-${process.pid}-${counter}@example.com`;
  const response = await request.post('/v1/users/register', {
    data: {
      email,
      password: 'correct horse battery',
      fullName: options.fullName ?? 'Erin Example',
      ...(options.language ? { language: options.language } : {}),
    },
  });
  if (response.status() !== 201)
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => {
    if (!localStorage.getItem('ordo.token')) localStorage.setItem('ordo.token', value);
  }, token);
  return { token, email };
}
