import { useCallback, useSyncExternalStore } from 'react';

const supported = () =>
  typeof document !== 'undefined' &&
  document.fullscreenEnabled === true &&
  typeof document.documentElement.requestFullscreen === 'function';

const subscribe = (listener: () => void) => {
  if (typeof document === 'undefined') return () => undefined;
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
};
const isActive = () => typeof document !== 'undefined' && document.fullscreenElement != null;

/**
 * Fullscreen of the whole page, feature-detected: `supported` is false on browsers without the
 * API (iPhone Safari), and `toggle` then does nothing. Errors (no user gesture) are swallowed.
 */
export function useFullscreen(): { supported: boolean; active: boolean; toggle: () => void } {
  const active = useSyncExternalStore(subscribe, isActive, () => false);
  const toggle = useCallback(() => {
    if (!supported()) return;
    const request = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    void request?.catch(() => undefined);
  }, []);
  return { supported: supported(), active, toggle };
}
