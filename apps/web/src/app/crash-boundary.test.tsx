import { lazy, Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';
import { CrashBoundary } from './crash-boundary.tsx';

// A screen whose module cannot be fetched any more, as after a deploy replaced the chunks.
const StaleScreen = lazy(() =>
  Promise.reject(new Error('Failed to fetch dynamically imported module')),
);

/** A stand-in for the app frame: the boundary around the route, the address outside it. */
function Frame() {
  const [path, setPath] = useState('/stale');
  return (
    <>
      <button onClick={() => setPath('/other')}>Go elsewhere</button>
      <CrashBoundary resetKey={path}>
        <Suspense fallback={null}>
          {path === '/stale' ? <StaleScreen /> : <h1>Page at {path}</h1>}
        </Suspense>
      </CrashBoundary>
    </>
  );
}

describe('CrashBoundary', () => {
  it('offers a reload when a screen fails to load, and shows the next page after navigating', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<Frame />);
    expect(
      await screen.findByRole('heading', { name: 'This screen could not load' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Page at /other' })).toBeVisible();
    expect(screen.queryByText('This screen could not load')).toBeNull();
  });
});
