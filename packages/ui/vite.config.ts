import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The vanilla-extract plugin must be present wherever `.css.ts` files are imported (vitest included),
// or they fail with "Styles were unable to be assigned to a file".
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
});
