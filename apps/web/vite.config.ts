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
