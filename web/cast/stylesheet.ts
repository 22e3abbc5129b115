const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a `stylesheet` parameter may be loaded (SPEC section 2): only over http(s), and only from
 * localhost or the product's own domain (the viewer's host and its subdomains), so an address crafted by
 * someone else cannot restyle a cast.
 */
export function allowedStylesheet(address: string, pageHost: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname;
  const productHost = pageHost.replace(/^www\./, '');
  const allowed = LOOPBACK.has(host) || host.endsWith('.localhost') || host === productHost || host.endsWith(`.${productHost}`);
  return allowed ? url : undefined;
}

/** Adds the stylesheet and resolves once it has loaded or failed, so the cast is painted with it. */
export function loadStylesheet(url: URL): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url.toString();
    link.onload = () => resolve();
    link.onerror = () => {
      console.warn(`Cast stylesheet ${url} could not be loaded.`);
      resolve();
    };
    document.head.appendChild(link);
  });
}
