import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { DEFAULT_CONFIG, type PdfConfig } from '../../../server/config.js';
import { PdfPrinter, PrinterUnavailableError, PrintTimeoutError } from '../../../server/pdf/pdf-printer.js';
import { readPdf } from '../../support/pdf.js';

vi.setConfig({ testTimeout: 60_000 });

const config = (overrides: Partial<PdfConfig> = {}): PdfConfig => ({ ...DEFAULT_CONFIG.pdf, ...overrides });

/** Prints a page of HTML, after waiting for `ready` (a selector) when given. */
const printHtml = (html: string, ready?: string) => async (context: BrowserContext): Promise<Buffer> => {
  const page = await context.newPage();
  await page.setContent(html);
  if (ready) await page.waitForSelector(ready, { state: 'attached', timeout: 0 });
  return page.pdf({ preferCSSPageSize: true });
};

const PAGE = '<style>@page { size: 300px 200px; margin: 0 }</style><p>Printed in a warm browser</p>';

describe('PdfPrinter', () => {
  let printer: PdfPrinter | undefined;
  afterEach(() => printer?.close());

  it('starts the browser on first use only, reuses it, and gives each job a context it closes after', async () => {
    printer = new PdfPrinter(config());
    expect(printer.state.browserRunning).toBe(false);
    let contexts = 0;
    const counted = async (context: BrowserContext) => {
      contexts = context.browser()!.contexts().length;
      return printHtml(PAGE)(context);
    };
    const first = readPdf(await printer.print(counted));
    const second = readPdf(await printer.print(counted));
    expect(first.pageTexts).toEqual(['Printed in a warm browser']);
    expect(second.pageTexts).toEqual(first.pageTexts);
    expect(first.pageSizes).toEqual([{ width: 225, height: 150 }]);
    expect(contexts).toBe(1);
    expect(printer.state).toMatchObject({ running: 0, waiting: 0, browserRunning: true, browsersStarted: 1 });
  });

  it('stops a job that never gets ready after the time limit, restarts the browser and prints again', async () => {
    printer = new PdfPrinter(config({ timeoutMs: 1500 }));
    const hung = printer.print(printHtml('<p>never ready</p>', '#painted'));
    await expect(hung).rejects.toBeInstanceOf(PrintTimeoutError);
    await expect(hung).rejects.toThrow('The cast did not finish drawing within 2 s, so no PDF was printed.');
    expect(printer.state.browserRunning).toBe(false);
    expect(readPdf(await printer.print(printHtml(PAGE))).pageTexts).toEqual(['Printed in a warm browser']);
    expect(printer.state.browsersStarted).toBe(2);
  });

  it('runs again a job whose browser was restarted under it by another job\'s timeout', async () => {
    printer = new PdfPrinter(config({ timeoutMs: 5000 }));
    const hung = printer.print(printHtml('<p>never ready</p>', '#painted'));
    // Starts 4 s into the hung job and needs 2 s: the restart at 5 s stops it half way.
    await new Promise((done) => setTimeout(done, 4000));
    const caughtByRestart = printer.print(async (context) => {
      const page = await context.newPage();
      await page.setContent(PAGE);
      await page.waitForTimeout(2000);
      return page.pdf({ preferCSSPageSize: true });
    });
    await expect(hung).rejects.toBeInstanceOf(PrintTimeoutError);
    expect(readPdf(await caughtByRestart).pageTexts).toEqual(['Printed in a warm browser']);
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
    await printer.print(async (context) => {
      browserOf = () => context.browser();
      return printHtml(PAGE)(context);
    });
    const browser = browserOf!()!;
    expect(browser.isConnected()).toBe(true);
    await printer.close();
    expect(browser.isConnected()).toBe(false);
    await expect(printer.print(printHtml(PAGE))).rejects.toThrow('The PDF printer has stopped: the server is shutting down.');
  });
});
