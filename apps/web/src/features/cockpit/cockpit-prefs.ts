import { useCallback, useState } from 'react';

/** How the facilitator likes the cockpit; kept on this device, not on the run. */
export type CockpitPrefs = {
  showSeconds: boolean;
  /** Counts the time spent up instead of the time left down. */
  countUp: boolean;
  /** Keeps the screen on (Wake Lock) while the cockpit is open. */
  keepAwake: boolean;
};

export const defaultCockpitPrefs: CockpitPrefs = {
  showSeconds: true,
  countUp: false,
  keepAwake: true,
};

const KEY = 'ordo.cockpit.prefs';

export function readCockpitPrefs(): CockpitPrefs {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (stored && typeof stored === 'object') {
      const picked = Object.fromEntries(
        Object.entries(stored).filter(
          ([key, value]) => key in defaultCockpitPrefs && typeof value === 'boolean',
        ),
      );
      return { ...defaultCockpitPrefs, ...picked };
    }
  } catch {
    // Unreadable or refused storage: the defaults.
  }
  return defaultCockpitPrefs;
}

export function useCockpitPrefs() {
  const [prefs, setPrefs] = useState(readCockpitPrefs);
  const change = useCallback((patch: Partial<CockpitPrefs>) => {
    setPrefs((current) => {
      const next = { ...current, ...patch };
      try {
        localStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        // Refused: the choice lasts as long as the page.
      }
      return next;
    });
  }, []);
  return [prefs, change] as const;
}
