import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { OutboundLimits, PdfConfig } from '../config.js';
import { BoundedQueue } from './bounded-queue.js';
import { CHROMIUM_DISABLE_FEATURES } from './chromium-features.js';
import { SparePage } from './spare-page.js';
import { WarmBrowser } from './warm-browser.js';

/** SPEC section 9: charts of a cast PDF are drawn at device pixel ratio 3. */
export const PDF_PIXEL_RATIO = 3;

/** Chromium's flags for a server without a display, a GPU or a sandbox-capable kernel setup (and its features: chromium-features.ts). */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--font-render-hinting=none', CHROMIUM_DISABLE_FEATURES];

/** Starts Chromium; playwright-core (~80 MB of a process's memory) is loaded then, on the first print, not at start-up. */
async function launchChromium(executablePath: string): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** A job ran past the printer's time limit: it was stopped and the browser restarted. */
export class PrintTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The cast did not finish drawing within ${Math.round(timeoutMs / 1000)} s, so no PDF was printed.`);
    this.name = 'PrintTimeoutError';
  }
}

/** The browser could not be started (not installed, or it failed at once). */
export class PrinterUnavailableError extends Error {
  constructor(path: string, cause: unknown) {
    const reason = String((cause as Error)?.message ?? cause).split('\n')[0];
    super(`PDF printing needs Chromium at ${path} (Debian's chromium package), which could not be started: ${reason}`);
    this.name = 'PrinterUnavailableError';
  }
}

/** What a job does with a fresh page in a browser context of its own (both closed after it): load it, print it. */
export type PrintWork = (page: Page) => Promise<Buffer>;

/**
 * Prints in one warm headless Chromium (started lazily, reused, closed with the server): each job gets a
 * page in a context of its own, closed after it, so jobs share no cookies or pages (the next job's page is
 * opened ahead, `SparePage`); jobs beyond `concurrency` wait in a
 * bounded queue; a job still running after `timeoutMs` is stopped by restarting the browser. A job whose
 * browser was replaced under it (another job's timeout, a crash) is run once more on the new one.
 */
export class PdfPrinter {
  private readonly queue: BoundedQueue;
  private readonly browser: WarmBrowser;
  private readonly spare = new SparePage({ deviceScaleFactor: PDF_PIXEL_RATIO });

  constructor(private readonly config: PdfConfig, launch?: () => Promise<Browser>) {
    this.queue = new BoundedQueue(config.concurrency, config.queueLimit);
    this.browser = new WarmBrowser(launch ?? (() => launchChromium(config.chromiumPath)));
  }

  /** Deadline and size cap of each outside image a cast shows (fetched by the server, not the browser). */
  get outsideImages(): OutboundLimits {
    return this.config.images;
  }

  print(work: PrintWork): Promise<Buffer> {
    return this.queue.run(() => this.attempt(work, true));
  }

  async close(): Promise<void> {
    await this.spare.discard();
    await this.browser.close();
  }

  /** Queue, browser and restarts, for tests and server stats. */
  get state(): { readonly running: number; readonly waiting: number; readonly browserRunning: boolean; readonly browsersStarted: number } {
    return { ...this.queue.size, browserRunning: this.browser.running, browsersStarted: this.browser.generation };
  }

  private async attempt(work: PrintWork, mayRetry: boolean): Promise<Buffer> {
    const browser = await this.browser.get().catch((error: unknown) => {
      throw error instanceof Error && error.name === 'BrowserClosedError' ? error : new PrinterUnavailableError(this.config.chromiumPath, error);
    });
    const generation = this.browser.generation;
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, fail) => {
      timer = setTimeout(() => {
        timedOut = true;
        fail(new PrintTimeoutError(this.config.timeoutMs));
      }, this.config.timeoutMs);
    });
    let context: BrowserContext | undefined;
    const working = (async () => {
      const page = await this.spare.take(browser);
      context = page.context();
      return work(page);
    })();
    // After a timeout the job's own promise still settles (its browser is gone): nobody waits for it then.
    working.catch(() => undefined);
    try {
      return await Promise.race([working, deadline]);
    } catch (error) {
      if (timedOut) {
        // Only the browser this job hung in: another job may have replaced it already.
        if (this.browser.generation === generation) await this.browser.restart();
        throw error;
      }
      // Awaited here, not returned: the finally block below awaits too, and a returned promise that failed
      // meanwhile would be a rejection nobody handles yet, which takes a Node process down.
      if (mayRetry && !this.browser.isCurrent(browser)) return await this.attempt(work, false);
      throw error;
    } finally {
      clearTimeout(timer);
      await closeQuietly(context);
    }
  }
}

async function closeQuietly(context: BrowserContext | undefined): Promise<void> {
  if (!context) return;
  await Promise.race([context.close().catch(() => undefined), new Promise((done) => setTimeout(done, 5000).unref())]);
}
