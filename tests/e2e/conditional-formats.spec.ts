import { expect, test, type Page } from '@playwright/test';
import { cellPoint, clickCell, createTemplate, fillAt, logIn, menu, pixelAt, waitSaved } from './helpers.js';

/** Selects a far cell, so the selection's tint is not over the cells a test looks at. */
async function selectAway(page: Page): Promise<void> {
  await clickCell(page, 'E12');
}

async function typeIn(page: Page, address: string, text: string): Promise<void> {
  await clickCell(page, address);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** Picks a colour from a rule's swatch grid ('Fill colour', '#ff0000'). */
async function pickColor(page: Page, what: string, color: string): Promise<void> {
  const name = `Choose ${what.toLowerCase()}`;
  await page.getByRole('button', { name }).click();
  await page.getByRole('dialog', { name }).getByRole('button', { name: color }).click();
}

async function chooseCondition(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Format cells if' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

const RED = '#ff0000';
const BLUE = '#0000ff';
const WHITE = '#ffffff';

test('conditional formatting: add a rule from the cell menu, see fills follow typed values, reorder, undo, reload', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await typeIn(page, 'A1', '5');
  await typeIn(page, 'A2', '50');
  await typeIn(page, 'A3', '500');

  // The cell menu's item opens the section for the selection; with no rule yet, the form is open.
  await clickCell(page, 'A1');
  await clickCell(page, 'A3', { shift: true });
  await clickCell(page, 'A2', { button: 'right' });
  await page.getByRole('menuitem', { name: 'Conditional formatting' }).click();
  const panel = page.getByRole('region', { name: 'Conditional Formatting' });
  const form = panel.getByRole('form', { name: 'New rule' });
  await expect(form.getByLabel('Apply to range')).toHaveValue('A1:A3');
  await chooseCondition(page, 'Greater than');
  await form.getByLabel('Value', { exact: true }).fill('abc');
  await expect(form.getByRole('alert')).toHaveText('Enter valid numbers above');
  await form.getByLabel('Value', { exact: true }).fill('10');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await pickColor(page, 'Fill colour', RED);
  await expect(form.getByRole('checkbox', { name: 'Fill colour' })).toBeChecked();
  await expect(form.getByRole('img', { name: 'Preview' })).toHaveCSS('background-color', 'rgb(255, 0, 0)');
  await form.getByRole('button', { name: 'Done' }).click();

  const rules = panel.getByRole('list', { name: 'Conditional format rules' });
  await expect(rules.getByRole('listitem')).toHaveCount(1);
  await selectAway(page);
  await expect.poll(() => fillAt(page, 'A1')).toBe(WHITE);
  await expect.poll(() => fillAt(page, 'A2')).toBe(RED);
  await expect.poll(() => fillAt(page, 'A3')).toBe(RED);

  // Typing a value the rule holds for fills the cell.
  await typeIn(page, 'A1', '20');
  await selectAway(page);
  await expect.poll(() => fillAt(page, 'A1')).toBe(RED);

  // A second rule, applied after the first: A1 keeps the first rule's fill.
  await panel.getByRole('button', { name: 'Add another rule' }).click();
  const second = panel.getByRole('form', { name: 'New rule' });
  await second.getByLabel('Apply to range').fill('A1:A3');
  await chooseCondition(page, 'Less than');
  await second.getByLabel('Value', { exact: true }).fill('100');
  await pickColor(page, 'Fill colour', BLUE);
  await second.getByRole('button', { name: 'Done' }).click();
  await expect(rules.getByRole('listitem')).toHaveCount(2);
  await selectAway(page);
  await expect.poll(() => fillAt(page, 'A1')).toBe(RED);

  // Dragging the second rule above the first makes it win.
  await rules.getByRole('listitem').nth(1).dragTo(rules.getByRole('listitem').nth(0));
  await expect(rules.getByRole('listitem').nth(0)).toHaveAccessibleName('Less than 100 on A1:A3');
  await expect.poll(() => fillAt(page, 'A1')).toBe(BLUE);
  await expect.poll(() => fillAt(page, 'A3')).toBe(RED);

  // Undo puts the order back.
  await menu(page, 'Edit', 'Undo');
  await expect(rules.getByRole('listitem').nth(0)).toHaveAccessibleName('Greater than 10 on A1:A3');
  await expect.poll(() => fillAt(page, 'A1')).toBe(RED);
  // Move down does the same without a pointer.
  await rules.getByRole('listitem').nth(0).getByRole('button', { name: 'Move down' }).click();
  await expect(rules.getByRole('listitem').nth(0)).toHaveAccessibleName('Less than 100 on A1:A3');
  await menu(page, 'Edit', 'Undo');
  await expect(rules.getByRole('listitem').nth(0)).toHaveAccessibleName('Greater than 10 on A1:A3');

  // Everything is saved: after a reload the cells look the same and the rules are listed in order.
  await waitSaved(page);
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Sheet grid' })).toBeVisible();
  await selectAway(page);
  await expect.poll(() => fillAt(page, 'A1')).toBe(RED);
  await expect.poll(() => fillAt(page, 'A2')).toBe(RED);
  await clickCell(page, 'A1', { button: 'right' });
  await page.getByRole('menuitem', { name: 'Conditional formatting' }).click();
  await expect(panel.getByRole('list', { name: 'Conditional format rules' }).getByRole('listitem')).toHaveCount(2);

  // Deleting the first rule leaves the second's fill.
  await panel.getByRole('listitem').nth(0).getByRole('button', { name: 'Delete rule' }).click();
  await selectAway(page);
  await expect.poll(() => fillAt(page, 'A1')).toBe(BLUE);
});

/** The colour on the line between a cell and the one below it, near the cell's left edge. */
async function lineBelow(page: Page, address: string): Promise<string> {
  const { x, y } = await cellPoint(page, address);
  return pixelAt(page, x - 40, y + 11);
}

test('conditional borders: a rule draws its border around the block of cells it highlights (outer), or between them (inner)', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await typeIn(page, 'C1', '5');
  await typeIn(page, 'C2', '50');
  await typeIn(page, 'C3', '500');
  await clickCell(page, 'C1');
  await clickCell(page, 'C3', { shift: true });
  await clickCell(page, 'C2', { button: 'right' });
  await page.getByRole('menuitem', { name: 'Conditional formatting' }).click();
  const panel = page.getByRole('region', { name: 'Conditional Formatting' });
  const form = panel.getByRole('form', { name: 'New rule' });
  await chooseCondition(page, 'Greater than');
  await form.getByLabel('Value', { exact: true }).fill('10');
  await pickColor(page, 'Border colour', RED);
  await page.getByRole('combobox', { name: 'Border style' }).click();
  await page.getByRole('option', { name: 'Wider', exact: true }).click();
  await page.getByRole('combobox', { name: 'Border sides' }).click();
  await page.getByRole('option', { name: 'Outer', exact: true }).click();
  await form.getByRole('button', { name: 'Done' }).click();
  await selectAway(page);
  // C2:C3 hold: a ring around the two, nothing between them.
  await expect.poll(() => lineBelow(page, 'C1')).toBe(RED);
  await expect.poll(() => lineBelow(page, 'C3')).toBe(RED);
  expect(await lineBelow(page, 'C2')).not.toBe(RED);

  await panel.getByRole('button', { name: /^Edit Greater than 10/ }).click();
  await page.getByRole('combobox', { name: 'Border sides' }).click();
  await page.getByRole('option', { name: 'Inner horizontal', exact: true }).click();
  await panel.getByRole('form', { name: 'Edit rule' }).getByRole('button', { name: 'Done' }).click();
  await selectAway(page);
  await expect.poll(() => lineBelow(page, 'C2')).toBe(RED);
  expect(await lineBelow(page, 'C1')).not.toBe(RED);
  expect(await lineBelow(page, 'C3')).not.toBe(RED);
});
