import { writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnyEndpointDefinition, ENDPOINT_META_KEYS, metaOf } from '../src/contract/define.ts';
import * as auth from '../src/contract/endpoints/auth.ts';
import * as briefs from '../src/contract/endpoints/briefs.ts';
import * as campaigns from '../src/contract/endpoints/campaigns.ts';
import * as clients from '../src/contract/endpoints/clients.ts';
import * as competitors from '../src/contract/endpoints/competitors.ts';
import * as dashboard from '../src/contract/endpoints/dashboard.ts';
import * as field from '../src/contract/endpoints/field.ts';
import * as lifecycles from '../src/contract/endpoints/lifecycles.ts';
import * as lookups from '../src/contract/endpoints/lookups.ts';
import * as payorders from '../src/contract/endpoints/payorders.ts';
import * as plans from '../src/contract/endpoints/plans.ts';
import * as sites from '../src/contract/endpoints/sites.ts';
import * as summaries from '../src/contract/endpoints/summaries.ts';
import * as system from '../src/contract/endpoints/system.ts';
import * as users from '../src/contract/endpoints/users.ts';
import * as visualrep from '../src/contract/endpoints/visualrep.ts';

/**
 * Writes `src/meta/endpoints.gen.ts`: every contract entry without its zod schemas, under the entry's own
 * name, typed as `EndpointMeta<typeof contract.x>`. `@ooh/api` (what the browser imports) exports these, so
 * the login route does not load zod; `@ooh/api/contract` keeps the full entries. `generate-meta.test.ts`
 * fails when the committed file is stale. Run with `npm run generate -w @ooh/api`.
 */

export const REGENERATE_COMMAND = 'npm run generate -w @ooh/api';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const META_FILE = join(root, 'src/meta/endpoints.gen.ts');

/** The endpoint files, each with its module; their non-entry exports (schemas' types) are re-exported as types. */
const FILES: ReadonlyArray<[file: string, module: Record<string, unknown>]> = [
  ['auth', auth],
  ['lookups', lookups],
  ['sites', sites],
  ['dashboard', dashboard],
  ['briefs', briefs],
  ['clients', clients],
  ['plans', plans],
  ['summaries', summaries],
  ['visualrep', visualrep],
  ['payorders', payorders],
  ['campaigns', campaigns],
  ['field', field],
  ['users', users],
  ['competitors', competitors],
  ['lifecycles', lifecycles],
  ['system', system],
];

function isEntry(value: unknown): value is AnyEndpointDefinition {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'auth' in value
  );
}

function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`Cannot write ${typeof value} into the metadata`);
}

function renderEntry(name: string, entry: AnyEndpointDefinition): string {
  const meta = metaOf(entry) as Record<string, unknown>;
  const lines = ENDPOINT_META_KEYS.filter((key) => meta[key] !== undefined).map(
    (key) => `  ${key}: ${literal(meta[key])},`,
  );
  return [`export const ${name}: EndpointMeta<typeof contract.${name}> = {`, ...lines, '};'].join('\n');
}

/** The file's text. */
export function renderMeta(): string {
  const parts = [
    `// Generated from the contract by \`${REGENERATE_COMMAND}\` (scripts/generate-meta.ts). Do not edit.`,
    '// Every entry without its zod schemas, typed as the full entry, for the browser (`@ooh/api`).',
    '',
    "import type { EndpointMeta } from '../contract/define.ts';",
    "import type * as contract from '../contract/index.ts';",
    '',
    "// The contract's types (Brief, PlanDetail, …), as types only: the schemas behind them stay in `@ooh/api/contract`.",
    ...FILES.map(([file]) => `export type * from '../contract/endpoints/${file}.ts';`),
    "export type * from '../contract/schemas.ts';",
  ];
  for (const [file, module] of FILES) {
    parts.push('', `// ${file}`);
    // Sorted by name: the order of a module namespace's keys differs between runners (tsx, vitest).
    const names = Object.keys(module).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const name of names) {
      const value = module[name];
      if (isEntry(value)) parts.push('', renderEntry(name, value));
    }
  }
  return `${parts.join('\n')}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(META_FILE, renderMeta());
  console.log(`wrote ${relative(process.cwd(), META_FILE)}`);
}
