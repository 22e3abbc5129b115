import { expect, test, type Page } from '@playwright/test';
import { cellPoint, clickCell, createTemplate, logIn, valueAt, waitSaved } from './helpers.js';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const sectionButton = (page: Page, name: string) => page.getByRole('navigation', { name: 'Sidebar sections' }).getByRole('button', { name, exact: true });

/** View > Sidebar (a check item: ticked while the sidebar is open). */
async function toggleSidebar(page: Page): Promise<void> {
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'View', exact: true }).click();
  await page.getByRole('menu', { name: 'View' }).getByRole('menuitemcheckbox', { name: 'Sidebar' }).click();
}

/** Waits until every change is saved (the status may already read 'All changes saved' from an earlier save). */
async function allSaved(page: Page): Promise<void> {
  await page.waitForFunction(() => !window.__gridcast!.save.dirty && window.__gridcast!.save.status$.value === 'saved');
  await waitSaved(page);
}

async function selectRange(page: Page, from: string, to: string): Promise<void> {
  const a = await cellPoint(page, from);
  const b = await cellPoint(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

/** Opens the sidebar with View > Sidebar, then the named section. */
async function openSection(page: Page, name: string): Promise<void> {
  if (!(await sidebar(page).isVisible())) await toggleSidebar(page);
  // View > Sidebar may have opened this very section: pressing it again would close the sidebar.
  if ((await sectionButton(page, name).getAttribute('aria-pressed')) !== 'true') await sectionButton(page, name).click();
  await expect(sidebar(page).getByRole('heading', { name })).toBeVisible();
}

test('the sidebar: View > Sidebar toggles it, sections in the spec order, the open section closes it, resizable beside a usable grid', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await expect(sidebar(page)).toHaveCount(0);
  await toggleSidebar(page);
  await expect(sidebar(page)).toBeVisible();
  const names = await page.getByRole('navigation', { name: 'Sidebar sections' }).getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  // The spec's order, whichever of its sections the assembled plugins contribute.
  const specOrder = ['Casting', 'Charts', 'Conditional Formatting', 'Data Formats', 'Data Validation', 'Locks', 'Named Ranges', 'Styles'];
  expect(names.filter((n) => specOrder.includes(n))).toEqual(specOrder.filter((n) => names.includes(n)));
  expect(names).toEqual(expect.arrayContaining(['Data Validation', 'Locks', 'Named Ranges']));
  // Charts opens by default when it is assembled, otherwise the first section.
  await expect(sectionButton(page, names.includes('Charts') ? 'Charts' : names[0])).toHaveAttribute('aria-pressed', 'true');
  await sectionButton(page, 'Named Ranges').click();
  await expect(sidebar(page).getByRole('heading', { name: 'Named Ranges' })).toBeVisible();

  // Resizing by keyboard widens the panel; the grid beside it still takes clicks and typing.
  const panel = sidebar(page).getByRole('region', { name: 'Named Ranges' });
  const before = (await panel.boundingBox())!.width;
  await page.getByRole('separator', { name: 'Resize sidebar' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  expect((await panel.boundingBox())!.width).toBe(before + 32);
  await clickCell(page, 'A1');
  await page.keyboard.type('42\n');
  expect(await valueAt(page, 'A1')).toBe(42);

  // Pressing the open section's button closes the sidebar; View > Sidebar opens it again, and closes it.
  await sectionButton(page, 'Named Ranges').click();
  await expect(sidebar(page)).toHaveCount(0);
  await toggleSidebar(page);
  await expect(sidebar(page)).toBeVisible();
  await toggleSidebar(page);
  await expect(sidebar(page)).toHaveCount(0);
});

test('named ranges: add from the selection with every message, use it in a formula, undo, reload and find it saved', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await clickCell(page, 'B2');
  await page.keyboard.type('3\n4\n');
  await openSection(page, 'Named Ranges');
  await sidebar(page).getByRole('button', { name: 'Add a range' }).click();
  const form = sidebar(page).getByRole('form', { name: 'New named range' });
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('NamedRange1');

  // The range follows the selection.
  await selectRange(page, 'B2', 'B3');
  await expect(form.getByRole('textbox', { name: 'Range', exact: true })).toHaveValue('Sheet1!B2:B3');

  // Each rule of SPEC section 5 has its message, and Save waits for a valid form.
  const name = form.getByLabel('Name', { exact: true });
  const save = form.getByRole('button', { name: 'Save' });
  for (const [typed, message] of [
    ['', "Name can't be blank"],
    ['1abc', "Name can't begin with a number"],
    ['A1', "Name can't be in cell notation (like A1)"],
    ['trueValue', 'Name can\'t begin with "true" or "false"'],
  ]) {
    await name.fill(typed);
    await expect(form.getByRole('alert')).toHaveText(message);
    await expect(save).toBeDisabled();
  }
  await name.fill('Tot al!');
  await expect(name).toHaveValue('Total');
  await form.getByRole('textbox', { name: 'Range', exact: true }).fill('B2:B3');
  await expect(form.getByRole('alert')).toHaveText('Range must specify sheet');
  await form.getByRole('textbox', { name: 'Range', exact: true }).fill('Nope!B2:B3');
  await expect(form.getByRole('alert')).toHaveText("Sheet 'Nope' doesn't exist");
  await form.getByRole('textbox', { name: 'Range', exact: true }).fill('Sheet1!B2:B3');
  await form.getByLabel('Output', { exact: true }).check();
  await save.click();

  const list = sidebar(page).getByRole('list', { name: 'Named ranges' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Total');
  await expect(list).toContainText('Sheet1!B2:B3');
  await clickCell(page, 'D1');
  await page.keyboard.type('=SUM(Total)\n');
  expect(await valueAt(page, 'D1')).toBe(7);

  // The form shows the output's current value.
  await list.getByRole('button', { name: 'Edit Total' }).click();
  await expect(sidebar(page).getByLabel('Output value')).toContainText('3');
  await sidebar(page).getByRole('button', { name: 'Cancel' }).click();

  // Undo takes the formula away, then the range; redo brings it back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(0);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Redo' }).click();
  await allSaved(page);

  await page.reload();
  await openSection(page, 'Named Ranges');
  await expect(sidebar(page).getByRole('list', { name: 'Named ranges' })).toContainText('Sheet1!B2:B3');
  expect(await valueAt(page, 'D1')).toBe(7);
  // A second range may not take the same name; the filter box narrows the list.
  await sidebar(page).getByRole('button', { name: 'Add a range' }).click();
  await sidebar(page).getByLabel('Name', { exact: true }).fill('total');
  await expect(sidebar(page).getByRole('alert')).toHaveText("Name 'total' is already in use");
  await sidebar(page).getByRole('button', { name: 'Cancel' }).click();
  await sidebar(page).getByLabel('Filter', { exact: true }).fill('zzz');
  await expect(sidebar(page).getByText('No named range matches the filter.')).toBeVisible();
  await sidebar(page).getByLabel('Filter', { exact: true }).fill('tot');
  await sidebar(page).getByRole('button', { name: 'Delete Total' }).click();
  await expect(sidebar(page).getByRole('list', { name: 'Named ranges' })).toHaveCount(0);
  expect(await valueAt(page, 'D1')).toMatchObject({ code: '#REF!' });
});

test('locks: add with Done disabled until the range is valid, rename, undo, reload and find it saved, delete', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await openSection(page, 'Locks');
  await sidebar(page).getByRole('button', { name: 'Add a lock' }).click();
  const form = sidebar(page).getByRole('form', { name: 'New lock' });
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Lock 1');
  await form.getByRole('textbox', { name: 'Range', exact: true }).fill('');
  await expect(form.getByRole('alert')).toHaveText("Range can't be blank");
  await expect(form.getByRole('button', { name: 'Done' })).toBeDisabled();
  await form.getByRole('textbox', { name: 'Range', exact: true }).fill('Sheet1!A1:C3');
  await form.getByRole('button', { name: 'Done' }).click();
  const list = sidebar(page).getByRole('list', { name: 'Locks' });
  await expect(list).toContainText('Lock 1');
  await expect(list).toContainText('Sheet1!A1:C3');

  await list.getByRole('button', { name: 'Edit Lock 1' }).click();
  await sidebar(page).getByLabel('Name', { exact: true }).fill('Header');
  await sidebar(page).getByRole('button', { name: 'Done' }).click();
  await expect(list).toContainText('Header');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(list).toContainText('Lock 1');
  await page.getByRole('button', { name: 'Redo' }).click();
  await allSaved(page);

  await page.reload();
  await openSection(page, 'Locks');
  await expect(sidebar(page).getByRole('list', { name: 'Locks' })).toContainText('Header');
  await sidebar(page).getByRole('button', { name: 'Delete Header' }).click();
  await expect(sidebar(page).getByText('No locks yet.')).toBeVisible();
});
