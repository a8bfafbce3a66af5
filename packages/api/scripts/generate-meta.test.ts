import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contract from '../src/contract/index.ts';
import * as meta from '../src/meta/endpoints.gen.ts';
import { META_FILE, REGENERATE_COMMAND, renderMeta } from './generate-meta.ts';

describe('the endpoint metadata of @ooh/api', () => {
  it('matches the contract (regenerate when this fails)', () => {
    expect(
      readFileSync(META_FILE, 'utf8') === renderMeta(),
      `src/meta/endpoints.gen.ts is stale: run \`${REGENERATE_COMMAND}\``,
    ).toBe(true);
  });

  it('has every entry under its own name, with its fields and without its schemas', () => {
    const metas = meta as unknown as Record<string, Record<string, unknown>>;
    for (const entry of contract.endpoints) {
      const name = Object.entries(contract).find(([, value]) => value === entry)?.[0] ?? entry.id;
      const found = metas[name];
      expect(found, name).toBeDefined();
      expect(found, name).toEqual(contract.metaOf(entry));
      for (const key of ['params', 'query', 'body', 'response', 'summary'])
        expect(found, name).not.toHaveProperty(key);
    }
    expect(Object.keys(metas).length).toBe(contract.endpoints.length);
  });
});
