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

/**
 * The stage's own colour scheme: the one its address asks (`?theme=`), else dark unless this
 * browser chose light before. The toggle still works, and is remembered, either way.
 */
export function useStageScheme(asked: StageScheme | null = null): [StageScheme, () => void] {
  const [scheme, setScheme] = useState<StageScheme>(() => asked ?? stored());
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
