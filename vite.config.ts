import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.GRIDCAST_SERVER ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'web',
  base: '/app/',
  plugins: [react()],
  build: { outDir: '../dist/web', emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  server: {
    proxy: { '/api': server, '/logout': server, '/openapi.json': server },
  },
});
