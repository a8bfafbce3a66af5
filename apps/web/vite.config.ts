import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress.ts';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  server: {
    // `npm run dev -w @ooh/web` talks to the API server started separately on its default port.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks a route loads (scripts/check-login-bundle.mjs reads it).
    manifest: true,
    // The libraries every first page runs (React, xstate, valtio, wouter, ofetch) in one chunk rather than the
    // eight shared chunks Rolldown would cut them into: the server speaks HTTP/1.1 (six connections a host), so
    // each extra file in the first wave waits for a connection. Measured: /login went from 23 to 18 files and
    // 133.6 to 131.7 KB gzipped. Lazy screens share no such group: one would load code a screen does not use.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'boot',
              test: /node_modules[\\/](react|react-dom|scheduler|xstate|@xstate[\\/]react|use-sync-external-store|valtio|proxy-compare|wouter|regexparam|ofetch|ufo|destr)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
