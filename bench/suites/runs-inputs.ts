import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

/** The demo loan template's n-th bench input: principals, rates and terms cycled so consecutive inputs differ. */
export const loanRunInput = (i: number) => ({ principal: 100_000 + (i % 500) * 1000, rate: 0.03 + (i % 10) / 1000, years: 10 + (i % 21) });

/** Writes `count` loan inputs as JSON lines to `path`, made on the fly (no input file is committed). */
export async function writeLoanInputs(path: string, count: number): Promise<void> {
  const out = createWriteStream(path);
  let text = '';
  for (let i = 0; i < count; i++) {
    text += `${JSON.stringify(loanRunInput(i))}\n`;
    if (text.length < 1 << 20) continue;
    if (!out.write(text)) await once(out, 'drain');
    text = '';
  }
  out.end(text);
  await once(out, 'finish');
}
