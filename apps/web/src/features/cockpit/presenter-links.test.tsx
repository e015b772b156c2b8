import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { PresenterLinks } from './presenter-links.tsx';

const UUID = '3f1c2a9e-1111-4222-8333-444455556666';
const URL = `https://ordo.example/m/${UUID}/presenter#t=made-once`;
let posted: unknown[];

beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      posted.push(JSON.parse(String(init?.body ?? '{}')));
      return new Response(
        JSON.stringify({ id: crypto.randomUUID(), token: 'made-once', url: URL }),
        {
          status: 201,
          headers: { 'content-type': 'application/json' },
        },
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('PresenterLinks', () => {
  it('opens the presenter view in a new tab on the editor’s session', () => {
    renderWithProviders(<PresenterLinks uuid={UUID} />);
    const open = screen.getByRole('link', { name: 'Open the presenter view' });
    expect(open.getAttribute('href')).toBe(`/m/${UUID}/presenter`);
    expect(open.getAttribute('target')).toBe('_blank');
  });

  it('makes a presenter link (not a remote) and shows it with its QR code', async () => {
    renderWithProviders(<PresenterLinks uuid={UUID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create a presenter link' }));
    expect(posted).toEqual([{ name: 'Presenter view', kind: 'presenter' }]);
    expect(await screen.findByDisplayValue(URL)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create a presenter link' })).toBeNull();
  });
});
