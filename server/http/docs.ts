import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import type Router from '@koa/router';

// No inline script: the content security policy allows scripts from files of this server only.
const DOCS_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Gridcast API</title>
<link rel="stylesheet" href="/api-docs/swagger-ui.css"></head><body><div id="ui"></div>
<script src="/api-docs/swagger-ui-bundle.js"></script>
<script src="/api-docs/start.js"></script></body></html>`;
const DOCS_START = "SwaggerUIBundle({ url: '/openapi.json', dom_id: '#ui', supportedSubmitMethods: ['get'] });\n";

/**
 * swagger-ui-dist's folder. Its main module is not imported: it runs the 3 MB browser bundle in this process
 * to export it, which the server, serving the files, never uses.
 */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const TYPES: Record<string, string> = { '.js': 'application/javascript', '.css': 'text/css', '.png': 'image/png', '.map': 'application/json', '.html': 'text/html' };

/** Swagger UI's files at /api-docs (the web app's /app/api page can use them too), reading /openapi.json. */
export function docsRoutes(router: Router, document: () => object): void {
  let cached: string | undefined;
  router.get('/openapi.json', (ctx) => {
    cached ??= JSON.stringify(document());
    ctx.type = 'application/json';
    ctx.body = cached;
  });
  router.get('/api-docs', (ctx) => {
    ctx.type = 'text/html';
    ctx.body = DOCS_PAGE;
  });
  router.get('/api-docs/start.js', (ctx) => {
    ctx.type = 'application/javascript';
    ctx.body = DOCS_START;
  });
  router.get('/api-docs/:file', async (ctx) => {
    const file = normalize(ctx.params.file ?? '');
    if (file.includes('/') || file.startsWith('.')) return;
    const type = TYPES[file.slice(file.lastIndexOf('.'))];
    if (!type) return;
    try {
      ctx.body = await readFile(join(SWAGGER_UI_DIR, file));
      ctx.type = type;
      ctx.set('Cache-Control', 'public, max-age=86400');
    } catch {
      // Not one of swagger-ui's files: fall through to the 404 handler.
    }
  });
}
