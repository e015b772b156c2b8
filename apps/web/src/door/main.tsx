import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import './mantine-styles.ts';
import '@mantine/notifications/styles.css';
import '../design/global.css';
import i18n from '../i18n/setup.ts';
import { configCache } from '../api/config.ts';
import { queryClient } from '../api/query-client.ts';
import { applyCspNonce } from '../app/csp-nonce.ts';
import { namespacesFor } from '../i18n/route-namespaces.ts';
import { DoorApp, preloadDoorPage } from './door-app.tsx';
import { PRERENDER_STATE_ID, type PrerenderState } from './prerender-state.ts';

// The entry of door.html, the front door's build (see isFrontDoorPagePath in the contract).
applyCspNonce();

const router = (routes: React.ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

/** From here on the page answers input: the e2e tests wait for this mark before they click. */
const markReady = () => {
  document.documentElement.dataset.hydrated = 'true';
};

function prerenderState(): PrerenderState | undefined {
  const text = document.getElementById(PRERENDER_STATE_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as PrerenderState) : undefined;
  } catch {
    return undefined;
  }
}

async function start(root: HTMLElement) {
  const state = prerenderState();
  if (!state || !root.firstElementChild) {
    // Not prerendered (the server is still rendering, or the address has a query string).
    createRoot(root).render(
      <StrictMode>
        <DoorApp router={router} afterHydration={markReady} />
      </StrictMode>,
    );
    return;
  }
  // The page is already painted: render it again in the browser with the same language and
  // answers, then switch to the visitor's own language if the server guessed another.
  const preferred = i18n.resolvedLanguage;
  configCache.set('config', state.config);
  hydrate(queryClient, state.queries);
  await Promise.all([
    i18n.changeLanguage(state.language).then(() => i18n.loadNamespaces(namespacesFor(state.path))),
    preloadDoorPage(state.path),
  ]);
  const afterHydration = () => {
    markReady();
    if (preferred && preferred !== state.language) void i18n.changeLanguage(preferred);
  };
  // A transition lets React hydrate in slices, between which the page answers input.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <DoorApp router={router} renderedPath={state.path} afterHydration={afterHydration} />
      </StrictMode>,
      {
        // React recovers from a page that differs from its HTML by rendering it from scratch;
        // say where it differed, or the defect would only show as a flash.
        onRecoverableError: (error, info) =>
          console.error('The prerendered page differed:', error, info.componentStack),
      },
    );
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('door.html lacks #root');
void start(root);
