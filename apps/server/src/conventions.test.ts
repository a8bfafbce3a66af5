import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { STAFF_ROLES } from '@ooh/api/contract';
import { BRIEF_STATUSES } from '@ooh/machines/brief';
import { PLAN_STATUSES } from '@ooh/machines/plan';
import { REQUESTED_SITE_STATUSES } from '@ooh/machines/requested-site';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = import.meta.dirname;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// The code, not its tests: a test names the roles or statuses it tries on purpose, as the expectation stated
// independently of the lists it checks (and this file spells the forbidden lists as test data).
const sourceFiles = filesUnder(srcDir).filter(
  (path) => /\.(ts|mts|mjs|js)$/.test(path) && !/\.test\.[a-z]+$/.test(path),
);

/**
 * The lists that have one home outside the server: the staff roles in the contract (`@ooh/api`), the statuses in
 * their machines (`@ooh/machines`). The server imports them; a literal copy here would drift the day one changes.
 */
const KNOWN_LISTS: Record<string, readonly string[]> = {
  'staff roles (STAFF_ROLES, @ooh/api/contract)': [...STAFF_ROLES, 'client'],
  'brief statuses (BRIEF_STATUSES, @ooh/machines/brief)': BRIEF_STATUSES,
  'plan statuses (PLAN_STATUSES, @ooh/machines/plan)': PLAN_STATUSES,
  'site statuses (REQUESTED_SITE_STATUSES, @ooh/machines/requested-site)': REQUESTED_SITE_STATUSES,
};

/**
 * A literal list (an array of strings, or a union of string types) is a copy of a known list when every member
 * belongs to it and it names at least half of it. Shorter picks stay allowed: they are decisions, not copies
 * (who is notified of a brief: `['key_account_manager', 'admin']`; which plans await review).
 */
function copiedList(members: string[]): string | null {
  if (members.length < 2) return null;
  for (const [name, list] of Object.entries(KNOWN_LISTS)) {
    const named = new Set(members);
    if ([...named].every((member) => list.includes(member)) && named.size * 2 >= list.length) return name;
  }
  return null;
}

/** The string value of `key` in an object literal (`{ name: 'admin', … }`), if it has one. */
function stringProperty(node: ts.Expression, key: string): string | null {
  if (!ts.isObjectLiteralExpression(node)) return null;
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === key) {
      return ts.isStringLiteralLike(property.initializer) ? property.initializer.text : null;
    }
  }
  return null;
}

/**
 * The strings a literal list names: `['a', 'b']`, `'a' | 'b'`, or a table with one row per member
 * (`[{ name: 'admin', … }, { name: 'planner', … }]`: a key every row has, with a different string in each).
 */
function stringMembers(node: ts.Node): string[] | null {
  if (ts.isArrayLiteralExpression(node)) {
    const values = node.elements.map((element) => (ts.isStringLiteralLike(element) ? element.text : null));
    if (values.every((value) => value !== null)) return values as string[];
    const [first] = node.elements;
    if (!first || !ts.isObjectLiteralExpression(first)) return null;
    for (const property of first.properties) {
      if (!property.name || !ts.isIdentifier(property.name)) continue;
      const key = property.name.text;
      const column = node.elements.map((element) => stringProperty(element, key));
      if (column.every((value) => value !== null) && new Set(column).size === column.length) {
        const members = column as string[];
        if (copiedList(members)) return members;
      }
    }
    return null;
  }
  if (ts.isUnionTypeNode(node)) {
    const values = node.types.map((type) =>
      ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal) ? type.literal.text : null,
    );
    return values.every((value) => value !== null) ? (values as string[]) : null;
  }
  return null;
}

function literalListCopies(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const members = stringMembers(node);
    const copied = members && copiedList(members);
    if (copied) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${relative(srcDir, path)}:${line} re-declares ${copied}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('status and role lists', () => {
  it('are imported from the contract and the machines, never spelled out in the server', () => {
    expect(sourceFiles.length).toBeGreaterThan(50);
    expect(sourceFiles.flatMap(literalListCopies)).toEqual([]);
  });

  it('are recognised when copied (the check itself)', () => {
    expect(copiedList(['pending', 'approved', 'rejected'])).toMatch(/brief statuses/);
    expect(copiedList(['admin', 'planner', 'designer', 'editor'])).toMatch(/staff roles/);
    expect(copiedList(['inprogress', 'pending', 'accepted'])).toMatch(/plan statuses/);
    expect(copiedList(['key_account_manager', 'admin'])).toBeNull();
    expect(copiedList(['pending'])).toBeNull();
    expect(copiedList(['pending', 'elsewhere'])).toBeNull();
    const union = ts.createSourceFile(
      'x.ts',
      "type R = 'admin' | 'planner' | 'editor' | 'manager';",
      ts.ScriptTarget.Latest,
      true,
    );
    const alias = union.statements[0] as ts.TypeAliasDeclaration;
    expect(copiedList(stringMembers(alias.type) ?? [])).toMatch(/staff roles/);
    const table = ts.createSourceFile(
      'x.ts',
      "const r = [{ name: 'admin', n: 1 }, { name: 'planner', n: 2 }, { name: 'editor' }, { name: 'manager' }];",
      ts.ScriptTarget.Latest,
      true,
    );
    const list = (table.statements[0] as ts.VariableStatement).declarationList.declarations[0]?.initializer;
    expect(list && copiedList(stringMembers(list) ?? [])).toMatch(/staff roles/);
  });
});
