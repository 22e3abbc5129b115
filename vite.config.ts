import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CAST_ENTRY_HTML, isCastPagePath } from './plugins/casts/viewer-routes.js';

const server = process.env.GRIDCAST_SERVER ?? 'http://127.0.0.1:3000';

/** In the dev server, cast pages get the light cast entry, as the Koa server does in production. */
const castPages = (): Plugin => ({
  name: 'gridcast-cast-pages',
  configureServer(dev) {
    dev.middlewares.use((req, _res, next) => {
      const url = new URL(req.url ?? '/', 'http://dev');
      if (isCastPagePath(url.pathname)) req.url = `/app/${CAST_ENTRY_HTML}${url.search}`;
      next();
    });
  },
});

export default defineConfig({
  root: 'web',
  base: '/app/',
  plugins: [react(), castPages()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    // Two entries: the editor's app, and the light cast viewer that loads no editor code.
    rolldownOptions: { input: { main: 'web/index.html', cast: `web/${CAST_ENTRY_HTML}` } },
  },
  // The user-function sandbox's worker is started as a module worker (plugins/user-functions/web).
  worker: { format: 'es' },
  server: {
    proxy: { '/api': server, '/api-docs': server, '/logout': server, '/openapi.json': server },
  },
});
