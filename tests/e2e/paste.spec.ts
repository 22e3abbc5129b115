import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTemplate, logIn, valueAt } from './helpers.js';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Puts data on the system clipboard as another program would: each entry is one format. */
async function putOnClipboard(page: Page, formats: Record<string, string>): Promise<void> {
  await page.evaluate(async (entries) => {
    const blobs = Object.fromEntries(Object.entries(entries).map(([type, data]) => [type, new Blob([data], { type })]));
    await navigator.clipboard.write([new ClipboardItem(blobs)]);
  }, formats);
}

/** Selects a cell through the name box (far cells need no scrolling) and gives the grid focus. */
async function goTo(page: Page, address: string): Promise<void> {
  await page.getByLabel('Name box').fill(address);
  await page.getByLabel('Name box').press('Enter');
  await page.locator('.grid-host').focus();
}

async function sheetSize(page: Page): Promise<{ rows: number; cols: number }> {
  return page.evaluate(() => {
    const session = window.__gridcast!.session;
    const sheet = session.workbook.sheetsById[session.view.activeSheetId];
    return { rows: sheet.rowIds.length, cols: sheet.columnIds.length };
  });
}

test('paste from other programs: tab-separated text and HTML tables, growing the sheet; huge and binary pastes refused', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);

  // Tab-separated text as spreadsheets copy it (CRLF, a quoted cell with a line break, a trailing newline).
  await putOnClipboard(page, { 'text/plain': 'Item\tPrice\r\nTea\t2.5\r\n"Cake\nwith ""cream"""\t$4\r\n' });
  await clickCell(page, 'B2');
  await page.keyboard.press('Control+v');
  await expect.poll(() => valueAt(page, 'C4')).toBe(4);
  expect(await valueAt(page, 'B2')).toBe('Item');
  expect(await valueAt(page, 'C3')).toBe(2.5);
  expect(await valueAt(page, 'B4')).toBe('Cake\nwith "cream"');
  await expect(page.getByLabel('Name box')).toHaveValue('B2:C4');
  // One undo step takes the whole paste back.
  await page.keyboard.press('Control+z');
  expect(await valueAt(page, 'B2')).toBeNull();
  expect(await valueAt(page, 'C4')).toBeNull();

  // An HTML table (as from a web page or a word processor) wins over its plain-text twin; scripts are text.
  // Merged cells (rowspan, colspan) keep the grid's shape; markup whitespace collapses, <br> breaks lines.
  const table = [
    '<meta charset="utf-8"><style>td{color:red}</style><table><tbody>',
    '<tr><th>Name</th><th>Qty</th></tr><tr><td>Pens <b>blue</b></td><td>12</td></tr>',
    '<tr><td rowspan="2">Ink\n    <br>black</td><td colspan="2">&nbsp;5&nbsp;</td><td>end</td></tr><tr><td>7</td></tr>',
    '</tbody></table>',
  ].join('');
  await putOnClipboard(page, { 'text/plain': 'Name Qty Pens blue 12', 'text/html': table });
  await clickCell(page, 'A1');
  await page.keyboard.press('Control+v');
  await expect.poll(() => valueAt(page, 'A2')).toBe('Pens blue');
  expect(await valueAt(page, 'B1')).toBe('Qty');
  expect(await valueAt(page, 'B2')).toBe(12);
  expect(await valueAt(page, 'A3')).toBe('Ink\nblack');
  expect(await valueAt(page, 'B3')).toBe(5);
  expect(await valueAt(page, 'D3')).toBe('end');
  expect(await valueAt(page, 'A4')).toBeNull();
  expect(await valueAt(page, 'B4')).toBe(7);

  // A paste running past the last row and column adds what it needs (a new sheet is 100 x 26).
  expect(await sheetSize(page)).toEqual({ rows: 100, cols: 26 });
  await putOnClipboard(page, { 'text/plain': 'x1\tx2\tx3\ny1\ty2\ty3\nz1\tz2\tz3' });
  await goTo(page, 'Y99');
  await page.keyboard.press('Control+v');
  await expect.poll(() => sheetSize(page)).toEqual({ rows: 101, cols: 27 });
  expect(await valueAt(page, 'Y99')).toBe('x1');
  expect(await valueAt(page, 'AA101')).toBe('z3');

  // A million cells is refused with a message, and nothing changes.
  const row = Array.from({ length: 1000 }, () => '1').join('\t');
  await putOnClipboard(page, { 'text/plain': Array.from({ length: 1000 }, () => row).join('\n') });
  await goTo(page, 'D10');
  await page.keyboard.press('Control+v');
  const alert = page.getByRole('alertdialog', { name: 'Problem encountered' });
  await expect(alert).toContainText('That paste has more than 100,000 cells. Paste a smaller range.');
  // Alert keyboard rules: Ok has focus, Escape closes, and the grid has focus again.
  await expect(alert.getByRole('button', { name: 'Ok' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
  await expect(page.locator('.grid-host')).toBeFocused();
  expect(await valueAt(page, 'D10')).toBeNull();
  expect(await sheetSize(page)).toEqual({ rows: 101, cols: 27 });

  // So is a small table whose spans would make 200,000 cells.
  const wide = `<table>${'<tr><td colspan="1000">x</td></tr>'.repeat(200)}</table>`;
  await putOnClipboard(page, { 'text/plain': 'x', 'text/html': wide });
  await page.keyboard.press('Control+v');
  await expect(alert).toContainText('That paste has more than 100,000 cells.');
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  expect(await valueAt(page, 'D10')).toBeNull();

  // Binary data (an image) is refused too and leaves the cell as it was.
  await goTo(page, 'A1');
  await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4, 4);
    canvas.getContext('2d')!.fillRect(0, 0, 4, 4);
    const png = await canvas.convertToBlob({ type: 'image/png' });
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
  });
  await page.keyboard.press('Control+v');
  await expect(alert).toContainText('The clipboard holds data that is not text or a table');
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  expect(await valueAt(page, 'A1')).toBe('Name');
});
