/**
 * Decimal rounding and digit printing for FIXED and DOLLAR: half away from zero on the decimal
 * representation (15 significant digits first, so 1.005 rounds to 1.01 as in Excel).
 */
export function roundHalfAway(value: number, decimals: number): number {
  const abs = Number(Math.abs(value).toPrecision(15));
  const rounded = Number(`${Math.round(Number(`${abs}e${decimals}`))}e${-decimals}`);
  return value < 0 ? -rounded : rounded;
}

/** Absolute value with `decimals` places (none when negative) and optional thousands commas. */
export function printFixed(value: number, decimals: number, commas: boolean): string {
  const rounded = roundHalfAway(value, decimals);
  const [whole, fraction] = Math.abs(rounded).toFixed(Math.max(decimals, 0)).split('.');
  const grouped = commas ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
