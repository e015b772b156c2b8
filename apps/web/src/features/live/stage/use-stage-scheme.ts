import { useCallback, useState } from 'react';

const KEY = 'ordo.live.stage.scheme';
type StageScheme = 'dark' | 'light';

function stored(): StageScheme {
  try {
    return localStorage.getItem(KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

/** The stage's own colour scheme: dark unless this browser chose light before. */
export function useStageScheme(): [StageScheme, () => void] {
  const [scheme, setScheme] = useState<StageScheme>(stored);
  const toggle = useCallback(() => {
    setScheme((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      try {
        localStorage.setItem(KEY, next);
      } catch {
        // Refused: the choice lasts for this page.
      }
      return next;
    });
  }, []);
  return [scheme, toggle];
}
