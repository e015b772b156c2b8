import { useState } from 'react';

/**
 * True from the first time `opened` is: a dialog whose code loads on demand mounts then and
 * stays mounted, so closing it still plays its transition and gives focus back.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}
