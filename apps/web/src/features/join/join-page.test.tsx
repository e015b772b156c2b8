import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import i18n from 'i18next';
import { renderRoute } from '../../test/render.tsx';

describe('join and public pages without a request', () => {
  it.each([
    ['/meeting/join/not-a-code', 'en', 'The ID appears to be invalid!'],
    ['/meeting/join/ABCDE0', 'fr', "L'identifiant semble invalide !"],
  ])('%s in %s says %s', async (path, language, message) => {
    await i18n.changeLanguage(language);
    try {
      renderRoute(path);
      expect(await screen.findByText(message)).toBeVisible();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('answers a mistyped event code on the spot', async () => {
    renderRoute('/meeting/join');
    const field = await screen.findByLabelText('Event code');
    fireEvent.change(field, { target: { value: 'ABC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The ID appears to be invalid!')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back home' }).getAttribute('href')).toBe('/');
  });

  it.each(['/m/not-an-id', '/meeting/12345'])('shows %s as an invalid id', async (path) => {
    renderRoute(path);
    expect(
      await screen.findByRole('heading', { name: 'The ID appears to be invalid!' }),
    ).toBeVisible();
  });
});
