/**
 * Plain numeric patterns ("0", "0.00", "#,##0.00", "0%", "0.0%") compiled to a JavaScript function.
 * TEXT(x, "0.00") over thousands of cells is a benchmark workload; numfmt costs ~7 µs a call even with
 * its parse cache, this path well under 1 µs. Anything else, or a number this path cannot print
 * exactly, goes back to numfmt (the function returns undefined), so both always agree; a test compares
 * them on random values.
 */
const SIMPLE = /^(0|#,##0)(?:\.(0+))?(%?)$/;

/** Largest scaled integer this path handles without losing exactness. */
const MAX_SCALED = 2 ** 52;

export type FastFormatter = (value: number) => string | undefined;

export function compileFastPattern(pattern: string): FastFormatter | undefined {
  const match = SIMPLE.exec(pattern);
  if (!match) return undefined;
  const grouped = match[1] === '#,##0';
  const decimals = match[2]?.length ?? 0;
  const percent = match[3] === '%';
  return (value) => formatFixed(percent ? value * 100 : value, decimals, grouped, percent ? '%' : '');
}

function formatFixed(value: number, decimals: number, grouped: boolean, suffix: string): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const scaled = roundScaled(Math.abs(value), decimals);
  if (!(scaled < MAX_SCALED)) return undefined;
  let digits = String(scaled).padStart(decimals + 1, '0');
  let fraction = '';
  if (decimals > 0) {
    fraction = '.' + digits.slice(-decimals);
    digits = digits.slice(0, -decimals);
  }
  if (grouped) digits = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // A value that rounds to zero shows no minus sign, as numfmt and Excel print it.
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return sign + digits + fraction + suffix;
}

/**
 * |value| × 10^decimals rounded the way the spreadsheet does: to 15 significant digits first (so 1.005
 * stays 1.005, not 1.00499..), then half away from zero. toPrecision costs microseconds, so it only
 * runs when the scaled value sits close to a tie, where the binary error can decide the rounding.
 */
function roundScaled(abs: number, decimals: number): number {
  const scaled = abs * 10 ** decimals;
  const fraction = scaled - Math.floor(scaled);
  if (Math.abs(fraction - 0.5) > Math.max(1e-7, scaled * 1e-14)) return Math.round(scaled);
  return Math.round(Number(`${Number(abs.toPrecision(15))}e${decimals}`));
}
