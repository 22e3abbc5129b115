import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { logIn, menu } from './helpers.js';

const ROOT = resolve(import.meta.dirname, '../..');
const LOAN = readFileSync(join(ROOT, 'fixtures/templates/loan-calculator.json'));

/** 2,000 loans (monthly payment 100 (n + 1), no interest, one year) and, in the middle, a line that is not JSON. */
function inputs(): Buffer {
  const lines: string[] = [];
  for (let n = 0; n < 2000; n++) {
    lines.push(JSON.stringify({ principal: 1200 * (n + 1), rate: 0, years: 1 }));
    if (n === 999) lines.push('{"principal": oops');
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

test('runs: Run over a file computes every input in the background, shows progress and the last runs, downloads results and draws an output\'s distribution', async ({ page }) => {
  await logIn(page);
  const imported = await page.request.post('/api/import', { multipart: { file: { name: 'loan-calculator.json', mimeType: 'application/json', buffer: LOAN } } });
  const gridId = ((await imported.json()) as { grid: { id: string } }).grid.id;
  await page.goto(`/app/grids/${gridId}`);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();

  await menu(page, 'File', 'Runs over a file');
  const panel = page.getByRole('region', { name: 'Runs' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Run over a file').setInputFiles({ name: 'loans.jsonl', mimeType: 'application/x-ndjson', buffer: inputs() });

  // The run computes in the background: the panel follows it to the end.
  await expect(panel.getByText(/^Done: 2,001 of 2,001 inputs, 1 failed/)).toBeVisible();
  await expect(panel.getByRole('progressbar', { name: 'Run progress' })).toHaveAttribute('value', '2001');
  const row = panel.getByRole('table', { name: 'Last runs' }).getByRole('row').filter({ hasText: 'loans.jsonl' });
  await expect(row.getByRole('cell')).toHaveText(['loans.jsonl', 'Done', '2,001', '1', /.+/, /JSON lines\s*CSV\s*Delete/]);

  // Downloads: flat CSV columns, one row per input in order; the bad line's row carries its error.
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: 'Download results of loans.jsonl as CSV' }).click()]);
  const csv = readFileSync(await download.path(), 'utf8').split('\n');
  expect(csv[0].startsWith('monthlyPayment,totals.paid,totals.interest,')).toBe(true);
  expect(csv[1].split(',')[0]).toBe('100');
  expect(csv[1001]).toMatch(/^,+"?This line is not JSON/);
  expect(csv[2001].split(',')[0]).toBe('200000');

  // The distribution of one output, drawn with d3: every numeric result counted.
  await expect(panel.getByRole('img', { name: 'Distribution of monthlyPayment across 2,000 results' })).toBeVisible();
  await panel.getByRole('combobox', { name: 'Output' }).click();
  await page.getByRole('option', { name: 'totals.paid' }).click();
  await expect(panel.getByRole('img', { name: 'Distribution of totals.paid across 2,000 results' })).toBeVisible();

  // A run is deleted from the list.
  await row.getByRole('button', { name: 'Delete run of loans.jsonl' }).click();
  await expect(panel.getByRole('table', { name: 'Last runs' }).getByRole('row').filter({ hasText: 'loans.jsonl' })).toHaveCount(0);
});

test('runs: a file the server refuses is explained in the panel', async ({ page }) => {
  await logIn(page);
  const imported = await page.request.post('/api/import', { multipart: { file: { name: 'loan-calculator.json', mimeType: 'application/json', buffer: LOAN } } });
  const gridId = ((await imported.json()) as { grid: { id: string } }).grid.id;
  await page.goto(`/app/grids/${gridId}`);
  await menu(page, 'File', 'Runs over a file');
  const panel = page.getByRole('region', { name: 'Runs' });
  await panel.getByLabel('Run over a file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('principal,,years\n1,2,3\n') });
  await expect(panel.getByRole('alert')).toHaveText('The CSV file\'s header: column 2 of the header has no name');
});
