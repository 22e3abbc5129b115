import type { Client, Reply } from './harness.js';

/** The demo loan template's input n: its monthly payment is 100 (n + 1), exactly (no interest, 12 payments). */
export const loanInput = (n: number) => ({ principal: 1200 * (n + 1), rate: 0, years: 1 });
export const monthlyPayment = (n: number) => 100 * (n + 1);

export function jsonLines(count: number, line: (n: number) => string = (n) => JSON.stringify(loanInput(n))): string {
  let text = '';
  for (let n = 0; n < count; n++) text += `${line(n)}\n`;
  return text;
}

/** Starts a run of the grid's published version with a JSON-lines (or CSV) body. */
export function startRun(client: Client, gridId: string, body: string, type = 'application/x-ndjson', query = ''): Promise<Reply> {
  return client.request('POST', `/api/grids/${gridId}/runs${query}`, { raw: body, headers: { 'content-type': type } });
}

/** Asks for the run until `until` holds (the run as the API shows it); no time limit of its own (the test's applies). */
export async function waitForRun(client: Client, gridId: string, runId: string, until: (run: Record<string, any>) => boolean): Promise<Record<string, any>> {
  for (;;) {
    const reply = await client.get(`/api/grids/${gridId}/runs/${runId}`);
    if (reply.status === 200 && until(reply.body.run)) return reply.body.run;
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** The results of a done run, parsed (JSON lines). */
export async function runResults(client: Client, gridId: string, runId: string): Promise<{ outputs?: Record<string, any>; error?: string }[]> {
  const reply = await client.get(`/api/grids/${gridId}/runs/${runId}/results`);
  if (reply.status !== 200) throw new Error(`results: ${reply.status} ${JSON.stringify(reply.body)}`);
  return String(reply.body).split('\n').filter(Boolean).map((line) => JSON.parse(line));
}
