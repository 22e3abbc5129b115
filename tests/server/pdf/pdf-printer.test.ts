import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DEFAULT_CONFIG, type PdfConfig } from '../../../server/config.js';
import { PdfPrinter, PrinterUnavailableError, PrintTimeoutError } from '../../../server/pdf/pdf-printer.js';
import { readPdf } from '../../support/pdf.js';

vi.setConfig({ testTimeout: 60_000 });

const config = (overrides: Partial<PdfConfig> = {}): PdfConfig => ({ ...DEFAULT_CONFIG.pdf, ...overrides });

/** Prints a page of HTML, after waiting for `ready` (a selector) when given. */
const printHtml = (html: string, ready?: string) => async (page: Page): Promise<Buffer> => {
  await page.setContent(html);
  if (ready) await page.waitForSelector(ready, { state: 'attached', timeout: 0 });
  return page.pdf({ preferCSSPageSize: true });
};

const PAGE = '<style>@page { size: 300px 200px; margin: 0 }</style><p>Printed in a warm browser</p>';

describe('PdfPrinter', () => {
  let printer: PdfPrinter | undefined;
  afterEach(() => printer?.close());

  it('starts the browser on first use only, reuses it, and gives each job a fresh page in a context it closes after', async () => {
    printer = new PdfPrinter(config());
    expect(printer.state.browserRunning).toBe(false);
    const used: { context: BrowserContext; pages: number }[] = [];
    const recorded = async (page: Page) => {
      used.push({ context: page.context(), pages: page.context().pages().length });
      // Nothing of an earlier job is in its page.
      expect(await page.evaluate(() => document.body?.textContent ?? '')).toBe('');
      return printHtml(PAGE)(page);
    };
    const first = readPdf(await printer.print(recorded));
    const second = readPdf(await printer.print(recorded));
    expect(first.pageTexts).toEqual(['Printed in a warm browser']);
    expect(second.pageTexts).toEqual(first.pageTexts);
    expect(first.pageSizes).toEqual([{ width: 225, height: 150 }]);
    expect(used.map((job) => job.pages)).toEqual([1, 1]);
    expect(used[0].context).not.toBe(used[1].context);
    const open = used[1].context.browser()!.contexts();
    expect(open).not.toContain(used[0].context);
    expect(open).not.toContain(used[1].context);
    expect(printer.state).toMatchObject({ running: 0, waiting: 0, browserRunning: true, browsersStarted: 1 });
  });

  it('stops a job that never gets ready after the time limit, restarts the browser and prints again', async () => {
    // The job after the restart must print within the same limit: the limit counts from its browser being
    // up (the start of a browser is not in it), so a page and a print, a second or two on a busy machine.
    printer = new PdfPrinter(config({ timeoutMs: 5000 }));
    const hung = printer.print(printHtml('<p>never ready</p>', '#painted'));
    await expect(hung).rejects.toBeInstanceOf(PrintTimeoutError);
    await expect(hung).rejects.toThrow('The cast did not finish drawing within 5 s, so no PDF was printed.');
    expect(printer.state.browserRunning).toBe(false);
    expect(readPdf(await printer.print(printHtml(PAGE))).pageTexts).toEqual(['Printed in a warm browser']);
    expect(printer.state.browsersStarted).toBe(2);
  });

  it('runs again a job whose browser was restarted under it by another job\'s timeout', async () => {
    printer = new PdfPrinter(config({ timeoutMs: 6000 }));
    let hungStarted!: () => void;
    const started = new Promise<void>((done) => { hungStarted = done; });
    const hung = printer.print(async (page) => {
      hungStarted();
      return printHtml('<p>never ready</p>', '#painted')(page);
    });
    // Starts 3 s into the hung job, and its first attempt draws until its browser goes: the restart at 6 s
    // stops it part way, 3 s before its own limit. Run again in the new browser, it prints at once.
    await started;
    await new Promise((done) => setTimeout(done, 3000));
    let attempts = 0;
    const caughtByRestart = printer.print(async (page) => {
      await page.setContent(PAGE);
      if (++attempts === 1) await page.waitForTimeout(60_000);
      return page.pdf({ preferCSSPageSize: true });
    });
    await expect(hung).rejects.toBeInstanceOf(PrintTimeoutError);
    expect(readPdf(await caughtByRestart).pageTexts).toEqual(['Printed in a warm browser']);
    expect(attempts).toBe(2);
    expect(printer.state.browsersStarted).toBe(2);
  });

  it('refuses with a clear error when Chromium is not there', async () => {
    printer = new PdfPrinter(config({ chromiumPath: '/nonexistent/chromium' }));
    const failed = printer.print(printHtml(PAGE));
    await expect(failed).rejects.toBeInstanceOf(PrinterUnavailableError);
    await expect(failed).rejects.toThrow(/^PDF printing needs Chromium at \/nonexistent\/chromium \(Debian's chromium package\), which could not be started/);
  });

  it('closes the browser when closed, and refuses jobs after', async () => {
    printer = new PdfPrinter(config());
    let browserOf: BrowserContext['browser'] | undefined;
    await printer.print(async (page) => {
      browserOf = () => page.context().browser();
      return printHtml(PAGE)(page);
    });
    const browser = browserOf!()!;
    expect(browser.isConnected()).toBe(true);
    await printer.close();
    expect(browser.isConnected()).toBe(false);
    await expect(printer.print(printHtml(PAGE))).rejects.toThrow('The PDF printer has stopped: the server is shutting down.');
  });
});
