import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../test/render.tsx';
import { UserMenu } from './user-menu.tsx';

const renderMenu = () =>
  renderWithProviders(
    <MemoryRouter>
      <UserMenu />
    </MemoryRouter>,
  );
const accountButton = () => screen.getByRole('button', { name: 'Your account' });
// Mantine's menu button carries the id its dropdown refers to; the placeholder button has none.
const menuLoaded = () => waitFor(() => expect(accountButton().id).toMatch(/^mantine-/));
const expanded = () => accountButton().getAttribute('aria-expanded');
// happy-dom lays nothing out, so Floating UI keeps the dropdown hidden: the browser's view of
// it is e2e's (accounts.spec.ts signs out through this menu).
const items = () =>
  screen
    .getAllByRole('menuitem', { hidden: true })
    .map((item) => [item.textContent, item.getAttribute('href')]);

describe('UserMenu', () => {
  it('opens when its code arrives after a press that came first', async () => {
    renderMenu();
    expect(accountButton().id).toBe('');
    fireEvent.pointerDown(accountButton());
    await menuLoaded();
    expect(expanded()).toBe('true');
    expect(items()).toEqual([
      ['Settings', '/user/settings'],
      ['Sign out', '/user/logout'],
    ]);
  });

  it('loads its menu when the pointer reaches the button, which a click then opens', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.hover(accountButton());
    await menuLoaded();
    expect(expanded()).toBe('false');
    await user.click(accountButton());
    expect(expanded()).toBe('true');
  });

  it('keeps the keyboard focus on the button while the menu arrives, then opens with Enter', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.tab();
    await menuLoaded();
    expect(document.activeElement).toBe(accountButton());
    expect(expanded()).toBe('false');
    await user.keyboard('{Enter}');
    expect(expanded()).toBe('true');
  });
});
