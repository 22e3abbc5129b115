import { defineConfig } from '@playwright/test';
import { CHROMIUM_DISABLE_FEATURES } from './server/pdf/chromium-features.js';

const port = Number(process.env.E2E_PORT ?? 4317);

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the real server on
 * loopback, started on a fresh data folder with a known admin.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  timeout: 60_000,
  // Three workers share one server: every test signs in and makes its own templates (or its own account),
  // so none depends on what another made; E2E_WORKERS=1 runs them one at a time. Most of a test's time is
  // waiting (on the server, the page, a socket), so on two cores a third worker cut the step from 540 to
  // 462 s.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Its features (server/pdf/chromium-features.ts): without the omnibox pop-ups Chromium 156 loads for
      // every new browser context, ~0.6 s of CPU each. Five contexts: 2.8-3.1 s -> 1.2 s.
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', CHROMIUM_DISABLE_FEATURES],
    },
  },
  webServer: {
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `http://127.0.0.1:${port}/openapi.json`,
    reuseExistingServer: false,
    // SIGTERM lets the script remove its temporary build and data folders.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    timeout: 120_000,
  },
});
