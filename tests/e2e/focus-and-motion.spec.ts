import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.js';
import { createTemplate, logIn, menu } from './helpers.js';

/** The focused element's ring: its outline's style, width and colour, and the name of what has focus. */
interface Ring {
  readonly name: string;
  /** Focus is on the canvas grid (its name follows the selection). */
  readonly grid: boolean;
  readonly style: string;
  readonly width: number;
  readonly color: string;
}

/** The ring of what has focus; `again` when a walk with Tab already met it (it marks what it meets). */
async function focusedRing(page: Page): Promise<Ring & { readonly again: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const again = element.hasAttribute('data-tab-walk');
    element.setAttribute('data-tab-walk', '');
    const style = getComputedStyle(element);
    const name = element === document.body ? 'BODY' : (element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName);
    return { name, grid: element.matches('.grid-host'), again, style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
  });
}

/** Presses Tab until focus leaves the page, comes round again, or reaches what `stop` names; the rings on the way. */
async function tabThrough(page: Page, stop: (ring: Ring) => boolean, most: number): Promise<Ring[]> {
  const rings: Ring[] = [];
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    const { again, ...ring } = await focusedRing(page);
    if (again || ring.name === 'BODY' || stop(ring)) break;
    rings.push(ring);
  }
  return rings;
}

const ACCENT = 'rgb(26, 115, 232)';
async function openSidebar(page: Page): Promise<void> {
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'View', exact: true }).click();
  await page.getByRole('menu', { name: 'View' }).getByRole('menuitemcheckbox', { name: 'Sidebar' }).click();
}
const rail = (page: Page): Locator => page.getByRole('navigation', { name: 'Sidebar sections' });

test('every control the keyboard reaches shows the one focus ring: the grids list, the editor\'s chrome, the sidebar and a dialog', async ({ page }) => {
  await logIn(page);
  // The grids list, from the top of the page round to the end.
  await page.locator('body').focus();
  const listRings = await tabThrough(page, () => false, 40);
  expect(listRings.length).toBeGreaterThan(5);
  for (const ring of listRings) expect(ring, ring.name).toMatchObject({ style: 'solid', width: 2, color: ACCENT });

  // The editor, from its top bar through the menus and the toolbar to the grid, whose ring is inside it.
  await createTemplate(page);
  await page.locator('body').focus();
  const editorRings = await tabThrough(page, (ring) => ring.grid, 80);
  expect(editorRings.map((ring) => ring.name)).toEqual(expect.arrayContaining(['Bold', 'Name box', 'Formula bar']));
  for (const ring of editorRings) expect(ring, ring.name).toMatchObject({ style: 'solid', width: 2, color: ACCENT });
  expect(await focusedRing(page)).toMatchObject({ grid: true, style: 'solid', width: 2, color: ACCENT });

  // The sidebar's rail and its resize handle.
  await openSidebar(page);
  await rail(page).getByRole('button', { name: 'Named Ranges' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await focusedRing(page)).toMatchObject({ name: 'Named Ranges', style: 'solid', width: 2, color: ACCENT });
  await page.getByRole('separator', { name: 'Resize sidebar' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await focusedRing(page)).toMatchObject({ name: 'Resize sidebar', style: 'solid', width: 2, color: ACCENT });

  // A dialog's field and buttons.
  await menu(page, 'Versioning', 'Rename Version');
  const dialog = page.getByRole('dialog', { name: 'Rename Version' });
  await expect(dialog.getByLabel('Version Name')).toBeFocused();
  const dialogRings = [await focusedRing(page), ...(await tabThrough(page, () => false, 4))];
  expect(dialogRings.map((ring) => ring.name)).toEqual(expect.arrayContaining(['Cancel', 'Rename']));
  for (const ring of dialogRings) expect(ring, ring.name).toMatchObject({ style: 'solid', width: 2, color: ACCENT });
  await page.keyboard.press('Escape');
});

test('reduced motion turns transitions and animations off', async ({ page }) => {
  await logIn(page);
  const button = page.getByRole('button', { name: 'New grid template' });
  const motion = () => button.evaluate((element) => ({ transition: getComputedStyle(element).transitionDuration, animation: getComputedStyle(element).animationName }));
  expect((await motion()).transition).toBe('0.12s, 0.12s, 0.12s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await motion()).toEqual({ transition: '0s', animation: 'none' });
  // The loading spinner stands still.
  const spins = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.className = 'spin';
    document.body.append(probe);
    const name = getComputedStyle(probe).animationName;
    probe.remove();
    return name;
  });
  expect(spins).toBe('none');
});

test('forced colors: the editor passes axe, focus rings and selected states stay visible', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await page.emulateMedia({ forcedColors: 'active' });
  await openSidebar(page);
  await expectNoSeriousViolations(page, 'editor in forced colors');

  // Keyboard focus on a toolbar button: an outline in a system colour, unlike the background behind it.
  const bold = page.getByRole('button', { name: 'Bold' });
  await bold.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const ring = await focusedRing(page);
  expect(ring).toMatchObject({ name: 'Bold', style: 'solid', width: 2 });
  const canvas = await bold.evaluate((element) => getComputedStyle(element.closest('.toolbar')!).backgroundColor);
  expect(ring.color).not.toBe(canvas);

  // A pressed toggle, the open sidebar section and the active sheet tab take the selection colours,
  // their icons and text the text colour on it; their neighbours keep the page's.
  await page.keyboard.press('Enter');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  const paint = (locator: Locator) => locator.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, color: getComputedStyle(element).color }));
  const pressed = await paint(bold);
  const unpressed = await paint(page.getByRole('button', { name: 'Italic' }));
  expect(pressed.background).not.toBe(unpressed.background);
  expect(pressed.color).not.toBe(pressed.background);
  const open = await paint(rail(page).getByRole('button', { name: 'Charts' }));
  const closed = await paint(rail(page).getByRole('button', { name: 'Named Ranges' }));
  expect(open.background).not.toBe(closed.background);
  expect(open).toEqual(pressed);
  expect(await paint(page.getByRole('tablist', { name: 'Sheet tabs' }).locator('.sheet-tab.active'))).toEqual(pressed);
});

test('at 200% zoom (640 by 400) the menus, a dialog and the sidebar stay reachable and nothing is cut off sideways', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await logIn(page);
  await createTemplate(page);
  const fitsSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fitsSideways()).toBe(true);

  // The File menu's last item is reachable (the menu scrolls within the window) and works.
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'File', exact: true }).click();
  const file = page.getByRole('menu', { name: 'File' });
  const last = file.getByRole('menuitem', { name: 'Exit' });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await page.keyboard.press('Escape');

  // A dialog's field and buttons are on screen and do what they say.
  await menu(page, 'Versioning', 'Rename Version');
  const dialog = page.getByRole('dialog', { name: 'Rename Version' });
  await dialog.getByLabel('Version Name').fill('Zoomed');
  const rename = dialog.getByRole('button', { name: 'Rename' });
  await expect(rename).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport();
  await rename.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Zoomed')).toBeVisible();

  // The sidebar: its panel fits the window, every section's button comes into view (the rail scrolls), and a
  // section opens from its button.
  await openSidebar(page);
  const panel = page.getByRole('region', { name: 'Charts' });
  await expect(panel).toBeInViewport();
  for (const button of await rail(page).getByRole('button').all()) {
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
  }
  await rail(page).getByRole('button', { name: 'Named Ranges' }).click();
  await expect(page.getByRole('region', { name: 'Named Ranges' })).toBeInViewport();
  expect(await fitsSideways()).toBe(true);
  await context.close();
});
