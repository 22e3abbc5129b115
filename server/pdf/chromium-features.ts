/**
 * Chromium's `--disable-features`, for every Chromium we drive through playwright-core (the PDF printer,
 * the browser tests, the benches). Chromium reads only the last `--disable-features` it is given, and
 * playwright-core gives its own first (CHROMIUM_DISABLED_BY_PLAYWRIGHT, those of playwright-core 1.65.1;
 * tests/server/pdf/chromium-features.test.ts checks them against the installed one), so ours repeats it.
 * Ours: Chromium 156 loads two omnibox pop-ups (WebUI pages) for every browser context, ~0.6 s of CPU
 * each, and a context is made per PDF and per test; no page of ours shows an omnibox.
 */
export const CHROMIUM_DISABLED_BY_PLAYWRIGHT: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable', 'LensOverlay',
  'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin', 'OptimizationHints',
  'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch', 'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];

export const CHROMIUM_DISABLE_FEATURES = `--disable-features=${[...CHROMIUM_DISABLED_BY_PLAYWRIGHT, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`;
