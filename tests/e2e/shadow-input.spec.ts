import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { INPUT_MESSAGES } from '../../plugins/input-form/messages.js';
import { createTemplate, logIn, menu, typeAt, valueAt, waitSaved } from './helpers.js';

const INVOICE = readFileSync(new URL('../../fixtures/templates/invoice.json', import.meta.url));

/** Makes a grid from the template's configure page (File > Configure > New Grid) and opens it with Edit; answers its token. */
async function newGridFromConfigure(page: Page, name: string, startingInput?: string): Promise<string> {
  await menu(page, 'File', 'Configure');
  await page.getByRole('button', { name: 'New Grid' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Grid' });
  await dialog.getByLabel('Name').fill(name);
  if (startingInput) {
    await dialog.getByRole('combobox', { name: 'Starting input' }).click();
    await page.getByRole('option', { name: startingInput }).click();
  }
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menu', { name: `Actions for ${name}` }).getByRole('menuitem', { name: 'Edit' }).click();
  await page.waitForURL(/\/app\/shadows\/[^/?]+$/);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The text pdftotext reads from a PDF. */
function pdfText(pdf: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'gridcast-input-pdf-'));
  try {
    writeFileSync(join(folder, 'cast.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(folder, 'cast.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

test('an end user fills in a new grid\'s Input panel and saves: the grid, its cast and its PDF show the results', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await typeAt(page, 'A1', 'Price');
  await typeAt(page, 'B1', '=INPUT("price")');
  await typeAt(page, 'A2', 'Quantity');
  await typeAt(page, 'B2', '=INPUT("quantity")');
  await typeAt(page, 'A3', 'Total');
  await typeAt(page, 'B3', '=SQRT(B1*B2-1)');
  await waitSaved(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  const token = await newGridFromConfigure(page, 'Order 1');
  // Given no input, the grid computes an error, and opens on its Input section.
  expect(await valueAt(page, 'B3')).toMatchObject({ code: '#NUM!' });
  const panel = page.getByRole('region', { name: 'Input' });
  await expect(panel).toBeVisible();
  await panel.getByRole('textbox', { name: 'price' }).fill('12.5');
  await panel.getByRole('textbox', { name: 'quantity' }).fill('4');
  // Nothing is applied before Save: the grid is unchanged, and unsaved.
  expect(await valueAt(page, 'B3')).toMatchObject({ code: '#NUM!' });
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();

  await panel.getByRole('button', { name: 'Save input' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  expect(await valueAt(page, 'B3')).toBe(7);
  expect(await valueAt(page, 'B1')).toBe(12.5);

  // The grid keeps it: after a reload, and in its cast and PDF, which the server computes.
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  expect(await valueAt(page, 'B3')).toBe(7);
  await page.goto(`/app/shadows/${token}/cast`);
  await expect(page.getByRole('cell', { name: '12.5' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '7', exact: true })).toBeVisible();
  const pdf = await page.request.get(`/api/shadows/${token}/cast/pdf?viewport=600x400`);
  expect(pdf.status()).toBe(200);
  const text = pdfText(await pdf.body());
  expect(text).toMatch(/Price\s+12\.5/);
  expect(text).toMatch(/Total\s+7\b/);
  expect(text).not.toContain('#NUM!');
});

test('the Input panel follows the template\'s input: groups, rows of items, typed fields checked as typed, and data presets', async ({ page }) => {
  await logIn(page);
  const imported = await page.request.post('/api/import', { multipart: { file: { name: 'invoice.json', mimeType: 'application/json', buffer: INVOICE } } });
  const { grid } = (await imported.json()) as { grid: { id: string; gridVersion: { id: string } } };
  expect((await page.request.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}/publish`)).ok()).toBe(true);
  const preset = { name: 'Stationery order', input: { invoiceNumber: 'INV-9', taxRate: 0, items: [{ name: 'Pens', qty: 4, price: 2.5 }] } };
  expect((await page.request.post('/api/datapresets', { data: { dataPreset: preset } })).ok()).toBe(true);
  await page.goto(`/app/grids/${grid.id}`);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();

  // The New Grid dialog starts the grid with the template's first test shadow's input: it opens computed.
  await newGridFromConfigure(page, 'Acme invoice', 'Test shadow: Three items with 8% tax');
  expect(await valueAt(page, 'G3')).toBe(250.53);
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'View', exact: true }).click();
  await page.getByRole('menu', { name: 'View' }).getByRole('menuitemcheckbox', { name: 'Sidebar' }).click();
  await page.getByRole('navigation', { name: 'Sidebar sections' }).getByRole('button', { name: 'Input' }).click();
  const panel = page.getByRole('region', { name: 'Input' });
  await expect(panel.getByRole('group', { name: 'customer' }).getByRole('textbox', { name: 'name' })).toHaveValue('Acme Ltd');
  await expect(panel.getByRole('textbox', { name: 'taxRate' })).toHaveValue('0.08');
  const items = panel.getByRole('group', { name: 'items' });
  await expect(items.getByRole('textbox', { name: 'qty, row 1' })).toHaveValue('3');
  await expect(items.getByRole('textbox', { name: 'name, row 3' })).toHaveValue('Cable');

  // Checked as typed: a quantity that is not a number is refused until it is one.
  const save = panel.getByRole('button', { name: 'Save input' });
  await items.getByRole('textbox', { name: 'qty, row 2' }).fill('two');
  await expect(items.getByText(INPUT_MESSAGES.number)).toBeVisible();
  await expect(items.getByRole('textbox', { name: 'qty, row 2' })).toHaveAttribute('aria-invalid', 'true');
  await expect(save).toBeDisabled();
  await items.getByRole('textbox', { name: 'qty, row 2' }).fill('2');
  await expect(items.getByText(INPUT_MESSAGES.number)).toHaveCount(0);
  await panel.getByRole('textbox', { name: 'taxRate' }).fill('10%');
  await items.getByRole('button', { name: 'Remove row 3' }).click();
  await items.getByRole('button', { name: 'Add row' }).click();
  await items.getByRole('textbox', { name: 'name, row 3' }).fill('Pens');
  await items.getByRole('textbox', { name: 'qty, row 3' }).fill('2');
  await items.getByRole('textbox', { name: 'price, row 3' }).fill('1.5');
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  // 3 x 19.99 + 2 x 149.5 + 2 x 1.5 = 361.97; tax 10% = 36.20; total 398.17.
  expect(await valueAt(page, 'G1')).toBe(361.97);
  expect(await valueAt(page, 'G3')).toBe(398.17);
  expect(await valueAt(page, 'A8')).toBe('Pens');

  // A data preset fills the form in; Save applies it.
  await panel.getByRole('combobox', { name: 'Apply data preset' }).click();
  await page.getByRole('option', { name: 'Stationery order' }).click();
  await expect(panel.getByRole('textbox', { name: 'invoiceNumber' })).toHaveValue('INV-9');
  await expect(items.getByRole('textbox', { name: 'name, row 2' })).toHaveCount(0);
  expect(await valueAt(page, 'G3')).toBe(398.17);
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  expect(await valueAt(page, 'G3')).toBe(10);
  expect(await valueAt(page, 'B1')).toBe('INV-9');
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  expect(await valueAt(page, 'G3')).toBe(10);
});
