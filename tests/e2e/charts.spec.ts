import { expect, test, type Page } from '@playwright/test';
import { clickCell, createTemplate, logIn, waitSaved } from './helpers.js';

async function typeRow(page: Page, row: number, values: readonly string[]): Promise<void> {
  await clickCell(page, `A${row}`);
  for (const [i, value] of values.entries()) {
    await page.keyboard.type(value);
    await page.keyboard.press(i === values.length - 1 ? 'Enter' : 'Tab');
  }
}

const chartFrame = (page: Page) => page.getByRole('group', { name: 'Chart 1' });

/** The drawn heights of the chart's bars, in SVG units, as the page shows them. */
async function barHeights(page: Page): Promise<number[]> {
  return chartFrame(page).locator('rect.point').evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('height'))));
}

test('a person inserts a chart over a range, restyles it, drags and resizes it, sees a bar follow an edit, undoes and reloads', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await typeRow(page, 1, ['Month', 'Sales']);
  await typeRow(page, 2, ['Jan', '10']);
  await typeRow(page, 3, ['Feb', '20']);
  await typeRow(page, 4, ['Mar', '15']);
  await clickCell(page, 'A1');
  await clickCell(page, 'B4', { shift: true });

  await page.getByRole('button', { name: 'Insert chart' }).click();
  const frame = chartFrame(page);
  await expect(frame).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByRole('tab', { name: 'Data' })).toBeVisible();
  expect(await barHeights(page)).toHaveLength(3);
  const [jan, feb] = await barHeights(page);
  expect(feb).toBeGreaterThan(jan);

  // Type: line, then back to bar; the series colour from the Styles tab.
  await page.getByRole('combobox', { name: 'Chart type' }).click();
  await page.getByRole('option', { name: 'Line' }).click();
  await expect(frame.locator('svg.chart')).toHaveAttribute('data-type', 'line');
  await page.getByRole('combobox', { name: 'Chart type' }).click();
  await page.getByRole('option', { name: 'Bar' }).click();
  await expect(frame.locator('svg.chart')).toHaveAttribute('data-type', 'bar');
  await page.getByRole('tab', { name: 'Styles' }).click();
  await page.getByRole('button', { name: 'Series' }).click();
  await pickColor(page, 'Sales color', '#ff0000');
  await expect(frame.locator('rect.point').first()).toHaveAttribute('fill', '#ff0000');

  // Resize from the bottom-right handle, then drag it by its body off the data it was inserted over.
  const inserted = (await frame.boundingBox())!;
  const handle = (await page.getByRole('button', { name: 'Resize Chart 1 from the bottom-right' }).boundingBox())!;
  const grip = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  await page.mouse.move(grip.x, grip.y);
  await page.mouse.down();
  await page.mouse.move(grip.x - 200, grip.y - 100, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Math.round((await frame.boundingBox())!.width)).toBe(400);
  expect(Math.round((await frame.boundingBox())!.height)).toBe(Math.round(inserted.height) - 100);
  const before = (await frame.boundingBox())!;
  await page.mouse.move(before.x + 200, before.y + 100);
  await page.mouse.down();
  await page.mouse.move(before.x + 500, before.y + 120, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Math.round((await frame.boundingBox())!.x - before.x)).toBe(300);
  expect(Math.round((await frame.boundingBox())!.y - before.y)).toBe(20);

  // A source cell's edit changes its bar's height; undo puts it back.
  const heightBefore = (await barHeights(page))[0];
  await clickCell(page, 'B2');
  await page.keyboard.type('30');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await barHeights(page))[0]).toBeGreaterThan(heightBefore);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await barHeights(page))[0]).toBe(heightBefore);

  await waitSaved(page);
  await page.reload();
  await expect(chartFrame(page)).toBeVisible();
  expect(await barHeights(page)).toHaveLength(3);
  await expect(chartFrame(page).locator('rect.point').first()).toHaveAttribute('fill', '#ff0000');
  expect(Math.round((await chartFrame(page).boundingBox())!.width)).toBe(400);
});

test('a chart is nudged with the arrows, deleted with Delete, and a point takes its own colour', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await typeRow(page, 1, ['Fruit', 'Count']);
  await typeRow(page, 2, ['Apple', '3']);
  await typeRow(page, 3, ['Pear', '5']);
  await clickCell(page, 'A1');
  await page.getByRole('button', { name: 'Insert chart' }).click();
  const frame = chartFrame(page);
  await expect(frame).toBeVisible();
  const nameBox = page.getByRole('textbox', { name: 'Name box' });
  await expect(nameBox).toHaveValue('Chart 1');

  // The name box names charts: cells leave the chart, its name selects it again; an unknown name is refused.
  await clickCell(page, 'A20');
  await expect(nameBox).toHaveValue('A20');
  await expect(page.getByRole('button', { name: 'Resize Chart 1 from the top', exact: true })).toHaveCount(0);
  await nameBox.fill('chart 9');
  await nameBox.press('Enter');
  await expect(nameBox).toHaveAttribute('aria-invalid', 'true');
  await nameBox.fill('chart 1');
  await nameBox.press('Enter');
  await expect(page.getByRole('button', { name: 'Resize Chart 1 from the top', exact: true })).toBeVisible();
  await expect(nameBox).toHaveValue('Chart 1');
  const start = (await frame.boundingBox())!;
  await frame.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(async () => Math.round((await frame.boundingBox())!.x - start.x)).toBe(5);
  expect(Math.round((await frame.boundingBox())!.y - start.y)).toBe(1);

  await frame.locator('rect.point').nth(1).click();
  const dialog = page.getByRole('dialog', { name: 'Data point settings' });
  await expect(dialog).toBeVisible();
  await pickColor(page, 'Point color', '#00aa00');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(frame.locator('rect.point').nth(1)).toHaveAttribute('fill', '#00aa00');
  await expect(frame.locator('rect.point').nth(0)).not.toHaveAttribute('fill', '#00aa00');

  await frame.focus();
  await page.keyboard.press('Delete');
  await expect(frame).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Insert chart' })).toBeVisible();
});

/**
 * Picks a colour in a colour field's swatch grid: its swatch when it is one of them, else as a custom
 * colour (set in the custom field as the browser's picker would, then added).
 */
async function pickColor(page: Page, label: string, color: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  const palette = page.getByRole('dialog', { name: label, exact: true });
  const swatch = palette.getByRole('button', { name: color, exact: true });
  if ((await swatch.count()) > 0) {
    await swatch.first().click();
    return;
  }
  await palette.getByLabel(`${label}, custom`).evaluate((input: HTMLInputElement, value) => {
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    set.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, color);
  await palette.getByRole('button', { name: 'Add custom color' }).click();
}

test('a person adds a formula line, colours points by a condition and one point by hand, from the Charts section', async ({ page }) => {
  await logIn(page);
  await createTemplate(page);
  await typeRow(page, 1, ['Month', 'Sales']);
  await typeRow(page, 2, ['Jan', '10']);
  await typeRow(page, 3, ['Feb', '20']);
  await typeRow(page, 4, ['Mar', '15']);
  await clickCell(page, 'A1');
  // View > Sidebar opens the Charts section, the default one.
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'View', exact: true }).click();
  await page.getByRole('menu', { name: 'View' }).getByRole('menuitemcheckbox', { name: 'Sidebar' }).click();
  await page.getByRole('combobox', { name: 'Insert chart' }).click();
  await page.getByRole('option', { name: 'Bar' }).click();
  const bars = chartFrame(page).locator('rect.point');
  await expect(bars).toHaveCount(3);
  const fills = () => bars.evaluateAll((rects) => rects.map((r) => r.getAttribute('fill')));
  const [seriesFill] = await fills();

  // A horizontal line at any formula the engine knows, in orange, with its label.
  await page.getByRole('button', { name: 'Add horizontal line' }).click();
  await page.getByLabel('Line 1 formula').fill('=A2');
  await page.getByLabel('Line 1 formula').press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'This formula gives no number, so the line is not drawn.' })).toBeVisible();
  await expect(chartFrame(page).locator('g.horizontal-line')).toHaveCount(0);
  await page.getByLabel('Line 1 formula').fill('=MEDIAN(B2:B4)');
  await page.getByLabel('Line 1 formula').press('Enter');
  const line = chartFrame(page).locator('g.horizontal-line line');
  await expect(line).toHaveAttribute('stroke', 'orange');
  await expect(page.getByRole('alert').filter({ hasText: 'This formula gives no number' })).toHaveCount(0);
  await page.getByText('Show label').click();
  await expect(chartFrame(page).locator('g.horizontal-line text')).toHaveText('15');
  const lineY = Number(await line.getAttribute('y1'));

  await page.getByRole('tab', { name: 'Styles' }).click();
  await page.getByRole('button', { name: 'Series' }).click();
  await page.getByRole('button', { name: 'Add conditional color' }).click();
  const form = page.getByRole('group', { name: 'Sales conditional color' });
  await expect(form.getByRole('combobox', { name: 'Condition' })).toHaveText('Greater than');
  await form.getByLabel('Value').fill('12');
  await pickColor(page, 'Condition color', '#ff0000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText('Greater than 12')).toBeVisible();
  await expect.poll(fills).toEqual([seriesFill, '#ff0000', '#ff0000']);

  // Cancel leaves the chart as it was; a value that is not a number cannot be saved.
  await page.getByRole('button', { name: 'Edit Sales condition 1' }).click();
  await form.getByLabel('Value').fill('18');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(fills).toEqual([seriesFill, '#ff0000', '#ff0000']);
  await page.getByRole('button', { name: 'Edit Sales condition 1' }).click();
  await form.getByLabel('Value').fill('lots');
  await expect(form.getByRole('alert')).toHaveText('Enter a number');
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await form.getByLabel('Value').fill('18');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect.poll(fills).toEqual([seriesFill, '#ff0000', seriesFill]);

  // A point's own colour wins over the condition; removing the condition leaves it.
  await page.getByRole('button', { name: 'Add point color' }).click();
  await page.getByRole('combobox', { name: 'Sales point' }).click();
  await page.getByRole('option', { name: 'Feb' }).click();
  await pickColor(page, 'Sales Feb color', '#00aa00');
  await expect.poll(fills).toEqual([seriesFill, '#00aa00', seriesFill]);
  await page.getByRole('button', { name: 'Remove Sales condition 1' }).click();
  await expect(page.getByText('Greater than 18')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Greater than 18')).toBeVisible();

  await waitSaved(page);
  await page.reload();
  await expect(bars).toHaveCount(3);
  await expect.poll(fills).toEqual([seriesFill, '#00aa00', seriesFill]);
  // The condition came back with the file: a value edited past it turns its bar red.
  // B4 is under the chart: reach it with the arrows from a cell beside it.
  await clickCell(page, 'J4');
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('25');
  await page.keyboard.press('Enter');
  await expect.poll(fills).toEqual([seriesFill, '#00aa00', '#ff0000']);
  // The line's median moved from 15 to 20: it is drawn higher.
  await expect(chartFrame(page).locator('g.horizontal-line text')).toHaveText('20');
  expect(Number(await line.getAttribute('y1'))).toBeLessThan(lineY);
});
