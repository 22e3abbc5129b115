import type { Context, Next } from 'koa';
import { castEntryPage } from '../../plugins/casts/viewer-routes.js';
import type { ServerConfig } from '../config.js';

/** Printed casts, which sites may show in a frame like the viewer itself. */
const CAST_PDF = /^\/api\/(casts\/[^/]+|shadows\/[^/]+\/cast)\/pdf\/?$/;

/**
 * Whether a path is meant to be shown inside other sites' pages: the cast viewer (SPEC sections 1-2:
 * casts are for embedding) and the PDF of a cast. Every other page may be framed by this server's own pages
 * and the origins the configuration lists (the parent application that embeds the editor) only.
 */
export function isEmbeddable(path: string): boolean {
  return castEntryPage(path)?.kind === 'viewer' || CAST_PDF.test(path);
}

/** An origin (scheme://host[:port]) of a configured URL, for a CSP source list; undefined when it is not a URL. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The content security policy of the web app: scripts from this server only (no inline script, no eval;
 * WebAssembly may compile, for the user-function sandbox's QuickJS), plus the analytics agent's origin
 * when one is configured; connections to this server and the error-reporting service; images from
 * anywhere (a template's IMAGE() cells); styles from this server and inline (React sets style attributes,
 * charts draw styled SVG), and on the cast viewer from the hosts its `stylesheet` parameter accepts.
 */
export function contentSecurityPolicy(config: ServerConfig, hostname: string, embeddable: boolean): string {
  const agent = originOf(config.analytics.agentUrl);
  const airbrake = Object.values(config.airbrake).some(Boolean) ? originOf(config.airbrake.host ?? 'https://api.airbrake.io') : undefined;
  const styles = embeddable ? castStylesheetSources(hostname) : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...(agent ? [agent] : [])],
    ['style-src', "'self'", "'unsafe-inline'", ...styles],
    ['img-src', '*', 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...[airbrake, agent].filter((origin): origin is string => origin !== undefined)],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  if (!embeddable) directives.push(['frame-ancestors', "'self'", ...config.allowedOrigins]);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * What web/cast/stylesheet.ts accepts: loopback, *.localhost, the page's own host and its subdomains, any
 * port ([::1] too, which a CSP source cannot name: a stylesheet there is refused).
 */
function castStylesheetSources(hostname: string): string[] {
  const product = hostname.replace(/^www\./, '');
  const hosts = ['localhost', '127.0.0.1', '*.localhost', ...(product.includes(':') || product === '' ? [] : [product, `*.${product}`])];
  return hosts.flatMap((host) => [`http://${host}:*`, `https://${host}:*`, `http://${host}`, `https://${host}`]);
}

/**
 * Headers on every answer: no MIME sniffing, the same-origin referrer policy, the CSP, and against
 * clickjacking X-Frame-Options (for browsers without frame-ancestors) on everything but the embeddable
 * cast pages. With origins configured, frame-ancestors lists them and modern browsers ignore X-Frame-Options.
 */
export function securityHeaders(config: ServerConfig) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const embeddable = isEmbeddable(ctx.path);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('Content-Security-Policy', contentSecurityPolicy(config, ctx.hostname, embeddable));
    if (!embeddable) ctx.set('X-Frame-Options', 'SAMEORIGIN');
    await next();
  };
}
