import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { logIn, menu } from './helpers.js';

const LOAN = readFileSync(join(resolve(import.meta.dirname, '../..'), 'fixtures/templates/loan-calculator.json'));

test('data presets: the empty list, creation opening the new preset, invalid JSON refused, save status, and a preset applied as a test shadow\'s input', async ({ page }) => {
  await logIn(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/data_presets$/);
  await expect(page.getByText("You don't have any data presets yet...")).toBeVisible();

  await page.getByRole('button', { name: 'New data preset' }).click();
  await page.waitForURL(/\/app\/settings\/data_presets\/[^/]+$/);
  const name = page.getByLabel('Name');
  await expect(name).toHaveValue('Untitled preset');
  await name.fill('Small loan');
  const input = page.getByLabel('Input (JSON)');
  await input.fill('{"principal": 50000,');
  await expect(page.getByRole('alert')).toContainText('Not valid JSON');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await input.fill('[1, 2]');
  await expect(page.getByRole('alert')).toContainText('The input must be a JSON object');
  await input.fill('{"principal": 50000, "rate": 0.05, "years": 5}');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved');
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Small loan');
  await expect(page.getByLabel('Input (JSON)')).toHaveValue(/"principal": 50000/);

  await page.getByRole('link', { name: '< Back to all' }).click();
  await expect(page.getByRole('list', { name: 'Data presets' }).getByRole('link', { name: 'Small loan' })).toBeVisible();

  // Applied as a test shadow's input in the template editor.
  const imported = await page.request.post('/api/import', { multipart: { file: { name: 'loan-calculator.json', mimeType: 'application/json', buffer: LOAN } } });
  const gridId = ((await imported.json()) as { grid: { id: string } }).grid.id;
  await page.goto(`/app/grids/${gridId}`);
  await menu(page, 'File', 'Edit inputs / outputs');
  const editor = page.getByRole('region', { name: 'Inputs / Outputs' });
  await editor.getByRole('button', { name: 'Add test shadow' }).click();
  await editor.getByRole('combobox', { name: 'Apply data preset' }).click();
  await page.getByRole('option', { name: 'Small loan' }).click();
  await expect(editor.getByLabel('Input (JSON)')).toHaveValue(/"principal": 50000/);
  await expect(editor.getByRole('table', { name: 'Outputs' }).getByRole('row', { name: /monthlyPayment/ })).toContainText('943.56');
});
