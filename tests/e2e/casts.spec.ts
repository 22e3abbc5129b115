import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { OVERFLOW_MESSAGES } from '../../plugins/casts/index.js';
import { id, labelled, SHEET, templateFile } from '../plugins/casts/book.js';
import { messagesOf, startCastParent, type CastParent } from './cast-parent.js';
import { ADMIN, logIn } from './helpers.js';

// Twelve rows of 20 px and three columns of 100 px: row 1 is a header, A2:C12 hold their addresses.
const template = templateFile({
  rows: 12, cols: 3,
  cells: {
    ...labelled(12, 3),
    A1: { value: 'Name', format: { bold: true, backgroundColor: '#ffeeaa' } },
    // Drawn in a branding font when the account has one by that name (the branding font test uploads it).
    B1: { value: 'Price', format: { fontFamily: 'Brand Serif' } },
    B2: { formula: '=INPUT("price")', data: { type: 'NUMBER', format: '#,##0.00' } },
    C2: { formula: '=IF(CASTING(), "cast", "editor")' },
    A3: { value: 'A3', note: 'Checked by finance' },
  },
  charts: { ch1: { id: 'ch1', name: 'Prices chart', type: 'bar', sheetId: SHEET, left: 320, top: 0, width: 400, height: 200, range: { sheetId: SHEET, fromCellId: id('A1'), toCellId: id('B3') } } },
  casts: {
    Chart: { name: 'Chart', sheetId: SHEET, castChart: true, chartId: 'ch1' },
    Table: { name: 'Table', sheetId: SHEET, castRange: true, fromCellId: id('A1'), toCellId: id('C12'), isDefault: true },
    Top: { name: 'Top', sheetId: SHEET, castRange: true, fromCellId: id('A1'), toCellId: id('B2') },
    Stale: { name: 'Stale', sheetId: 'gone0000' },
  },
});

let parent: CastParent;
test.beforeAll(async () => {
  parent = await startCastParent();
});
test.afterAll(() => parent.close());

/**
 * A template with the casts above and a shadow of it (price 1234.5); the shadow's token. Published, its
 * version is one the cast editor can read (it reads the shadow, which serves published versions).
 */
async function castShadow(page: Page, { published = false } = {}): Promise<string> {
  const grid = (await (await page.request.post('/api/grids', { data: { grid: { name: 'Casts' } } })).json()).grid;
  const saved = await page.request.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}`, { data: { gridVersion: template } });
  expect(saved.status()).toBe(200);
  if (published) expect((await page.request.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}/publish`)).ok()).toBe(true);
  const shadow = (await (await page.request.post(`/api/grids/${grid.id}/shadows`, { data: { shadow: { input: { price: 1234.5 } } } })).json()).shadow;
  return shadow.token as string;
}

const origin = (page: Page): string => new URL(page.url()).origin;
const frameOf = (page: Page) => page.frameLocator('iframe[title="Embedded cast"]');

test('a shadow\'s cast embedded in a parent page: cells as displayed, then dimensions and overflow pages with their urls', async ({ page }) => {
  await logIn(page);
  const token = await castShadow(page);
  await page.request.put(`/api/shadows/${token}/casts/table-sizing`, { data: { cast: { recommendedCast: 'Table', repeatHeaderRows: 1 } } });
  const castUrl = `${origin(page)}/app/shadows/${token}/cast?viewport=300x100&clientId=viewer-1`;
  await page.goto(parent.url(castUrl));

  const frame = frameOf(page);
  const table = frame.getByRole('table', { name: 'Main' });
  // The first cast a server computes starts its compute worker: seconds on a busy machine.
  // The repeated header row is read as column headers.
  await expect(table.getByRole('columnheader', { name: 'Name' })).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('cell', { name: '1,234.50' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'cast', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'A5' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'A6' })).toHaveCount(0);
  await expect(frame.getByRole('status')).toHaveText(OVERFLOW_MESSAGES.verticalWarning);

  await expect.poll(async () => (await messagesOf(page)).map((message) => message.type)).toEqual(['dimensions', 'overflow']);
  const [dimensions, overflow] = await messagesOf(page);
  expect(dimensions).toMatchObject({ clientId: 'viewer-1', dimensions: { width: 300 } });
  expect((dimensions.dimensions as { height: number }).height).toBeGreaterThanOrEqual(100);
  expect(overflow).toMatchObject({ clientId: 'viewer-1', overflowing: { vertical: 'warning', horizontal: null } });
  const pages = overflow.pages as { rowOffset: number; dimensions: { width: number; height: number }; url: string }[];
  expect(pages.map((p) => [p.rowOffset, p.dimensions.width, p.dimensions.height])).toEqual([[0, 300, 100], [5, 300, 100], [9, 300, 80]]);
  expect(new URL(pages[1].url).searchParams.get('rowOffset')).toBe('5');
  expect(new URL(pages[1].url).pathname).toBe(`/app/shadows/${token}/cast`);

  // The second page, from its url: the header row repeats above rows 6 to 9.
  await page.goto(parent.url(pages[1].url));
  const second = frameOf(page).getByRole('table', { name: 'Main' });
  await expect(second.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await expect(second.getByRole('cell', { name: 'A6' })).toBeVisible();
  await expect(second.getByRole('cell', { name: 'A9' })).toBeVisible();
  await expect(second.getByRole('cell', { name: 'A5' })).toHaveCount(0);
  await expect(second.getByRole('cell', { name: 'A10' })).toHaveCount(0);
});

test('castWorkflow: with enableCastWorkflow=true the viewer\'s Back and Next buttons post castWorkflow.back and castWorkflow.next', async ({ page }) => {
  await logIn(page);
  const token = await castShadow(page);
  await page.goto(parent.url(`${origin(page)}/app/shadows/${token}/cast?recommendedCast=Top&enableCastWorkflow=true&clientId=w`));
  const frame = frameOf(page);
  await expect(frame.getByRole('cell', { name: 'Name' })).toBeVisible();
  await expect.poll(async () => (await messagesOf(page)).map((message) => message.type)).toEqual(['dimensions']);
  await frame.getByRole('button', { name: 'Next' }).click();
  await frame.getByRole('button', { name: 'Back' }).click();
  await expect.poll(async () => (await messagesOf(page)).map((message) => message.type)).toEqual(['dimensions', 'castWorkflow.next', 'castWorkflow.back']);
  expect((await messagesOf(page))[1]).toEqual({ type: 'castWorkflow.next', clientId: 'w' });
});

test('without enableCastWorkflow there are no workflow buttons', async ({ page }) => {
  await logIn(page);
  const token = await castShadow(page);
  await page.goto(`/app/shadows/${token}/cast?recommendedCast=Top`);
  await expect(page.getByRole('cell', { name: 'Name' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
});

test('a selected cast at /app/casts/{castToken} shows its own range with its sizing', async ({ page }) => {
  await logIn(page);
  const token = await castShadow(page);
  const saved = await page.request.put(`/api/shadows/${token}/casts/mycast`, {
    data: { cast: { type: 'range', sheetId: SHEET, fromCellId: id('A2'), toCellId: id('C4'), columns: { c2: { hidden: true } } } },
  });
  expect(saved.status()).toBe(200);
  await page.goto('/app/casts/mycast');
  const table = page.getByRole('table', { name: 'Main' });
  await expect(table.getByRole('cell', { name: 'A2' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'C4' })).toBeVisible();
  await expect(table.getByRole('cell', { name: '1,234.50' })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'Name' })).toHaveCount(0);
  await expect(page.locator('#cast-root')).toHaveAttribute('data-cast-ready', 'true');
});

test('a cast below and right of a sheet\'s frozen row and column shows them above and left of it, on every page', async ({ page }) => {
  await logIn(page);
  const titled = templateFile({
    rows: 40, cols: 4, cells: labelled(40, 4),
    casts: { Titled: { name: 'Titled', sheetId: SHEET, castRange: true, fromCellId: id('B10'), toCellId: id('D40'), isDefault: true } },
  }) as { sheetsById: Record<string, Record<string, unknown>> };
  titled.sheetsById[SHEET].frozen = { rows: 1, columns: 1 };
  const grid = (await (await page.request.post('/api/grids', { data: { grid: { name: 'Titled' } } })).json()).grid;
  expect((await page.request.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}`, { data: { gridVersion: titled } })).status()).toBe(200);
  const token = (await (await page.request.post(`/api/grids/${grid.id}/shadows`, { data: { shadow: { input: {} } } })).json()).shadow.token as string;
  // The title row reads as column headers, the title column as row headers.
  const box = async (role: 'cell' | 'columnheader' | 'rowheader', name: string) => (await page.getByRole(role, { name, exact: true }).boundingBox())!;
  for (const [rowOffset, first] of [[0, 10], [4, 14]]) {
    await page.goto(`/app/shadows/${token}/cast?viewport=400x100&rowOffset=${rowOffset}`);
    await expect(page.getByRole('cell', { name: `B${first}`, exact: true })).toBeVisible();
    const [title, corner, body, side] = [await box('columnheader', 'B1'), await box('columnheader', 'A1'), await box('cell', `B${first}`), await box('rowheader', `A${first}`)];
    expect(title.y + title.height).toBeLessThanOrEqual(body.y);
    expect(title.x).toBe(body.x);
    expect(side.x + side.width).toBeLessThanOrEqual(body.x);
    expect(side.y).toBe(body.y);
    expect([corner.x, corner.y]).toEqual([side.x, title.y]);
    await expect(page.getByRole('cell', { name: 'B2', exact: true })).toHaveCount(0);
  }
});

test('embedded on another site with no session: a token the server made shows its cast and posts its messages; unknown or revoked tokens post castLoadError', async ({ page, browser }) => {
  await logIn(page);
  const token = await castShadow(page);
  const saved = await page.request.post(`/api/shadows/${token}/casts`, { data: { cast: { type: 'range', sheetId: SHEET, fromCellId: id('A1'), toCellId: id('B3') } } });
  expect(saved.status()).toBe(201);
  const castToken = ((await saved.json()) as { cast: { token: string } }).cast.token;
  // The parent is at 127.0.0.1 on its own port, the cast at localhost: another origin and another site.
  const castOrigin = origin(page).replace('127.0.0.1', 'localhost');
  const visitor = await browser.newContext();
  try {
    const parentPage = await visitor.newPage();
    await parentPage.goto(parent.url(`${castOrigin}/app/casts/${castToken}?clientId=embed-1`));
    const table = frameOf(parentPage).getByRole('table', { name: 'Main' });
    await expect(table.getByRole('cell', { name: 'Name' })).toBeVisible();
    await expect(table.getByRole('cell', { name: '1,234.50' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'C1' })).toHaveCount(0);
    await expect.poll(async () => (await messagesOf(parentPage)).map((message) => message.type)).toEqual(['dimensions']);
    expect((await messagesOf(parentPage))[0]).toMatchObject({ clientId: 'embed-1', dimensions: { width: 200 } });

    // Unknown, in the shape of a token the server makes.
    await parentPage.goto(parent.url(`${castOrigin}/app/casts/Zm9yZ290dGVuLXRva2VuMQ?clientId=embed-2`));
    await expect(frameOf(parentPage).getByRole('alert')).toHaveText(/not found/i);
    await expect.poll(() => messagesOf(parentPage)).toEqual([expect.objectContaining({ type: 'castLoadError', status: 404, clientId: 'embed-2' })]);

    expect((await page.request.delete(`/api/shadows/${token}/casts/${castToken}`)).status()).toBe(200);
    await parentPage.goto(parent.url(`${castOrigin}/app/casts/${castToken}?clientId=embed-3`));
    await expect.poll(() => messagesOf(parentPage)).toEqual([expect.objectContaining({ type: 'castLoadError', status: 404, clientId: 'embed-3' })]);
    await expect(frameOf(parentPage).getByRole('cell', { name: 'Name' })).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

test('forPdf: every page is drawn, one per printed page, and the root says when it is painted', async ({ page }) => {
  await logIn(page);
  const token = await castShadow(page);
  await page.goto(`/app/shadows/${token}/cast?viewport=300x100&forPdf=true`);
  await expect(page.locator('#cast-root')).toHaveAttribute('data-cast-ready', 'true');
  await expect(page.locator('section.cast-page')).toHaveCount(3);
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'A12' })).toBeVisible();
});

test('a cell\'s note shows in the cast on hover (a corner mark and the note as its title), and never when printing', async ({ page }) => {
  await logIn(page);
  const token = await castShadow(page);
  await page.goto(`/app/shadows/${token}/cast?viewport=300x100`);
  const noted = page.getByRole('cell', { name: 'A3' });
  await noted.hover();
  await expect(noted).toHaveAccessibleDescription('Checked by finance');
  await expect(noted).toHaveClass(/cast-cell-note/);
  await expect(page.getByRole('cell', { name: 'A4' })).not.toHaveAttribute('title');

  await page.goto(`/app/shadows/${token}/cast?viewport=300x100&forPdf=true`);
  await expect(page.locator('#cast-root')).toHaveAttribute('data-cast-ready', 'true');
  const printed = page.getByRole('cell', { name: 'A3' });
  await expect(printed).toBeVisible();
  await expect(printed).not.toHaveAttribute('title');
  await expect(printed).not.toHaveClass(/cast-cell-note/);
  await expect(page.getByText('Checked by finance')).toHaveCount(0);
});

test('bad input: unknown cast tokens, a viewport of text, a rowOffset past the end and a range on a deleted sheet each give a clear error and castLoadError', async ({ page }) => {
  await logIn(page);
  const token = await castShadow(page);
  const app = origin(page);
  const cases: [string, number, RegExp][] = [
    [`/app/casts/no-such-cast`, 404, /not found/i],
    [`/app/shadows/no-such-shadow/cast`, 404, /not found/i],
    [`/app/shadows/${token}/cast?viewport=wide`, 400, /WIDTHxHEIGHT/],
    [`/app/shadows/${token}/cast?rowOffset=40`, 400, /rowOffset 40 is outside the cast/],
    [`/app/shadows/${token}/cast?recommendedCast=Stale`, 404, /no longer exists/],
  ];
  for (const [path, status, text] of cases) {
    await page.goto(parent.url(`${app}${path}`));
    await expect(frameOf(page).getByRole('alert')).toHaveText(text);
    await expect.poll(() => messagesOf(page)).toEqual([expect.objectContaining({ type: 'castLoadError', status, clientId: null })]);
  }
  // A viewport of 0x0 is no viewport (SPEC section 2): one page, nothing overflows.
  await page.goto(parent.url(`${app}/app/shadows/${token}/cast?viewport=0x0`));
  await expect(frameOf(page).getByRole('cell', { name: 'A12' })).toBeVisible();
  await expect.poll(async () => (await messagesOf(page)).map((message) => message.type)).toEqual(['dimensions']);
});

test('the cast resizer: hide and show columns and rows (hidden ones faint), resize by drag and by keys, repeat header rows, reset; each change saved', async ({ page }) => {
  await logIn(page);
  const token = await castShadow(page);
  await page.request.put(`/api/shadows/${token}/casts/sized`, { data: { cast: { type: 'suggestion', recommendedCast: 'Table' } } });
  const stored = async () => (await (await page.request.get('/api/casts/sized')).json()).cast;

  await page.goto(`/app/shadows/${token}/casts/sized/resize`);
  await expect(page.getByRole('alert')).toContainText('The cast resizer needs a viewport');

  await page.goto(`/app/shadows/${token}/casts/sized/resize?viewport=250x100&paginationDisabled=true`);
  await expect(page.getByRole('alert')).toHaveText(`${OVERFLOW_MESSAGES.verticalError} ${OVERFLOW_MESSAGES.horizontal} ${OVERFLOW_MESSAGES.columnsHint}`);

  await page.getByRole('button', { name: 'Hide column C' }).click();
  await expect(page.getByRole('status', { name: 'Save status' })).toHaveText('All changes saved');
  await expect(page.getByRole('button', { name: 'Show column C' })).toBeVisible();
  await expect(page.locator('[data-cell-id="c3&r2"]')).toHaveCSS('opacity', '0.3');
  await expect(page.getByRole('alert')).toHaveText(OVERFLOW_MESSAGES.verticalError);
  expect((await stored()).columns).toEqual({ c3: { hidden: true } });

  await page.getByRole('button', { name: 'Hide row 3' }).click();
  await expect(page.getByRole('button', { name: 'Show row 3' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Save status' })).toHaveText('All changes saved');

  const handle = page.getByRole('separator', { name: 'Resize column B' });
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 25, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', '125');
  await page.getByRole('separator', { name: 'Resize column A' }).focus();
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(page.getByRole('separator', { name: 'Resize column A' })).toHaveAttribute('aria-valuenow', '90');
  await expect(page.getByRole('status', { name: 'Save status' })).toHaveText('All changes saved');

  await page.getByRole('combobox', { name: 'Repeat header rows' }).click();
  await page.getByRole('option', { name: '2' }).click();
  await expect(page.getByRole('combobox', { name: 'Repeat header rows' })).toHaveText('2');
  await expect(page.getByRole('status', { name: 'Save status' })).toHaveText('All changes saved');
  expect(await stored()).toMatchObject({ recommendedCast: 'Table', repeatHeaderRows: 2, columns: { c1: { width: 90 }, c2: { width: 125 }, c3: { hidden: true } }, rows: { r3: { hidden: true } } });

  // The viewer shows the cast as resized: no column C, no row 3.
  await page.goto('/app/casts/sized');
  // Rows 1 and 2 repeat on every page: they read as column headers.
  await expect(page.getByRole('columnheader', { name: 'A2' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'C2' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'A3' })).toHaveCount(0);

  await page.goto(`/app/shadows/${token}/casts/sized/resize?viewport=250x100`);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('status', { name: 'Save status' })).toHaveText('All changes saved');
  await expect(page.getByRole('button', { name: 'Hide column C' })).toBeVisible();
  expect(await stored()).toEqual({ type: 'suggestion', recommendedCast: 'Table' });
  // With pagination, a tall cast is split (the warning, not the vertical error); column C is back, too wide.
  await expect(page.getByRole('alert')).toHaveText(`${OVERFLOW_MESSAGES.verticalWarning} ${OVERFLOW_MESSAGES.horizontal} ${OVERFLOW_MESSAGES.columnsHint}`);
});

test('the cast editor: a sheet, a range (checked as typed) or a suggested cast, saved and previewed as the viewer draws it; a link to the resizer', async ({ page }) => {
  await logIn(page);
  const token = await castShadow(page, { published: true });

  await page.goto(`/app/shadows/${token}/casts/newcast/edit?viewport=300x100`);
  await expect(page.getByRole('heading', { name: 'Cast editor' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Sheet' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status', { name: 'Save status' })).toHaveText('Saved');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('cell', { name: 'Name' })).toBeVisible();

  await page.getByRole('radio', { name: 'Range' }).click();
  await page.getByRole('textbox', { name: 'Range' }).fill('Z9');
  await expect(page.getByRole('alert')).toHaveText("Range doesn't exist");
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Range' }).fill('B2:C3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(preview.getByRole('cell', { name: '1,234.50' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'C3' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'Name' })).toHaveCount(0);
  expect((await (await page.request.get('/api/casts/newcast')).json()).cast).toMatchObject({ type: 'range', sheetId: SHEET, fromCellId: id('B2'), toCellId: id('C3') });

  await page.getByRole('radio', { name: 'Suggested cast' }).click();
  await page.getByRole('combobox', { name: 'Suggested cast' }).click();
  await page.getByRole('option', { name: 'Top' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(preview.getByRole('cell', { name: 'Name' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'C3' })).toHaveCount(0);

  // Reopened, it shows the stored choice; Resize goes to the resizer with the viewport.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Suggested cast' })).toBeChecked();
  await page.getByRole('link', { name: 'Resize' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/shadows/${token}/casts/newcast/resize\\?viewport=300x100$`));
  await expect(page.getByRole('button', { name: 'Hide column A' })).toBeVisible();

  await page.goto('/app/shadows/no-such-shadow/casts/x/edit');
  await expect(page.getByRole('alert')).toContainText(/not found/i);
});

test('the cast editor shows the template read-only in the editor\'s grid: a range chosen by dragging is previewed live, saved, and the viewer shows it; a chart by clicking it', async ({ page }) => {
  await logIn(page);
  const token = await castShadow(page, { published: true });
  await page.goto(`/app/shadows/${token}/casts/dragged/edit`);
  const grid = page.getByRole('region', { name: 'Template sheet' }).getByRole('grid', { name: 'Sheet grid' });
  await expect(grid).toBeVisible();
  const box = (await grid.boundingBox())!;
  // Headers 46 x 24; this sheet's columns are 100 px and its rows 20 px.
  const at = (col: number, row: number) => ({ x: box.x + 46 + col * 100 + 50, y: box.y + 24 + row * 20 + 10 });
  await page.mouse.move(at(1, 1).x, at(1, 1).y);
  await page.mouse.down();
  await page.mouse.move(at(2, 2).x, at(2, 2).y, { steps: 4 });
  await page.mouse.move(at(2, 3).x, at(2, 3).y, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByRole('radio', { name: 'Range' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Range' })).toHaveValue('B2:C4');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('cell', { name: '1,234.50' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'C4' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'Name' })).toHaveCount(0);
  // Read-only: no menu on the grid, and nothing was saved before Save.
  await grid.click({ button: 'right', position: { x: 46 + 50, y: 24 + 10 } });
  await expect(page.getByRole('menu')).toHaveCount(0);
  expect((await page.request.get('/api/casts/dragged')).status()).toBe(404);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status', { name: 'Save status' })).toHaveText('Saved');
  expect((await (await page.request.get('/api/casts/dragged')).json()).cast).toMatchObject({ type: 'range', sheetId: SHEET, fromCellId: id('B2'), toCellId: id('C4') });
  await page.goto('/app/casts/dragged');
  const table = page.getByRole('table', { name: 'Main' });
  await expect(table.getByRole('cell', { name: 'C4' })).toBeVisible();
  await expect(table.getByRole('cell', { name: '1,234.50' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'A2' })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'C5' })).toHaveCount(0);

  await page.goto(`/app/shadows/${token}/casts/dragged/edit`);
  await expect(page.getByRole('textbox', { name: 'Range' })).toHaveValue('B2:C4');
  await page.getByRole('button', { name: 'Chart Prices chart' }).click();
  await expect(page.getByRole('radio', { name: 'Chart' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Chart Prices chart' })).toHaveAttribute('aria-pressed', 'true');
  await expect(preview.getByRole('figure', { name: 'Prices chart' }).locator('svg')).toBeVisible();
});

test('a branding font is drawn in a cast: the cell\'s computed font family is the uploaded font, and the font is loaded', async ({ browser, baseURL }) => {
  // An account of its own, so its branding font does not show up in other tests' accounts.
  const admin = await browser.newContext({ baseURL });
  await admin.request.post('/api/session', { data: ADMIN });
  const account = (await (await admin.request.post('/api/admin/accounts', { data: { name: 'Font casts' } })).json()).account;
  const member = { email: `fonts-${Date.now()}@example.com`, password: 'member-password-1' };
  expect((await admin.request.post(`/api/admin/accounts/${account.id}/users`, { data: member })).ok()).toBe(true);
  await admin.close();
  const owner = await browser.newContext({ baseURL });
  const visitor = await browser.newContext();
  try {
    const page = await owner.newPage();
    expect((await page.request.post('/api/session', { data: member })).ok()).toBe(true);
    // A real TrueType font (Debian's Liberation, which Chromium's package brings) under a name no system font has.
    const buffer = readFileSync('/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf');
    const uploaded = await page.request.post('/api/accounts/current/fonts', { multipart: { name: 'Brand Serif', style: 'regular', file: { name: 'BrandSerif.ttf', mimeType: 'font/ttf', buffer } } });
    expect(uploaded.status()).toBe(201);
    const token = await castShadow(page);
    const created = await page.request.post(`/api/shadows/${token}/casts`, { data: { cast: { type: 'range', sheetId: SHEET, fromCellId: id('A1'), toCellId: id('B2') } } });
    expect(created.ok()).toBe(true);
    const castToken = ((await created.json()) as { cast: { token: string } }).cast.token;

    // Signed in, through the shadow's viewer, and without a session, through the cast token's.
    for (const [viewer, url] of [[page, `/app/shadows/${token}/cast?recommendedCast=Top`], [await visitor.newPage(), `${baseURL}/app/casts/${castToken}`]] as const) {
      await viewer.goto(url);
      await expect(viewer.locator('#cast-root')).toHaveAttribute('data-cast-ready', 'true');
      const text = viewer.getByRole('cell', { name: 'Price' }).locator('.cast-text');
      expect(await text.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Brand Serif"/);
      expect(await viewer.evaluate(() => document.fonts.check('16px "Brand Serif"'))).toBe(true);
      expect(await viewer.evaluate(() => [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Brand Serif').map((face) => face.status))).toEqual(['loaded']);
    }
  } finally {
    await owner.close();
    await visitor.close();
  }
});

test('a cast reads as a table to a screen reader: caption, rows, header cells; a chart as an image described, with its values as a table', async ({ page }) => {
  await logIn(page);
  const token = await castShadow(page);
  await page.goto(`/app/shadows/${token}/cast?recommendedCast=Top`);
  await expect(page.locator('#cast-root')).toHaveAttribute('data-cast-ready', 'true', { timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Main, A1:B2' })).toMatchAriaSnapshot(`
    - table "Main, A1:B2":
      - row:
        - cell "Name"
        - cell "Price"
      - row:
        - cell "A2"
        - cell "1,234.50"
  `);

  await page.goto(`/app/shadows/${token}/cast?recommendedCast=Chart`);
  const figure = page.getByRole('figure', { name: 'Prices chart' });
  await expect(figure.getByRole('img', { name: "Bar chart 'Prices chart', 1 series: Price (B2:B3), categories A2:A3", exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(figure.getByRole('table', { name: "Data of bar chart 'Prices chart'" })).toMatchAriaSnapshot(`
    - table:
      - rowgroup:
        - row:
          - columnheader "Category"
          - columnheader "Price"
      - rowgroup:
        - row:
          - rowheader "A2"
          - cell "1,234.50"
        - row:
          - rowheader "A3"
          - cell
  `);
});

test('a chart cast is the chart\'s SVG at its size; too tall for the viewport it cannot be split: the vertical error', async ({ page }) => {
  await logIn(page);
  const token = await castShadow(page);
  await page.goto(parent.url(`${origin(page)}/app/shadows/${token}/cast?recommendedCast=Chart&viewport=500x150`));
  const chart = frameOf(page).getByRole('figure', { name: 'Prices chart' });
  await expect(chart.locator('svg')).toBeVisible();
  await expect(frameOf(page).getByRole('alert')).toHaveText(OVERFLOW_MESSAGES.verticalError);
  await expect.poll(async () => (await messagesOf(page)).map((message) => message.type)).toEqual(['dimensions', 'overflow']);
  const [, overflow] = await messagesOf(page);
  expect(overflow).toMatchObject({ overflowing: { vertical: 'error', horizontal: null }, pages: [{ rowOffset: 0, dimensions: { width: 400, height: 200 } }] });
});
