/**
 * Time-value-of-money identities shared by PMT, PV, FV, NPER, RATE, IPMT, PPMT and the cumulative
 * functions. `type` 1 means payments at the start of each period.
 */
export function fv(rate: number, nper: number, pmt: number, pv: number, type: number): number {
  if (rate === 0) return -(pv + pmt * nper);
  const growth = (1 + rate) ** nper;
  return -(pv * growth + (pmt * (1 + rate * type) * (growth - 1)) / rate);
}

export function pmt(rate: number, nper: number, pv: number, fvalue: number, type: number): number {
  if (rate === 0) return -(pv + fvalue) / nper;
  const growth = (1 + rate) ** nper;
  return -(rate * (fvalue + pv * growth)) / ((1 + rate * type) * (growth - 1));
}

export function pv(rate: number, nper: number, payment: number, fvalue: number, type: number): number {
  if (rate === 0) return -(fvalue + payment * nper);
  const growth = (1 + rate) ** nper;
  return -(fvalue + (payment * (1 + rate * type) * (growth - 1)) / rate) / growth;
}

/** Interest part of payment `per` (1-based), the way Excel splits a constant payment. */
export function ipmt(rate: number, per: number, nper: number, pvalue: number, fvalue: number, type: number): number {
  const payment = pmt(rate, nper, pvalue, fvalue, type);
  let balance: number;
  if (per === 1) balance = type === 1 ? 0 : -pvalue;
  else balance = type === 1 ? fv(rate, per - 2, payment, pvalue, 1) - payment : fv(rate, per - 1, payment, pvalue, 0);
  return balance * rate;
}

/**
 * The TVM equation whose root RATE finds, with its derivative in the rate. expm1/log1p keep it exact
 * near a zero rate, where (1 + rate)^nper - 1 would cancel.
 */
export function tvmEquation(rate: number, nper: number, payment: number, pvalue: number, fvalue: number, type: number): [number, number] {
  if (Math.abs(rate) < 1e-10) {
    // First-order expansion around 0, so Newton lands on an exact zero rate.
    const df = pvalue * nper + payment * (type * nper + (nper * (nper - 1)) / 2);
    return [pvalue + payment * nper + fvalue + rate * df, df];
  }
  const growthMinus1 = Math.expm1(nper * Math.log1p(rate));
  const growth = 1 + growthMinus1;
  const dGrowth = (nper * growth) / (1 + rate);
  const annuity = growthMinus1 / rate;
  const dAnnuity = (dGrowth * rate - growthMinus1) / (rate * rate);
  const f = pvalue * growth + payment * (1 + rate * type) * annuity + fvalue;
  const df = pvalue * dGrowth + payment * type * annuity + payment * (1 + rate * type) * dAnnuity;
  return [f, df];
}
