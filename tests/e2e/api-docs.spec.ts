import { expect, test } from '@playwright/test';
import { logIn } from './helpers.js';

test('API page: Swagger UI from /openapi.json served by the server itself, GET only, running a GET with the preauthorized docs key', async ({ page }) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await logIn(page);
  const origin = new URL(page.url()).origin;

  const keyAnswer = page.waitForResponse((response) => response.url().endsWith('/api/user/docsKey'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API' }).click();
  // Swagger UI's bundle is large and parsed on first use: a loaded machine takes a while.
  await expect(page.getByRole('status')).toHaveText('Loading docs...');
  const key = ((await (await keyAnswer).json()) as { apiKey: string }).apiKey;
  const docs = page.locator('.swagger-ui');
  await expect(docs.getByRole('heading', { name: 'Gridcast API' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('A key for these docs is preauthorized (see Authorize)')).toBeVisible();

  // Swagger UI's Authorize dialog shows the key as authorized.
  await docs.locator('.auth-wrapper').getByRole('button', { name: /Authorize/ }).click();
  const apiKeyAuth = docs.locator('.auth-container').filter({ has: page.getByRole('heading', { name: 'apiKey (apiKey)' }) });
  await expect(apiKeyAuth.getByRole('heading', { name: 'Authorized' })).toBeVisible();
  await expect(apiKeyAuth.getByRole('button', { name: 'Remove authorization' })).toBeVisible();
  await apiKeyAuth.getByRole('button', { name: 'Close' }).click();

  // POST operations are listed but cannot be tried.
  const postSession = docs.locator('#operations-Session-post_api_session');
  await postSession.locator('.opblock-summary').click();
  await expect(postSession.getByRole('button', { name: 'Try it out' })).toHaveCount(0);

  const getAccount = docs.locator('#operations-Accounts-get_api_accounts_current');
  await getAccount.locator('.opblock-summary').click();
  await getAccount.getByRole('button', { name: 'Try it out' }).click();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/accounts/current') && response.request().method() === 'GET');
  await getAccount.getByRole('button', { name: 'Execute' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['x-api-key']).toBe(key);
  await expect(getAccount.locator('.responses-table.live-responses-table')).toContainText('200');

  expect([...origins]).toEqual([origin]);
});
