import { type AnyEndpointDefinition, endpoints, type StaffRole } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimit } from '../test/constants.ts';
import { type FuzzCase, fuzzCases, sampleProblems } from '../test/fuzz.ts';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';

/**
 * The contract-driven fuzz suite (issue 11): for every entry of the contract, bad inputs generated from its
 * schemas (test/fuzz.ts). Never a 5xx, always JSON `{ message }` on an error, a 4xx for every value the contract
 * refuses, and the database unchanged by the refused calls. New entries are covered without a line here.
 */
let t: TestContext;
const tokens = new Map<StaffRole, string>();
const report: Array<{ endpoint: string; cases: number; refused: number }> = [];

beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
  const total = report.reduce((sum, row) => sum + row.cases, 0);
  const lines = report.map((row) => `  ${row.endpoint.padEnd(36)} ${String(row.cases).padStart(4)} cases`);
  console.log(`fuzz: ${total} cases over ${report.length} contract entries\n${lines.join('\n')}`);
});

async function tokenFor(endpoint: AnyEndpointDefinition) {
  if (endpoint.auth !== 'bearer') return undefined;
  const role: StaffRole = endpoint.roles.includes('admin') ? 'admin' : (endpoint.roles[0] as StaffRole);
  // Sign-out revokes the token it is called with: each of its cases signs out a token of its own.
  if (endpoint.id === 'logout') return t.tokenForRole(role);
  let token = tokens.get(role);
  if (!token) {
    token = await t.tokenForRole(role);
    tokens.set(role, token);
  }
  return token;
}

/**
 * Every table's rows, hashed: what a refused call must leave as it was. One query for all the tables (a round trip
 * a table cost more than the hashing, twice per contract entry).
 */
let fingerprintQuery: ReturnType<typeof sql.join> | undefined;
async function fingerprint(): Promise<Record<string, string>> {
  if (!fingerprintQuery) {
    const tables = await queryRows<{ name: string }>(
      t.connection,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    fingerprintQuery = sql.join(
      tables.map(
        ({ name }) =>
          sql`select ${name}::text as name, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as hash from ${sql.identifier(name)} x`,
      ),
      sql` union all `,
    );
  }
  const rows = await queryRows<{ name: string; hash: string | null }>(t.connection, fingerprintQuery);
  return Object.fromEntries(rows.map(({ name, hash }) => [name, hash ?? '']));
}

function describeCase(endpoint: AnyEndpointDefinition, fuzz: FuzzCase, status: number, body: string) {
  return `${endpoint.id} ${fuzz.name}: ${status} ${body.slice(0, 300)}`;
}

/**
 * An event stream's answer never ends: it is read up to its headers, and its body only when it is a refusal (the
 * stream itself is left to the server's close).
 */
async function streamed(endpoint: AnyEndpointDefinition, fuzz: FuzzCase) {
  const answer = await t.app.inject({
    method: fuzz.method as 'GET',
    url: fuzz.url,
    headers: { authorization: `Bearer ${await tokenFor(endpoint)}` },
    payloadAsStream: true,
  });
  let body = '';
  if (answer.statusCode >= 400) for await (const chunk of answer.stream()) body += String(chunk);
  else answer.stream().destroy();
  return {
    statusCode: answer.statusCode,
    headers: answer.headers,
    body,
    json: () => JSON.parse(body) as { message?: unknown },
  };
}

async function run(endpoint: AnyEndpointDefinition, fuzz: FuzzCase) {
  const answer = endpoint.eventStream
    ? await streamed(endpoint, fuzz)
    : await t.call({
        method: fuzz.method as 'GET',
        url: fuzz.url,
        ...(fuzz.headers ? { headers: fuzz.headers } : {}),
        ...(fuzz.payload !== undefined ? { payload: fuzz.payload } : {}),
        token: await tokenFor(endpoint),
      });
  const what = describeCase(endpoint, fuzz, answer.statusCode, answer.body);
  expect(answer.statusCode, what).toBeLessThan(500);
  if (fuzz.refuse) expect(answer.statusCode, what).toBeGreaterThanOrEqual(400);
  if (answer.statusCode >= 400) {
    expect(answer.headers['content-type'], what).toMatch(/^application\/json/);
    expect(typeof answer.json().message, what).toBe('string');
  }
}

/** Each entry's cases, generated once (JSON Schema conversions: about a second of CPU for the whole contract). */
const generated = new Map<string, FuzzCase[]>();
function casesOf(endpoint: AnyEndpointDefinition) {
  let cases = generated.get(endpoint.id);
  if (!cases) {
    cases = fuzzCases(endpoint);
    generated.set(endpoint.id, cases);
  }
  return cases;
}

describe('the contract-driven fuzz suite', () => {
  for (const endpoint of endpoints) {
    it(
      `${endpoint.method} ${endpoint.path} (${endpoint.id})`,
      async () => {
        const cases = casesOf(endpoint);
        const refused = cases.filter((fuzz) => fuzz.refuse);
        const before = await fingerprint();
        expect(Object.keys(before), 'the fingerprint covers the tables').toEqual(
          expect.arrayContaining(['users', 'briefs', 'plans', 'sites']),
        );
        for (const fuzz of refused) await run(endpoint, fuzz);
        expect(await fingerprint(), `${endpoint.id}: a refused call changed the database`).toEqual(before);
        for (const fuzz of cases.filter((c) => !c.refuse)) await run(endpoint, fuzz);
        report.push({ endpoint: endpoint.id, cases: cases.length, refused: refused.length });
      },
      timeLimit(120_000),
    );
  }

  it('covers every entry of the contract, each from a valid sample request', () => {
    expect(endpoints.length).toBeGreaterThan(50);
    // Each case changes one thing of a valid request, so the refusal is the changed value's, not a missing field's.
    expect(endpoints.flatMap(sampleProblems)).toEqual([]);
    for (const endpoint of endpoints) expect(casesOf(endpoint).length, endpoint.id).toBeGreaterThan(0);
  });
});
