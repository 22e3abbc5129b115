import { expect, test, type Page } from '@playwright/test';
import { startCastParent, type CastParent } from './cast-parent.js';
import { logIn, valueAt } from './helpers.js';

/** Records every content-security-policy violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

/** A template whose A1 calls a user function (evaluated in the browser's sandbox worker, QuickJS in WebAssembly). */
const TEMPLATE = JSON.stringify({
  format: 'gridcast/1', name: 'Under the CSP', sheetIds: ['sheet001'],
  sheetsById: {
    sheet001: {
      id: 'sheet001', name: 'Sheet1', rowIds: ['r1'], rowsById: { r1: { id: 'r1', height: 21 } },
      columnIds: ['c1'], columnsById: { c1: { id: 'c1', width: 100 } }, cellsById: { 'c1&r1': { formula: '=DOUBLE(21)' } },
    },
  },
  userFunctions: [{ name: 'DOUBLE', text: 'function DOUBLE(x) { return x * 2; }' }],
});

let parent: CastParent;
test.beforeAll(async () => {
  parent = await startCastParent();
});
test.afterAll(() => parent.close());

test('the app runs under its content security policy: the editor, a user function, the API docs and the account page report no violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await logIn(page);
  const imported = await page.request.post('/api/import', { multipart: { file: { name: 'csp.json', mimeType: 'application/json', buffer: Buffer.from(TEMPLATE) } } });
  const { grid } = (await imported.json()) as { grid: { id: string } };
  await page.goto(`/app/grids/${grid.id}?userFunctions=1`);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  await expect.poll(() => valueAt(page, 'A1')).toBe(42);
  expect(await violations()).toEqual([]);

  await page.goto('/app/api');
  // Swagger UI's bundle is large and parsed on first use: a loaded machine takes a while.
  await expect(page.locator('.swagger-ui').getByRole('heading', { name: 'Gridcast API' })).toBeVisible({ timeout: 30_000 });
  expect(await violations()).toEqual([]);

  await page.goto('/app/account');
  await expect(page.getByRole('heading', { name: 'Account' }).first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('another site cannot frame the app', async ({ page }) => {
  await logIn(page);
  // The parent is at 127.0.0.1 on its own port: another origin.
  await page.goto(parent.url(`${new URL(page.url()).origin}/app/grids`));
  await expect(page.getByRole('heading', { name: 'Parent page' })).toBeVisible();
  // Chromium puts its own error page in place of a refused frame; an allowed one would show the grids.
  const child = () => page.frames().find((frame) => frame !== page.mainFrame())?.url() ?? '';
  await expect.poll(child).toMatch(/^chrome-error:|\/app\/grids/);
  expect(child()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe[title="Embedded cast"]').getByRole('heading', { name: 'Grid Templates' })).toHaveCount(0);
});
