import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/**
 * A blank page in a context of its own, opened ahead of the job that will use it: starting a page's renderer
 * process is a large part of a small job's cost, so it is done while the previous job prints or while the
 * printer waits. Each job still gets a fresh context and page that nobody used before.
 */
export class SparePage {
  private next: { readonly browser: Browser; readonly page: Promise<Page> } | undefined;

  constructor(private readonly options: BrowserContextOptions) {}

  /** A fresh page on `browser` (the spare when there is one), and another spare started for the next job. */
  async take(browser: Browser): Promise<Page> {
    const spare = this.next?.browser === browser ? this.next.page : undefined;
    this.next = undefined;
    const ready = spare && (await spare.catch(() => undefined));
    const page = ready && !ready.isClosed() ? ready : await this.open(browser);
    this.prepare(browser);
    return page;
  }

  /** Closes the spare (the printer is stopping). */
  async discard(): Promise<void> {
    const spare = this.next;
    this.next = undefined;
    if (spare) await spare.page.then((page) => page.context().close()).catch(() => undefined);
  }

  private prepare(browser: Browser): void {
    if (!browser.isConnected()) return;
    const page = this.open(browser);
    page.catch(() => undefined);
    this.next = { browser, page };
  }

  private async open(browser: Browser): Promise<Page> {
    const context = await browser.newContext(this.options);
    return context.newPage();
  }
}
