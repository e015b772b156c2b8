import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { declareNamespaces } from '../i18n/declared.ts';
import i18n from '../i18n/setup.ts';
import { lazyPage } from './route-helpers.ts';

describe('a screen loaded on first visit', () => {
  it('arrives with every catalog its modules declared, before it first renders', async () => {
    // A catalog no test has loaded: the screen's module declares it as it is evaluated, as
    // the build makes every module asking for a catalog do (vite.config.ts).
    const namespace = `probe-${Date.now()}`;
    expect(i18n.hasLoadedNamespace(namespace)).toBe(false);
    function Screen() {
      const { ready } = useTranslation(namespace, { useSuspense: false });
      return <p>{ready ? 'catalog here at first render' : 'catalog still missing'}</p>;
    }
    const { element } = lazyPage(async () => {
      declareNamespaces([namespace]);
      return { Screen };
    }, 'Screen');
    render(<Suspense fallback={<p>loading</p>}>{element}</Suspense>);
    expect((await screen.findByText(/catalog/)).textContent).toBe('catalog here at first render');
  });
});
