import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTemplate, logIn } from './helpers.js';

/** The grid host: focused while the keys move the active cell; its aria-activedescendant names that cell. */
const host = (page: Page) => page.locator('.grid-host');
/** The grid's polite live region, read in the accessibility tree under the grid host. */
const announced = (page: Page) => host(page).locator('[aria-live="polite"]');

/**
 * The accessibility tree, as Chromium gives it to a screen reader (CDP): the name of the node the
 * focused element's aria-activedescendant points at, i.e. what a screen reader says for the active cell.
 */
async function activeDescendantName(page: Page): Promise<string | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const focused = nodes.find((node) => !node.ignored && node.properties?.some((p) => p.name === 'focused' && p.value.value === true) && node.role?.value !== 'RootWebArea');
    const related = focused?.properties?.find((p) => p.name === 'activedescendant')?.value.relatedNodes?.[0];
    const target = nodes.find((node) => node.backendDOMNodeId === related?.backendDOMNodeId);
    return target ? `${String(target.role?.value)} "${String(target.name?.value)}"` : undefined;
  } finally {
    await cdp.detach();
  }
}

async function typeDown(page: Page, start: string, entries: readonly string[]): Promise<void> {
  await clickCell(page, start);
  for (const entry of entries) {
    // Enter on an empty entry would start an edit: an arrow steps over the cell.
    if (entry === '') await page.keyboard.press('ArrowDown');
    else {
      await page.keyboard.type(entry);
      await page.keyboard.press('Enter');
    }
  }
}

test('a screen reader hears the active cell\'s address, value and formula, the headers, ranges and edit mode as the keys move', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  // A loan of 120,000 over 10 years at no interest: 1,000 a month.
  await typeDown(page, 'B1', ['120000', '0', '10', '', '=PMT(B2/12,B3*12,-B1)', '=1/0']);
  await expect(host(page)).toBeFocused();

  // B7 is active after the last Enter; up twice is B5, the payment.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(host(page)).toHaveAttribute('aria-label', 'Grid, B5');
  const payment = 'B5, 1000, formula equals PMT of B2 over 12 comma B3 times 12 comma minus B1';
  await expect.poll(() => activeDescendantName(page)).toBe(`gridcell "${payment}"`);
  await expect(host(page)).toMatchAriaSnapshot(`
    - group "Grid, B5":
      - grid "Sheet grid":
        - row:
          - gridcell "A4, blank"
          - gridcell "B4, blank"
          - gridcell "C4, blank"
        - row:
          - gridcell "A5, blank"
          - gridcell "${payment}" [selected]
          - gridcell "C5, blank"
        - row:
          - gridcell "A6, blank"
          - 'gridcell "B6, #DIV/0!, formula equals 1 over 0, error: division by zero"'
          - gridcell "C6, blank"
      - text: row 5
  `);
  // Moving down a row says the new row; across, the new column.
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => activeDescendantName(page)).toBe('gridcell "B6, #DIV/0!, formula equals 1 over 0, error: division by zero"');
  await expect(announced(page)).toHaveText('row 6');
  await page.keyboard.press('ArrowRight');
  await expect(announced(page)).toHaveText('column C');
  await expect.poll(() => activeDescendantName(page)).toBe('gridcell "C6, blank"');

  // A range: its corners and its size.
  await page.keyboard.press('Control+Home');
  await expect.poll(() => activeDescendantName(page)).toBe('gridcell "A1, blank"');
  await expect(announced(page)).toHaveText('row 1, column A');
  for (const key of ['Shift+ArrowRight', 'Shift+ArrowRight', 'Shift+ArrowDown', 'Shift+ArrowDown']) await page.keyboard.press(key);
  await expect(announced(page)).toHaveText('A1 to C3 selected, 9 cells');

  // Edit mode entered and left.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('F2');
  await expect(announced(page)).toHaveText('Editing B1');
  await page.keyboard.press('Escape');
  await expect(announced(page)).toHaveText('Left edit mode');
  await expect(host(page)).toBeFocused();
  await expect.poll(() => activeDescendantName(page)).toBe('gridcell "B1, 120000"');
});

test('a note and a frozen header row are heard with the cell', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await typeDown(page, 'A1', ['Price', '12', '30']);
  // Row 1 frozen: its cells head the columns below it, as Sheets reads them.
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'View', exact: true }).click();
  await page.getByRole('menu', { name: 'View' }).getByRole('menuitem', { name: 'Freeze' }).click();
  await page.getByRole('menuitemcheckbox', { name: '1 row', exact: true }).click();
  await clickCell(page, 'B2');
  await page.keyboard.press('Shift+F2');
  await page.getByRole('textbox', { name: 'Note' }).fill('Before tax');
  await clickCell(page, 'B3');
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => activeDescendantName(page)).toBe('gridcell "B2, blank, note: Before tax"');
  await expect(announced(page)).toHaveText('row 2');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => activeDescendantName(page)).toBe('gridcell "A2, 12"');
  await expect(announced(page)).toHaveText('Price');
});

test('in a table, moving into a column says its header (a plugin\'s column header)', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await typeDown(page, 'A1', ['Item', 'Pen', 'Ink']);
  await typeDown(page, 'B1', ['Qty', '2', '3']);
  const nameBox = page.getByRole('textbox', { name: 'Name box' });
  await nameBox.fill('A1:B3');
  await nameBox.press('Enter');
  await page.getByRole('toolbar', { name: 'Toolbar' }).getByRole('button', { name: 'Insert table' }).click();
  await nameBox.fill('A2');
  await nameBox.press('Enter');
  await expect(host(page)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => activeDescendantName(page)).toBe('gridcell "B2, 2"');
  await expect(announced(page)).toHaveText('Qty');
  // Out of the table, the grid's own words again.
  await page.keyboard.press('ArrowRight');
  await expect(announced(page)).toHaveText('column C');
});
