import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_DISABLE_FEATURES, CHROMIUM_DISABLED_BY_PLAYWRIGHT } from '../../../server/pdf/chromium-features.js';

const featuresOf = (args: readonly string[]) => args.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));

describe("Chromium's --disable-features", () => {
  it("repeats playwright-core's own (Chromium reads only the last), and with it the pages have no omnibox pop-ups", async () => {
    const server = await chromium.launchServer({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', CHROMIUM_DISABLE_FEATURES] });
    const browser = await chromium.connect(server.wsEndpoint());
    try {
      const [playwrights, ours] = featuresOf(server.process().spawnargs);
      expect(new Set(CHROMIUM_DISABLED_BY_PLAYWRIGHT)).toEqual(new Set(playwrights));
      expect(ours).toEqual(expect.arrayContaining([...playwrights, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
      const context = await browser.newContext();
      await (await context.newPage()).goto('about:blank');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.map((target) => target.url)).toEqual(['about:blank']);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});
