import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** What a page's HTML answer announces (`first-pages.json`): the server sends it as a `Link` header. */
export interface FirstPagePreloads {
  scripts: string[];
  styles: string[];
}

/** The file the build writes beside index.html, read by the server (apps/server/src/http/spa.ts). */
export const FIRST_PAGES_FILE = 'first-pages.json';

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The chunks a page opened by its address needs besides the entry, written to `first-pages.json` for the server to
 * announce with the page's HTML (`Link: <…>; rel=modulepreload`): the browser then fetches them beside the entry
 * instead of once the entry has run and asked for them (README "The first load": on /dashboard, the shell's and
 * the page's chunks were a second wave of requests after the entry's evaluation). `pages` maps an address to the
 * source modules (relative to `apps/web/src`) it loads at once; each one's chunk and the chunks it imports
 * statically are listed, with their styles, the entry's own chunks left out (index.html has them).
 */
export function firstPagePreloads(pages: Record<string, readonly string[]>): Plugin {
  const sourceId = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
  return {
    name: 'ooh:first-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is typeof item & BuiltChunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // What the entry loads statically is already in index.html.
      const entryFiles = new Set<string>();
      const entryQueue = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      while (entryQueue.length > 0) {
        const file = entryQueue.pop() as string;
        if (entryFiles.has(file)) continue;
        entryFiles.add(file);
        entryQueue.push(...(byFile.get(file)?.imports ?? []));
      }
      const written: Record<string, FirstPagePreloads> = {};
      for (const [address, sources] of Object.entries(pages)) {
        const files = new Set<string>();
        const queue: string[] = [];
        for (const source of sources) {
          const id = sourceId(source);
          const chunk = chunks.find((each) => each.moduleIds.includes(id));
          if (!chunk) this.error(`first-page preloads: no chunk holds ${source} (for ${address})`);
          queue.push(chunk.fileName);
        }
        while (queue.length > 0) {
          const file = queue.shift() as string;
          if (files.has(file) || entryFiles.has(file)) continue;
          files.add(file);
          queue.push(...(byFile.get(file)?.imports ?? []));
        }
        const styles = new Set<string>();
        for (const file of files)
          for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) styles.add(css);
        written[address] = {
          scripts: [...files].map((file) => `/${file}`),
          styles: [...styles].map((file) => `/${file}`),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: FIRST_PAGES_FILE,
        source: `${JSON.stringify(written, null, 2)}\n`,
      });
    },
  };
}
