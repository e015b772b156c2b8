import { describe, expect, it } from 'vitest';
import { isOlderRunState } from './run-order.ts';

describe('isOlderRunState', () => {
  it.each([
    { incoming: 4, shown: 5, older: true },
    { incoming: 0, shown: 1, older: true },
    { incoming: 5, shown: 5, older: false },
    { incoming: 6, shown: 5, older: false },
    { incoming: 1, shown: null, older: false },
  ])('a state at $incoming against $shown shown: older $older', ({ incoming, shown, older }) => {
    const shownState = shown === null ? null : { position: shown };
    expect(isOlderRunState({ position: incoming }, shownState)).toBe(older);
  });
});
