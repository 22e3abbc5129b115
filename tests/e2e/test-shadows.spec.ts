import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { logIn, menu, valueAt, waitSaved } from './helpers.js';

const ROOT = resolve(import.meta.dirname, '../..');
const LOAN = readFileSync(join(ROOT, 'fixtures/templates/loan-calculator.json'));

test('test shadows: Edit inputs / outputs adds one, its JSON input drives the grid and outputs, marked pass; gridcast test agrees', async ({ page }) => {
  await logIn(page);
  const imported = await page.request.post('/api/import', { multipart: { file: { name: 'loan-calculator.json', mimeType: 'application/json', buffer: LOAN } } });
  const gridId = ((await imported.json()) as { grid: { id: string } }).grid.id;
  await page.goto(`/app/grids/${gridId}`);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  // A first look shows a working model: the template opens with its first test shadow's input.
  expect(await valueAt(page, 'B1')).toBe(200000);
  expect(await valueAt(page, 'B4')).toBe(1264.14);
  await page.evaluate(() => {
    (window as unknown as { messages: unknown[] }).messages = [];
    window.addEventListener('message', (event) => (window as unknown as { messages: unknown[] }).messages.push(event.data));
  });

  await menu(page, 'File', 'Edit inputs / outputs');
  const editor = page.getByRole('region', { name: 'Inputs / Outputs' });
  await expect(editor).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { messages: unknown[] }).messages)).toContainEqual({ type: 'shadow.showTestShadowEditorChanged', value: true });
  const list = editor.getByRole('listbox', { name: 'Test shadows' });
  await expect(list.getByRole('option')).toHaveText(['30-year mortgage', 'Car loan over 5 years', 'Interest-free loan']);
  // The fixture's own shadows pass, as `gridcast test` says.
  await expect(editor.getByTestId('test-shadow-status')).toHaveText('Pass');

  await editor.getByRole('button', { name: 'Add test shadow' }).click();
  await expect(list.getByRole('option', { selected: true })).toHaveText('Untitled');
  await expect(editor.getByTestId('test-shadow-status')).toHaveText('No expected outputs');
  // An empty name becomes Untitled on blur; a name is kept.
  const name = editor.getByLabel('Name');
  await name.fill('');
  await name.blur();
  await expect(name).toHaveValue('Untitled');
  await name.fill('Ten years');
  await name.press('Enter');
  await expect(list.getByRole('option', { selected: true })).toHaveText('Ten years');

  // Invalid JSON is ignored until it is valid; then the grid and the outputs follow the input.
  const input = editor.getByLabel('Input (JSON)');
  await input.fill('{"principal": 100000, "rate": ');
  await expect(editor.getByText('Not a valid JSON object: the last valid input is used.')).toBeVisible();
  await input.fill('{"principal": 100000, "rate": 0.06, "years": 10}');
  await expect(editor.getByText('Not a valid JSON object')).toHaveCount(0);
  const outputs = editor.getByRole('table', { name: 'Outputs' });
  await expect(outputs.getByRole('row', { name: /monthlyPayment/ })).toContainText('1110.21');
  await expect.poll(() => valueAt(page, 'B1')).toBe(100000);

  await editor.getByRole('button', { name: 'Set as expected' }).click();
  await expect(editor.getByTestId('test-shadow-status')).toHaveText('Pass');
  await expect(outputs.getByRole('row', { name: /monthlyPayment/ })).toContainText('Pass');
  await waitSaved(page);

  // Closing the editor puts the template's default test input (its first test shadow's) back, and tells the parent window.
  await menu(page, 'File', 'Edit inputs / outputs');
  await expect(editor).toHaveCount(0);
  await expect.poll(() => valueAt(page, 'B1')).toBe(200000);
  await expect.poll(() => page.evaluate(() => (window as unknown as { messages: unknown[] }).messages)).toContainEqual({ type: 'shadow.showTestShadowEditorChanged', value: false });

  // The saved template's test shadows give the same results on the command line.
  const { grid } = (await (await page.request.get(`/api/grids/${gridId}`)).json()) as { grid: { content: unknown } };
  const file = join(mkdtempSync(join(tmpdir(), 'gridcast-e2e-')), 'loan.json');
  writeFileSync(file, JSON.stringify(grid.content));
  const run = spawnSync(process.execPath, [join(ROOT, 'cli/bin.js'), 'test', file, '--reporter', 'json'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  expect(run.status, run.stderr).toBe(0);
  const report = JSON.parse(run.stdout) as { passed: number; failed: number; templates: { shadows: { name: string; status: string }[] }[] };
  expect(report).toMatchObject({ passed: 4, failed: 0 });
  expect(report.templates[0].shadows.find((shadow) => shadow.name === 'Ten years')?.status).toBe('passed');
});
