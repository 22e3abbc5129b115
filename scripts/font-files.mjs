// Writes web/fonts/font-files.ts: the font files of SPEC section 9's fonts from their @fontsource
// packages (latin and latin-ext subsets, weights 400 and 600), with each subset's unicode range.
// Run it after changing FONT_FAMILIES or the packages: `node scripts/font-files.mjs`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const FAMILIES = readFileSync('plugins/workbook/defaults.ts', 'utf8').match(/FONT_FAMILIES[^=]*=\s*\[([^\]]*)\]/)[1].match(/'[^']+'/g).map((quoted) => quoted.slice(1, -1));
const SUBSETS = ['latin', 'latin-ext'];
const imports = [];
const entries = [];
for (const family of FAMILIES) {
  const pkg = family.toLowerCase().replace(/ /g, '-');
  const dir = `node_modules/@fontsource/${pkg}`;
  const unicode = JSON.parse(readFileSync(`${dir}/unicode.json`, 'utf8'));
  const has = (weight) => existsSync(`${dir}/files/${pkg}-latin-${weight}-normal.woff2`);
  // A family without a 600 file takes its nearest heavier one as its 600 (Lato, PT Sans, Ubuntu: 700).
  const bold = [600, 700, 500].find(has);
  const faces = [];
  for (const [weight, file] of [[400, 400], ...(bold ? [[600, bold]] : [])]) {
    for (const subset of SUBSETS) {
      const id = `${pkg.replace(/-/g, '_')}_${subset.replace('-', '_')}_${file}`;
      imports.push(`import ${id} from '@fontsource/${pkg}/files/${pkg}-${subset}-${file}-normal.woff2?url';`);
      faces.push(`    { weight: ${weight}, subset: '${subset}', url: ${id}, unicodeRange: '${unicode[subset]}' },`);
    }
  }
  entries.push(`  '${family}': [\n${faces.join('\n')}\n  ],`);
}
writeFileSync('web/fonts/font-files.ts', `// Written by scripts/font-files.mjs from the @fontsource packages: do not edit by hand.
${imports.join('\n')}

/** One face file: the weight it stands for, its unicode subset and range, and its URL in the build. */
export interface FontFile {
  readonly weight: 400 | 600;
  readonly subset: 'latin' | 'latin-ext';
  readonly url: string;
  readonly unicodeRange: string;
}

/** SPEC section 9's fonts by family: the files each is drawn from (Slabo 27px has no bold: the browser makes it). */
export const FONT_FILES: Readonly<Record<string, readonly FontFile[]>> = {
${entries.join('\n')}
};
`);
