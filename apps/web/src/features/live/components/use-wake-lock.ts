import { useEffect, useState } from 'react';

type Sentinel = {
  release(): Promise<void>;
  addEventListener(type: 'release', cb: () => void): void;
};
type WakeLockApi = { request(type: 'screen'): Promise<Sentinel> };

function wakeLockApi(): WakeLockApi | null {
  if (typeof navigator === 'undefined') return null;
  return (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock ?? null;
}

/**
 * Keeps the screen awake while `enabled` (Wake Lock API), taking the lock again when the page
 * comes back to the foreground (browsers drop it when hidden). Where the API is missing or
 * refuses (battery saver, an insecure origin) nothing happens and `active` stays false.
 */
export function useWakeLock(enabled: boolean): { supported: boolean; active: boolean } {
  const supported = wakeLockApi() !== null;
  const [active, setActive] = useState(false);

  useEffect(() => {
    const api = wakeLockApi();
    if (!enabled || !api) return;
    let sentinel: Sentinel | null = null;
    let cancelled = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible' || sentinel) return;
      api.request('screen').then(
        (lock) => {
          if (cancelled) return void lock.release().catch(() => undefined);
          sentinel = lock;
          setActive(true);
          lock.addEventListener('release', () => {
            sentinel = null;
            setActive(false);
          });
        },
        () => setActive(false),
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
      sentinel = null;
      setActive(false);
    };
  }, [enabled]);

  return { supported, active: enabled && active };
}
