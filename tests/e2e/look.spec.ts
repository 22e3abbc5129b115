import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, menu, waitSaved, type Credentials } from './helpers.js';

/**
 * The look, compared with stored screenshots (tests/e2e/__screenshots__, a small tolerance) so it does
 * not regress silently. Each test signs in as a new user of a new account, so what the pages show does
 * not depend on what other tests made. Carets are hidden and animations stopped by Playwright.
 */
async function freshUser(page: Page): Promise<Credentials> {
  await logIn(page);
  const stamp = Date.now();
  const account = await page.request.post('/api/admin/accounts', { data: { name: `Look ${stamp}` } });
  const accountId = ((await account.json()) as { account: { id: number } }).account.id;
  const who = { email: `look-${stamp}@example.com`, password: 'look-password-1' };
  expect((await page.request.post(`/api/admin/accounts/${accountId}/users`, { data: who })).status()).toBe(201);
  await page.context().clearCookies();
  await logIn(page, who);
  return who;
}

const SHOT = { maxDiffPixelRatio: 0.02, animations: 'disabled', caret: 'hide' } as const;

test('the grids list (empty), the editor and a dialog look as stored', async ({ page }) => {
  await freshUser(page);
  await expect(page.getByText("You don't have any grids yet")).toBeVisible();
  await expect(page).toHaveScreenshot('look-grids-empty.png', SHOT);

  await page.getByRole('button', { name: 'New grid template' }).first().click();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  await waitSaved(page);
  // The mouse rests away from the toolbar, so no tooltip shows.
  await page.mouse.move(1200, 700);
  await expect(page).toHaveScreenshot('look-editor.png', SHOT);

  await menu(page, 'File', 'Rename');
  const dialog = page.getByRole('dialog', { name: 'Rename' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveScreenshot('look-rename-dialog.png', SHOT);
});

/** Pairs of elements whose boxes overlap (a shared edge is not an overlap). */
async function overlapping(items: readonly { name: string; locator: Locator }[]): Promise<string[]> {
  const boxes = await Promise.all(items.map(async (item) => ({ name: item.name, box: (await item.locator.boundingBox())! })));
  const found: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i].box;
      const b = boxes[j].box;
      const apart = a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5 || a.y + a.height <= b.y + 0.5 || b.y + b.height <= a.y + 0.5;
      if (!apart) found.push(`${boxes[i].name} / ${boxes[j].name}`);
    }
  }
  return found;
}

test('at 200% zoom nothing overlaps on the grids list and in the editor chrome', async ({ page }) => {
  // 200% browser zoom of a 1280 x 800 window: a 640 x 400 CSS viewport at twice the pixel density.
  await page.setViewportSize({ width: 640, height: 400 });
  await freshUser(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links = await nav.getByRole('link').all();
  const navItems = await Promise.all(links.map(async (link, i) => ({ name: `nav ${i} ${await link.textContent()}`, locator: link })));
  expect(
    await overlapping([
      ...navItems,
      { name: 'heading', locator: page.getByRole('heading', { name: 'Grid Templates' }) },
      { name: 'new grid', locator: page.getByRole('button', { name: 'New grid template' }).first() },
    ]),
  ).toEqual([]);

  await page.getByRole('button', { name: 'New grid template' }).first().click();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  const bar = page.getByRole('menubar', { name: 'Menu' });
  const menus = await bar.getByRole('menuitem').all();
  const toolbar = page.getByRole('toolbar', { name: 'Toolbar' });
  const tools = await toolbar.getByRole('button').all();
  expect(
    await overlapping([
      ...(await Promise.all(menus.map(async (item, i) => ({ name: `menu ${i} ${await item.textContent()}`, locator: item })))),
      ...(await Promise.all(tools.map(async (tool, i) => ({ name: `tool ${i} ${await tool.getAttribute('aria-label')}`, locator: tool })))),
      { name: 'formula bar', locator: page.getByRole('textbox', { name: 'Formula bar' }) },
      { name: 'grid', locator: page.getByRole('grid', { name: 'Sheet grid' }) },
    ]),
  ).toEqual([]);
});
