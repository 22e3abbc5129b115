/** Powers of ten that doubles hold exactly (10^0 to 10^22). */
const EXACT_POWERS = Array.from({ length: 23 }, (_, i) => 10 ** i);

/**
 * `Number(n.toPrecision(digits))` (digits up to 15), without formatting and parsing text when `n` already
 * has at most `digits` significant digits, as most stored results do (965.61, 0.0025). Exact: when
 * k / 10^j (k under 10^digits, 10^j held exactly) gives n back, n is the double nearest that decimal, so
 * toPrecision would print that decimal and Number would read n back. Anything else takes the text route.
 */
export function toSignificant(n: number, digits: number): number {
  if (n === 0 || !Number.isFinite(n)) return Number(n.toPrecision(digits));
  const magnitude = Math.abs(n);
  const shift = digits - 1 - Math.floor(Math.log10(magnitude));
  const limit = EXACT_POWERS[digits];
  if (shift >= 0 && shift < EXACT_POWERS.length) {
    const scale = EXACT_POWERS[shift];
    const k = Math.round(magnitude * scale);
    if (k < limit && k / scale === magnitude) return n;
  } else if (shift < 0 && -shift < EXACT_POWERS.length) {
    const scale = EXACT_POWERS[-shift];
    const k = Math.round(magnitude / scale);
    if (k < limit && k * scale === magnitude) return n;
  }
  return Number(n.toPrecision(digits));
}

/**
 * `step(Number(y.toPrecision(15)))` for a non-decreasing step function (floor, ceil, half up), without the
 * text route unless y lies near one of the step's edges. Cleaning to 15 digits moves y by at most
 * 5e-15 of itself, so when the step agrees a little further out on both sides (1e-13), it agrees there.
 */
export function stepOfCleaned(y: number, step: (value: number) => number): number {
  const below = step(y * (1 - 1e-13));
  if (Number.isFinite(y) && y >= 0 && below === step(y * (1 + 1e-13))) return below;
  return step(Number(y.toPrecision(15)));
}
