import { expect, type Browser, type Page } from '@playwright/test';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** The admin the e2e server was started with. */
export const ADMIN: Credentials = { email: 'admin@example.com', password: 'e2e-password' };

/** Logs in (as the admin unless told otherwise) and waits for the grids list. */
export async function logIn(page: Page, who: Credentials = ADMIN): Promise<void> {
  await page.goto('/app');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Grid Templates' })).toBeVisible();
}

/** Creates a template from the list and waits for the editor. */
export async function createTemplate(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New grid template' }).click();
  await page.waitForURL(/\/app\/grids\/[^/?]+$/);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
}

/** A cell's computed value, read from the page's formula engine (the test hook under automation). */
export async function valueAt(page: Page, address: string, sheetName?: string): Promise<unknown> {
  return page.evaluate(
    ([a1, name]) => {
      const session = window.__gridcast!.session;
      const workbook = session.workbook;
      const sheetId = name ? workbook.sheetIds.find((id) => workbook.sheetsById[id].name === name)! : session.view.activeSheetId;
      const match = /^([A-Z]+)(\d+)$/.exec(a1)!;
      const col = [...match[1]].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
      return session.engine.getValue(sheetId, Number(match[2]) - 1, col);
    },
    [address, sheetName] as const,
  );
}

/** The centre of a cell on the canvas, at zoom 1 with default sizes (headers 46 x 24, cells 100 x 21). */
export async function cellPoint(page: Page, address: string): Promise<{ x: number; y: number }> {
  // After a version change the editor loads again: wait for its grid rather than read a box that is gone.
  const grid = page.getByRole('grid', { name: 'Sheet grid' });
  await grid.waitFor();
  const box = (await grid.boundingBox())!;
  const match = /^([A-Z])(\d+)$/.exec(address)!;
  const col = match[1].charCodeAt(0) - 65;
  const row = Number(match[2]) - 1;
  return { x: box.x + 46 + col * 100 + 50, y: box.y + 24 + row * 21 + 10 };
}

export async function clickCell(page: Page, address: string, options: { shift?: boolean; button?: 'left' | 'right' } = {}): Promise<void> {
  const { x, y } = await cellPoint(page, address);
  if (options.shift) await page.keyboard.down('Shift');
  await page.mouse.click(x, y, { button: options.button ?? 'left' });
  if (options.shift) await page.keyboard.up('Shift');
}

export async function waitSaved(page: Page): Promise<void> {
  await expect(page.getByRole('status')).toHaveText('All changes saved', { timeout: 10_000 });
}

/** Opens a top menu and runs one of its items. */
export async function menu(page: Page, name: string, item: string): Promise<void> {
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name, exact: true }).click();
  await page.getByRole('menu', { name }).getByRole('menuitem', { name: item }).first().click();
}

/** The colour the canvas shows inside a cell, away from its (right-aligned) number, as #rrggbb. */
export async function fillAt(page: Page, address: string): Promise<string> {
  const { x, y } = await cellPoint(page, address);
  return pixelAt(page, x - 40, y);
}

/** The canvas's colour at a point of the page, as #rrggbb. */
export async function pixelAt(page: Page, x: number, y: number): Promise<string> {
  return page.evaluate(
    ([px, py]) => {
      const canvas = document.querySelector('.grid-host canvas') as HTMLCanvasElement;
      const box = canvas.getBoundingClientRect();
      const ratio = canvas.width / box.width;
      const [r, g, b] = canvas.getContext('2d')!.getImageData(Math.round((px - box.left) * ratio), Math.round((py - box.top) * ratio), 1, 1).data;
      return `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
    },
    [x, y] as const,
  );
}

/** Types `text` into the cell at `address` and commits it with Enter. */
export async function typeAt(page: Page, address: string, text: string): Promise<void> {
  await clickCell(page, address);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** Another person's tab on the page at `url`: a browser context of its own, signed in (as the admin). */
export async function otherTab(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await logIn(page);
  await page.goto(url);
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  return page;
}
