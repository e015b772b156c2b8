import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useGalleryFilters } from './use-gallery-filters.ts';

function galleryAt(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [filters, update] = useGalleryFilters();
      return { filters, update, search: useLocation().search };
    },
    { wrapper },
  );
}

describe('the gallery filters in the address', () => {
  it('keeps both of two choices made before the page re-rendered', () => {
    const { result } = galleryAt('/templates');
    // A category, then at once a duration (a quick person, or a busy browser): one event each,
    // the second before the router has rendered the first.
    act(() => {
      const { update } = result.current;
      update({ category: 'retrospective' });
      update({ duration: 'short' });
    });
    expect(result.current.search).toBe('?category=retrospective&duration=short');
    expect(result.current.filters).toMatchObject({
      category: 'retrospective',
      duration: 'short',
    });
  });

  it('reads a shared address, and a later choice keeps what it held', () => {
    const { result } = galleryAt('/templates?q=kick&category=retrospective');
    expect(result.current.filters).toMatchObject({ q: 'kick', category: 'retrospective' });
    act(() => result.current.update({ duration: 'long' }));
    expect(result.current.search).toBe('?q=kick&category=retrospective&duration=long');
    act(() => result.current.update({ q: '', category: null, duration: 'any' }));
    expect(result.current.search).toBe('');
  });
});
