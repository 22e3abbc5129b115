import type { Browser } from 'playwright-core';

/** Asked for a browser after close(): the server is stopping. */
export class BrowserClosedError extends Error {
  constructor() {
    super('The PDF printer has stopped: the server is shutting down.');
    this.name = 'BrowserClosedError';
  }
}

/**
 * One headless browser kept warm for every print job: started on first use, started again after it exits
 * (a crash) or after `restart()` (a hung job), closed with the server. `generation` counts the browsers
 * started, so a job can tell that the browser it used was replaced under it.
 */
export class WarmBrowser {
  private current: Promise<Browser> | undefined;
  private started: Browser | undefined;
  private closed = false;
  generation = 0;

  constructor(private readonly launch: () => Promise<Browser>) {}

  get(): Promise<Browser> {
    if (this.closed) return Promise.reject(new BrowserClosedError());
    if (!this.current) this.current = this.start();
    return this.current;
  }

  /** Stops the current browser (jobs on it fail); the next `get()` starts another. */
  async restart(): Promise<void> {
    const stopping = this.current;
    this.current = undefined;
    this.started = undefined;
    if (stopping) await stopQuietly(stopping);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.restart();
  }

  /** Whether `browser` is still the one jobs get (not restarted, closed or exited since). */
  isCurrent(browser: Browser): boolean {
    return this.started === browser && browser.isConnected();
  }

  /** Whether a browser is running or starting (tests, stats). */
  get running(): boolean {
    return this.current !== undefined;
  }

  private start(): Promise<Browser> {
    this.generation++;
    const starting = this.launch();
    const forget = () => {
      if (this.current !== starting) return;
      this.current = undefined;
      this.started = undefined;
    };
    starting.then((browser) => {
      if (this.current === starting) this.started = browser;
      browser.on('disconnected', forget);
    }, forget);
    return starting;
  }
}

/** Closes a browser, giving up after a few seconds: playwright kills the process of a browser it launched. */
async function stopQuietly(browser: Promise<Browser>): Promise<void> {
  const started = await browser.catch(() => undefined);
  if (!started) return;
  await Promise.race([started.close().catch(() => undefined), new Promise((done) => setTimeout(done, 5000).unref())]);
}
