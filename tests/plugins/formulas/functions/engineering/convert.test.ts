import { describe, expect, it } from 'vitest';
import { ERRORS, type Value } from '../../../../../plugins/formulas/values.js';
import { call } from '../call.js';

describe('CONVERT', () => {
  it.each<[Value, string, string, number]>([
    [1, 'lbm', 'kg', 0.45359237],
    [68, 'F', 'C', 20],
    [2.5, 'ft', 'sec', NaN],
    [6, 'tsp', 'tbs', 2],
    [6, 'gal', 'l', 22.712470704],
    [6, 'mi', 'km', 9.656064],
    [6, 'km', 'mi', 3.72822715342661],
    [6, 'in', 'ft', 0.5],
    [6, 'cm', 'in', 2.36220472440945],
    [100, 'ft2', 'm2', 9.290304],
    [1, 'm2', 'cm2', 10000],
    [1, 'km2', 'm2', 1e6],
    [1, 'm3', 'l', 1000],
    [1, 'kibyte', 'byte', 1024],
    [1, 'byte', 'bit', 8],
    [1, 'Gbyte', 'Mbyte', 1000],
    [1, 'hr', 'mn', 60],
    [1, 'day', 'sec', 86400],
    [1, 'yr', 'day', 365.25],
    [0, 'C', 'K', 273.15],
    [100, 'C', 'F', 212],
    [0, 'K', 'Rank', 0],
    [80, 'Reau', 'C', 100],
    [1, 'atm', 'Pa', 101325],
    [1, 'atm', 'mmHg', 101325 / 133.322],
    [1, 'HP', 'W', 745.69987158227],
    [1, 'kW', 'W', 1000],
    [1, 'kn', 'm/h', 1852],
    [1, 'mph', 'm/s', 0.44704],
    [1, 'BTU', 'J', 1055.05585262],
    [1, 'kcal', 'cal', 1000],
    [1, 'N', 'dyn', 1e5],
    [1, 'T', 'ga', 1e4],
    [1, 'ozm', 'g', 28.349523125],
    [1, 'ton', 'lbm', 2000],
  ])('CONVERT(%j, %s, %s)', (value, from, to, expected) => {
    const out = call('CONVERT', [value, from, to]);
    if (Number.isNaN(expected)) expect(out).toEqual(ERRORS.NA);
    else expect(out as number).toBeCloseTo(expected, 9);
  });

  it.each<[Value[], Value]>([
    [[1, 'foo', 'm'], ERRORS.NA],
    [[1, 'm', 'kg'], ERRORS.NA],
    [[1, 'km', 'Mi'], ERRORS.NA],
    [[1, 'kft', 'm'], ERRORS.NA],
    [['x', 'm', 'km'], ERRORS.VALUE],
    [[1, 'M', 'm'], ERRORS.NA],
  ])('CONVERT(%j) is an error', (args, expected) => {
    expect(call('CONVERT', args)).toEqual(expected);
  });

  // The ENGINEERING_CONVERT book Excel saved: Excel's constants and which units take prefixes.
  it.each<[Value, string, string, number]>([
    [1, 'mmHg', 'Pa', 133.322],
    [0.05, 'MmmHg', 'Pa', 6666100],
    [1, 'Torr', 'Pa', 133.32236842105263],
    [0.004, 'Mmph', 'm/s', 1788.16],
    [0.0002, 'Muk_pt', 'm3', 0.11365225],
    [1, 'u', 'g', 1.660538782e-24],
    [1, 'eV', 'J', 1.602176487e-19],
  ])('CONVERT(%j, %s, %s) as Excel', (value, from, to, expected) => {
    const out = call('CONVERT', [value, from, to]);
    expect(Math.abs((out as number) - expected)).toBeLessThanOrEqual(Math.abs(expected) * 1e-12);
  });

  it.each(['Muk_qt', 'Muk_gal', 'Mus_pt', 'MTorr', 'Mpsi', 'Mkn'])('CONVERT(1, %s, ...) takes no prefix', (unit) => {
    expect(call('CONVERT', [1, unit, unit.slice(1)])).toEqual(ERRORS.NA);
  });
});
