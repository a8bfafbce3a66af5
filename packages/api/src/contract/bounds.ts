/** The contract's own check of its input bounds (used by its tests; not part of the package's entries). */

export type JsonSchema = Record<string, unknown>;

/**
 * What a request part's JSON Schema leaves unbounded (docs/domain.md, "Input bounds"): a string without a maximum
 * length or without a pattern (NUL is refused by a pattern; an enum or a constant needs neither), a list without a
 * maximum size, a number without a maximum.
 */
export function unboundedInputs(schema: JsonSchema, path: string, defs: JsonSchema = {}): string[] {
  const found: string[] = [];
  const walk = (node: JsonSchema | undefined, at: string) => {
    if (!node || typeof node !== 'object') return;
    if (typeof node.$ref === 'string') return walk(defs[node.$ref.split('/').pop() ?? ''] as JsonSchema, at);
    for (const key of ['anyOf', 'oneOf', 'allOf'])
      if (Array.isArray(node[key])) for (const branch of node[key] as JsonSchema[]) walk(branch, at);
    const fixed = node.enum !== undefined || node.const !== undefined;
    if (node.type === 'string' && !fixed) {
      if (node.maxLength === undefined) found.push(`${at}: a string without maxLength`);
      if (node.pattern === undefined && node.format === undefined)
        found.push(`${at}: a string that does not refuse NUL (no pattern)`);
    }
    if (node.type === 'array') {
      if (node.maxItems === undefined) found.push(`${at}: a list without maxItems`);
      walk(node.items as JsonSchema, `${at}[]`);
    }
    if ((node.type === 'number' || node.type === 'integer') && !fixed)
      if (node.maximum === undefined && node.exclusiveMaximum === undefined)
        found.push(`${at}: a number without maximum`);
    if (node.type === 'object' && node.properties)
      for (const [key, value] of Object.entries(node.properties as JsonSchema))
        walk(value as JsonSchema, `${at}.${key}`);
    if (node.type === 'object' && typeof node.additionalProperties === 'object')
      found.push(`${at}: a map with free keys`);
  };
  walk(schema, path);
  return found;
}
