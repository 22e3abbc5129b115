/** The part of jstat (untyped CommonJS) that the statistical functions use. */
declare module 'jstat' {
  interface Continuous2 {
    pdf(x: number, a: number, b: number): number;
    cdf(x: number, a: number, b: number): number;
    inv(p: number, a: number, b: number): number;
  }
  interface Continuous1 {
    pdf(x: number, a: number): number;
    cdf(x: number, a: number): number;
    inv(p: number, a: number): number;
  }
  interface JStat {
    normal: Continuous2;
    lognormal: Continuous2;
    studentt: Continuous1;
    chisquare: Continuous1;
    centralF: Continuous2;
    gamma: Continuous2;
    beta: Continuous2;
    weibull: Continuous2;
    exponential: Continuous1;
    binomial: { pdf(k: number, n: number, p: number): number; cdf(k: number, n: number, p: number): number };
    negbin: { pdf(k: number, r: number, p: number): number; cdf(k: number, r: number, p: number): number };
    poisson: { pdf(k: number, l: number): number; cdf(k: number, l: number): number };
    hypgeom: { pdf(k: number, N: number, m: number, n: number): number; cdf(k: number, N: number, m: number, n: number): number };
    gammaln(x: number): number;
    gammafn(x: number): number;
    ibeta(x: number, a: number, b: number): number;
    ibetainv(p: number, a: number, b: number): number;
    lowRegGamma(a: number, x: number): number;
    gammapinv(p: number, a: number): number;
    erf(x: number): number;
    erfc(x: number): number;
  }
  const jStat: JStat;
  export default jStat;
}
