import { createRequire } from 'node:module';

/**
 * The deck's fonts (docs/domain.md "Visual representation"): Noto Sans, regular and bold, whose one TrueType file
 * covers Latin, Cyrillic, Greek and Devanagari, so a name in any of them prints as typed (pdfkit's standard
 * Helvetica is Latin-1 only). Arabic, Urdu and Chinese are not in it. pdfkit embeds only the glyphs used.
 *
 * Resolved through Node's module resolution from this module's own place, so the same code finds the files from
 * source (tsx, vitest) and from the bundled dist/document-worker.js (the package stays in node_modules, as every
 * non-workspace package does: build.mjs).
 */
const require = createRequire(import.meta.url);

export const DECK_FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
} as const;
