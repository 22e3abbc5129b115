import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context, Next } from 'koa';
import { CAST_ENTRY_HTML, isCastPagePath } from '../../plugins/casts/viewer-routes.js';
import { badRequest } from './errors.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'application/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff',
  '.ttf': 'font/ttf', '.map': 'application/json', '.wasm': 'application/wasm', '.txt': 'text/plain',
};

/** The app's icon (web/public/favicon.svg), which its pages name in a link element. */
const FAVICON = '/app/favicon.svg';

/** The status of a client route's page (index.html): 403 for screens the caller may not use. */
export type PageStatus = (ctx: Context) => Promise<number>;

/**
 * Serves the built web app (vite's dist/web, base /app/) when it exists: files by path, and index.html for
 * every other /app route so the client router can take over (with the status `pageStatus` gives: the page
 * itself explains a refusal), except cast pages, which get the light cast entry (cast.html: no editor
 * code). `/` goes to /app.
 */
export function webApp(dist: string | undefined, pageStatus?: PageStatus) {
  const enabled = dist !== undefined && existsSync(join(dist, 'index.html'));
  const castEntry = enabled && existsSync(join(dist, CAST_ENTRY_HTML));
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!enabled || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    if (ctx.path === '/') return ctx.redirect('/app');
    // Browsers ask for /favicon.ico on pages that name no icon (a JSON answer opened in a tab): the app's one.
    if (ctx.path === '/favicon.ico') return ctx.redirect(FAVICON);
    if (ctx.path !== '/app' && !ctx.path.startsWith('/app/')) return next();
    const relative = normalize(decodedPath(ctx.path.slice('/app'.length)) || '/');
    const candidate = join(dist, relative);
    const isFile = candidate.startsWith(dist + sep) && (await stat(candidate).catch(() => undefined))?.isFile();
    const page = castEntry && isCastPagePath(ctx.path) ? CAST_ENTRY_HTML : 'index.html';
    const file = isFile ? candidate : join(dist, page);
    if (!isFile && pageStatus) ctx.status = await pageStatus(ctx);
    ctx.type = TYPES[extname(file)] ?? 'application/octet-stream';
    // Hashed assets never change; the page itself must always be fresh.
    ctx.set('Cache-Control', file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.body = createReadStream(file);
  };
}

/** A path's percent-escapes decoded; a malformed one (`%ZZ`, bytes that are not UTF-8) is the caller's 400, not a 500. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw badRequest('Malformed address: each % in the path must start an escape of UTF-8 bytes, such as %20.');
  }
}

