/**
 * CONVERT's units (Excel's names) as factors to one base unit per quantity. `prefix` marks units that
 * take metric prefixes (k, m, u...); `power` is 2 or 3 for square and cubic units, whose prefix is
 * raised to that power (km2 = 1e6 m2); `binary` allows ki, Mi... for information units.
 */
export interface Unit {
  readonly quantity: string;
  readonly factor: number;
  readonly prefix?: boolean;
  readonly power?: number;
  readonly binary?: boolean;
}

type Row = [names: string, factor: number, flags?: string];

const IN = 0.0254;
const FT = 0.3048;
const YD = 0.9144;
const MI = 1609.344;
const NMI = 1852;
const LY = 9460730472580800;
const PICA = IN / 6;
const PICAPT = IN / 72;
const ANG = 1e-10;

/** Flags: p = metric prefixes, b = binary prefixes too, 2/3 = square/cubic. */
const TABLE: Record<string, Row[]> = {
  mass: [
    ['g', 1, 'p'], ['sg', 14593.902937206], ['lbm', 453.59237], ['u', 1.660538782e-24, 'p'],
    ['ozm', 28.349523125], ['grain', 0.06479891], ['cwt shweight', 45359.237], ['uk_cwt lcwt hweight', 50802.34544],
    ['stone', 6350.29318], ['ton', 907184.74], ['uk_ton LTON brton', 1016046.9088],
  ],
  distance: [
    ['m', 1, 'p'], ['mi', MI], ['Nmi', NMI], ['in', IN], ['ft', FT], ['yd', YD], ['ang', ANG, 'p'],
    ['ell', 1.143], ['ly', LY, 'p'], ['parsec pc', 30856775812815500, 'p'], ['Picapt Pica', PICAPT], ['pica', PICA],
    ['survey_mi', 1609.34721869444],
  ],
  time: [['yr', 31557600], ['day d', 86400], ['hr', 3600], ['mn min', 60], ['sec s', 1, 'p']],
  pressure: [['Pa p', 1, 'p'], ['atm at', 101325, 'p'], ['mmHg', 133.322, 'p'], ['psi', 6894.75729316836], ['Torr', 101325 / 760]],
  force: [['N', 1, 'p'], ['dyn dy', 1e-5, 'p'], ['lbf', 4.4482216152605], ['pond', 0.00980665, 'p']],
  energy: [
    ['J', 1, 'p'], ['e', 1e-7, 'p'], ['c', 4.184, 'p'], ['cal', 4.1868, 'p'], ['eV ev', 1.602176487e-19, 'p'],
    ['HPh hh', 2684519.53769617], ['Wh wh', 3600, 'p'], ['flb', 1.3558179483314], ['BTU btu', 1055.05585262],
  ],
  power: [['HP h', 745.69987158227], ['PS', 735.49875], ['W w', 1, 'p']],
  magnetism: [['T', 1, 'p'], ['ga', 1e-4, 'p']],
  volume: [
    ['tsp', 4.92892159375e-6], ['tspm', 5e-6], ['tbs', 1.478676478125e-5], ['oz', 2.95735295625e-5], ['cup', 2.365882365e-4],
    ['pt us_pt', 4.73176473e-4], ['uk_pt', 5.6826125e-4, 'p'], ['qt', 9.46352946e-4], ['uk_qt', 1.1365225e-3],
    ['gal', 3.785411784e-3], ['uk_gal', 4.54609e-3], ['l L lt', 1e-3, 'p'], ['ang3 ang^3', ANG ** 3, 'p3'],
    ['barrel', 0.158987294928], ['bushel', 0.03523907016688], ['ft3 ft^3', FT ** 3], ['in3 in^3', IN ** 3],
    ['ly3 ly^3', LY ** 3], ['m3 m^3', 1, 'p3'], ['mi3 mi^3', MI ** 3], ['yd3 yd^3', YD ** 3], ['Nmi3 Nmi^3', NMI ** 3],
    ['Picapt3 Picapt^3 Pica3 Pica^3', PICAPT ** 3], ['GRT regton', 2.8316846592], ['MTON', 1.13267386368],
  ],
  area: [
    ['uk_acre', 4046.8564224], ['us_acre', 4046.87260987425], ['ang2 ang^2', ANG ** 2, 'p2'], ['ar', 100, 'p'],
    ['ft2 ft^2', FT ** 2], ['ha', 10000], ['in2 in^2', IN ** 2], ['ly2 ly^2', LY ** 2], ['m2 m^2', 1, 'p2'],
    ['Morgen', 2500], ['mi2 mi^2', MI ** 2], ['Nmi2 Nmi^2', NMI ** 2], ['Picapt2 Pica2 Pica^2 Picapt^2', PICAPT ** 2],
    ['yd2 yd^2', YD ** 2],
  ],
  information: [['bit', 1, 'pb'], ['byte', 8, 'pb']],
  speed: [
    ['admkn', 0.514773333333333], ['kn', 0.514444444444444], ['m/h m/hr', 1 / 3600, 'p'], ['m/s m/sec', 1, 'p'],
    ['mph', 0.44704, 'p'],
  ],
  temperature: [['C cel', 1], ['F fah', 1], ['K kel', 1, 'p'], ['Rank', 1], ['Reau', 1]],
};

export const UNITS: ReadonlyMap<string, Unit> = buildUnits();

function buildUnits(): Map<string, Unit> {
  const map = new Map<string, Unit>();
  for (const [quantity, rows] of Object.entries(TABLE)) {
    for (const [names, factor, flags = ''] of rows) {
      const power = flags.includes('3') ? 3 : flags.includes('2') ? 2 : 1;
      const unit: Unit = { quantity, factor, prefix: flags.includes('p'), power, binary: flags.includes('b') };
      for (const name of names.split(' ')) map.set(name, unit);
    }
  }
  return map;
}

export const PREFIXES: ReadonlyMap<string, number> = new Map([
  ['Y', 1e24], ['Z', 1e21], ['E', 1e18], ['P', 1e15], ['T', 1e12], ['G', 1e9], ['M', 1e6], ['k', 1e3],
  ['h', 1e2], ['da', 1e1], ['e', 1e1], ['d', 1e-1], ['c', 1e-2], ['m', 1e-3], ['u', 1e-6], ['n', 1e-9],
  ['p', 1e-12], ['f', 1e-15], ['a', 1e-18], ['z', 1e-21], ['y', 1e-24],
]);

export const BINARY_PREFIXES: ReadonlyMap<string, number> = new Map([
  ['ki', 2 ** 10], ['Mi', 2 ** 20], ['Gi', 2 ** 30], ['Ti', 2 ** 40], ['Pi', 2 ** 50], ['Ei', 2 ** 60],
  ['Zi', 2 ** 70], ['Yi', 2 ** 80],
]);
