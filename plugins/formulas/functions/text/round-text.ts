/**
 * Decimal rounding and digit printing for FIXED and DOLLAR: half away from zero on the decimal
 * representation (15 significant digits first, so 1.005 rounds to 1.01 as in Excel).
 */

/** Beyond this many places either way, rounding leaves the number as it is or makes it 0. */
const MAX_SHIFT = 330;

/** x × 10^places through the decimal string, so no binary error is added ("1e+300" shifts too). */
function shift(x: number, places: number): number {
  const [mantissa, exponent] = String(x).split('e');
  return Number(`${mantissa}e${Number(exponent ?? 0) + places}`);
}

export function roundHalfAway(value: number, decimals: number): number {
  if (decimals > MAX_SHIFT) return value;
  if (decimals < -MAX_SHIFT) return 0;
  const abs = Number(Math.abs(value).toPrecision(15));
  const rounded = shift(Math.round(shift(abs, decimals)), -decimals);
  return value < 0 ? -rounded : rounded;
}

/**
 * Absolute value with `decimals` places (none when negative) and optional thousands commas. Digits
 * come from the shortest decimal form, padded with zeros, so FIXED(123.456, 30) shows no binary noise.
 */
export function printFixed(value: number, decimals: number, commas: boolean): string {
  const rounded = Math.abs(roundHalfAway(value, decimals));
  const places = Math.max(decimals, 0);
  let text = String(rounded);
  if (text.includes('e')) text = rounded >= 1e21 ? BigInt(rounded).toString() : rounded.toFixed(Math.min(places, 100));
  const [whole, fraction = ''] = text.split('.');
  const grouped = commas ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  return places > 0 ? `${grouped}.${fraction.padEnd(places, '0').slice(0, places)}` : grouped;
}
