import { describe, expect, it } from 'vitest';
import { passStore } from './pass-store.ts';

const now = Date.UTC(2026, 10, 2, 9);
const passExpiringIn = (ms: number) => `m.1.${Math.floor((now + ms) / 1000)}.mac`;

describe('pass store', () => {
  it('remembers a pass under every id of the meeting, in any case', () => {
    const pass = passExpiringIn(3600_000);
    passStore.save(['3F1C2A9E-1111-4222-8333-444455556666', 'ABC234'], pass);
    expect(passStore.read('3f1c2a9e-1111-4222-8333-444455556666', now)).toBe(pass);
    expect(passStore.read('abc234', now)).toBe(pass);
  });

  it.each([
    ['expired', passExpiringIn(-1000)],
    ['unreadable', 'garbage'],
  ])('drops an %s pass', (_case, pass) => {
    passStore.save(['ABC234'], pass);
    expect(passStore.read('ABC234', now)).toBeNull();
    expect(localStorage.getItem('ordo.pass.abc234')).toBeNull();
  });

  it('forgets a pass the server refused', () => {
    passStore.save(['ABC234'], passExpiringIn(3600_000));
    passStore.forget('ABC234');
    expect(passStore.read('ABC234', now)).toBeNull();
  });
});
