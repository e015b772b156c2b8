/**
 * Exact decimal arithmetic for duration values. Floating point would round `1.005` down to
 * `1` (it is stored as 1.00499…); working on the digits keeps the rounding half up that a
 * person expects, in time linear in the number of digits.
 */

/** A value in hundredths, rounded half up, and whether the exact value had more digits. */
export type Hundredths = { floor: number; roundedUp: boolean; inexact: boolean };

/** Multiplies a string of decimal digits by a one-digit factor. */
function timesDigit(digits: string, factor: number): string {
  let carry = 0;
  let out = '';
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = (digits.charCodeAt(i) - 48) * factor + carry;
    out = String(product % 10) + out;
    carry = Math.floor(product / 10);
  }
  return carry > 0 ? String(carry) + out : out;
}

/**
 * `integer.fraction` (ASCII digits) times `factor` (1 or 60) in hundredths: the whole part,
 * whether rounding half up adds one, and whether any digit was dropped at all.
 *
 * @example toHundredths('1', '005', 1) // { floor: 100, roundedUp: true, inexact: true }
 * @example toHundredths('0', '12', 60) // { floor: 720, roundedUp: false, inexact: false }
 */
export function toHundredths(integer: string, fraction: string, factor: 1 | 60): Hundredths {
  // ×60 is ×6 then one decimal shift; ×100 is two more shifts.
  const digits = factor === 60 ? timesDigit(integer + fraction, 6) : integer + fraction;
  const scale = fraction.length - (factor === 60 ? 3 : 2);
  if (scale <= 0)
    return { floor: Number(digits + '0'.repeat(-scale)), roundedUp: false, inexact: false };
  const cut = digits.length - scale;
  const dropped = digits.slice(cut);
  return {
    floor: cut > 0 ? Number(digits.slice(0, cut)) : 0,
    roundedUp: dropped.charCodeAt(0) >= 53,
    inexact: /[1-9]/.test(dropped),
  };
}
