import { expect, test } from '@playwright/test';
import { createTemplate, logIn, menu } from './helpers.js';

test('copy-grid modal: a template copied to the user\'s other account (found there after Switch Account); a version copied into a grid, and the server\'s refusal in "Something went wrong"', async ({ page }) => {
  await logIn(page);
  const stamp = Date.now();
  const first = ((await (await page.request.post('/api/admin/accounts', { data: { name: `Copy home ${stamp}` } })).json()) as { account: { id: number } }).account.id;
  const second = ((await (await page.request.post('/api/admin/accounts', { data: { name: `Copy away ${stamp}` } })).json()) as { account: { id: number } }).account.id;
  const who = { email: `copier-${stamp}@example.test`, password: 'copier-password-1' };
  const user = ((await (await page.request.post(`/api/admin/accounts/${first}/users`, { data: who })).json()) as { user: { id: string } }).user.id;
  expect((await page.request.post(`/api/admin/accounts/${second}/users/${user}`)).ok()).toBe(true);
  await page.context().clearCookies();
  await logIn(page, who);

  await createTemplate(page);
  const gridId = new URL(page.url()).pathname.split('/').pop()!;
  await menu(page, 'File', 'Copy to another account');
  const dialog = page.getByRole('dialog', { name: 'Copy grid to another account' });
  await expect(dialog.getByRole('combobox', { name: 'Target account' })).toHaveText(`Copy away ${stamp} (${second})`);
  const name = dialog.getByLabel('Target grid name');
  await name.fill(' ');
  await expect(dialog.getByRole('button', { name: 'Copy' })).toBeDisabled();
  await name.fill('Copied budget');
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Copied to Copy away ${stamp} as Copied budget`, { exact: true })).toBeVisible();

  // Version mode: into this template by default; a target grid gone meanwhile gives the server's text.
  await menu(page, 'Versioning', 'Copy version to a grid');
  const versions = page.getByRole('dialog', { name: 'Copy version to a grid' });
  await expect(versions.getByRole('combobox', { name: 'Target account' })).toHaveText(`Copy home ${stamp} (${first})`);
  await versions.getByLabel('Version name').fill('');
  await expect(versions.getByRole('button', { name: 'Copy' })).toBeDisabled();
  const doomed = ((await (await page.request.post('/api/grids', { data: { grid: { name: 'Doomed' } } })).json()) as { grid: { id: string } }).grid.id;
  await versions.getByRole('combobox', { name: 'Target grid' }).click();
  await expect(page.getByRole('option', { name: 'Doomed' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(versions).toBeVisible();
  await versions.getByRole('button', { name: 'Cancel' }).click();
  await menu(page, 'Versioning', 'Copy version to a grid');
  await versions.getByLabel('Version name').fill('Copied version');
  await versions.getByRole('checkbox', { name: 'Publish the new version' }).click();
  await versions.getByRole('combobox', { name: 'Target grid' }).click();
  await page.getByRole('option', { name: 'Doomed' }).click();
  expect((await page.request.delete(`/api/grids/${doomed}`)).ok()).toBe(true);
  await versions.getByRole('button', { name: 'Copy' }).click();
  const problem = versions.getByRole('alert');
  await expect(problem).toContainText('Something went wrong');
  await expect(problem).toContainText('Target grid not found.');
  await versions.getByRole('combobox', { name: 'Target grid' }).click();
  await page.getByRole('option', { name: 'Untitled grid' }).click();
  await versions.getByRole('button', { name: 'Copy' }).click();
  await expect(versions).toBeHidden();
  const answer = (await (await page.request.get(`/api/grids/${gridId}`)).json()) as { grid: { gridVersions: { name: string; published: boolean }[] } };
  expect(answer.grid.gridVersions).toContainEqual(expect.objectContaining({ name: 'Copied version', published: true }));
  // The open template's versions list has it without a reload.
  await page.getByRole('menubar', { name: 'Menu' }).getByRole('menuitem', { name: 'Versioning' }).click();
  await page.getByRole('menuitem', { name: 'Change Version' }).hover();
  await expect(page.getByRole('menu', { name: 'Change Version' }).getByRole('menuitemcheckbox', { name: 'Copied version', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // The copy is in the other account: switch to it.
  await page.goto('/app/grids');
  await page.getByRole('combobox', { name: 'Switch Account' }).click();
  await page.getByRole('option', { name: `Copy away ${stamp}` }).click();
  await expect(page.getByRole('link', { name: 'Copied budget' })).toBeVisible();
});
