import { currentLanguage } from '../i18n/languages.ts';
import { trackPageViews, type RouterLike } from './page-views.ts';

/** Wires `trackPageViews` to this browser: its address, privacy signals, language and size. */
export function startPageViews(router: RouterLike, analyticsUrl: string | null): () => void {
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
