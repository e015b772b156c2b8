import type { createBrowserRouter } from 'react-router';
import { currentLanguage } from '../i18n/languages.ts';
import { trackPageViews } from './page-views.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/** Wires `trackPageViews` to this browser: its address, privacy signals, language and size. */
export function startPageViews(router: Router, analyticsUrl: string | null): () => void {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return trackPageViews(router, {
    analyticsUrl,
    hostname: window.location.hostname,
    doNotTrack: browser.doNotTrack,
    globalPrivacyControl: browser.globalPrivacyControl,
    referrer: document.referrer,
    language: currentLanguage,
    screen: () => `${window.innerWidth}x${window.innerHeight}`,
  });
}
