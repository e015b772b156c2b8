import { describe, expect, it } from 'vitest';
import { colorOf } from './presenter.ts';

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => channel(parseInt(hex.slice(at, at + 2), 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

describe("a person's colour", () => {
  it('stays the same for one person and varies between people', () => {
    expect(colorOf('user-1')).toBe(colorOf('user-1'));
    const colours = new Set(Array.from({ length: 200 }, (_, i) => colorOf(`user-${i}`)));
    expect(colours.size).toBeGreaterThan(5);
  });

  it('carries white initials at 4.5:1 or more, whoever the person is', () => {
    const colours = new Set(Array.from({ length: 500 }, (_, i) => colorOf(`person-${i}`)));
    for (const colour of colours) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(1.05 / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
