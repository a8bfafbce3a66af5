import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;
export type Io = 'input' | 'output';

/** Where the document keeps its named schemas; every `$ref` of the document points here. */
export const COMPONENTS = '#/components/schemas/';

/** The key of the schema being converted, in the registry of one conversion (never a component). */
const ROOT = '~operation';

/**
 * The schemas the contract names with `.meta({ id })` (ErrorResponse, …): one component each. Read from zod's
 * global registry, where `.meta()` puts them, so a new id needs nothing here.
 */
function namedSchemas(): Array<[string, z.ZodType]> {
  return [...z.globalRegistry._idmap.entries()] as Array<[string, z.ZodType]>;
}

/** zod's draft 2020-12 (OpenAPI 3.1's dialect) output, with `$ref`s to the components named by `nameOf`. */
function convert(
  schema: z.ZodType,
  io: Io,
  nameOf: (id: string) => string,
  named: Array<[string, z.ZodType]>,
): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  registry.add(schema, { id: ROOT });
  for (const [id, each] of named) if (each !== schema) registry.add(each, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    // A download's `z.unknown()` and the like: documented by their content type, not by a schema.
    unrepresentable: 'any',
    uri: (id) => `${COMPONENTS}${nameOf(id)}`,
  });
  // Shared definitions come from cycles and unnamed reuse across entries; the contract has neither, and a
  // `__shared` pointer would not resolve in the document: refuse rather than publish a broken one.
  if ('__shared' in schemas) throw new Error('A contract schema is recursive: give it a `.meta({ id })`');
  const result: Record<string, JsonSchema> = {};
  for (const [key, value] of Object.entries(schemas)) {
    const { $schema: _dialect, $id: _id, ...rest } = value as JsonSchema;
    result[key] = rest;
  }
  return result;
}

/**
 * Converts the contract's schemas for one document: `components` holds every named schema once (its output form
 * under its id, and its input form under `<id>Input` only where the two differ), and `toJson` gives any other
 * schema inline, its named parts as `$ref`s to those components.
 */
export function createConverter() {
  const named = namedSchemas();
  // A named schema whose input form differs from its output form (a default, a transform) gets a second
  // component for requests; so does one that refers to such a schema. Repeated until nothing changes.
  const differs = new Set<string>();
  const nameOf = (io: Io) => (id: string) => (io === 'input' && differs.has(id) ? `${id}Input` : id);
  const form = (schema: z.ZodType, io: Io) => JSON.stringify(convert(schema, io, nameOf(io), named)[ROOT]);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [id, schema] of named) {
      if (!differs.has(id) && form(schema, 'input') !== form(schema, 'output')) {
        differs.add(id);
        changed = true;
      }
    }
  }
  const inputName = nameOf('input');

  const components: Record<string, JsonSchema> = {};
  for (const [id, schema] of named) {
    components[id] = convert(schema, 'output', nameOf('output'), named)[ROOT] as JsonSchema;
    if (inputName(id) !== id)
      components[inputName(id)] = convert(schema, 'input', nameOf('input'), named)[ROOT] as JsonSchema;
  }

  const idOf = (schema: z.ZodType) => z.globalRegistry.get(schema)?.id;
  return {
    components,
    toJson(schema: z.ZodType, io: Io): JsonSchema {
      const id = idOf(schema);
      if (id) return { $ref: `${COMPONENTS}${nameOf(io)(id)}` };
      return convert(schema, io, nameOf(io), named)[ROOT] as JsonSchema;
    },
  };
}
