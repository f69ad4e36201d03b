import fc from 'fast-check';
import { kindOf, positionOf, RECORD_KEY, variantsOf, type JsonSchema } from './json-schema.ts';
import { seedOf } from './seeded-random.ts';
import { FilePart } from './special-values.ts';

/**
 * Real values for fields by property name (ids of the seeded dashboard, share link, session…), so id-taking
 * operations reach their handlers rather than stopping at "not found". Used when the type fits the schema.
 */
export type KnownValues = Readonly<Record<string, unknown>>;

const FORMATS: Record<string, string> = {
  uri: 'https://fuzz.example/callback',
  url: 'https://fuzz.example/callback',
  email: 'fuzz@fuzz.example',
  'date-time': '2026-01-01T00:00:00.000Z',
  date: '2026-01-01',
  uuid: '00000000-0000-4000-8000-000000000000',
};

function fits(value: unknown, schema: JsonSchema): boolean {
  switch (kindOf(schema)) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'binary':
      return value instanceof FilePart;
    default:
      return value !== null && typeof value === 'object';
  }
}

const matches = new Map<string, string>();
/** One string the pattern matches, the same every time. */
function matching(pattern: string): string {
  let match = matches.get(pattern);
  if (match === undefined) {
    match = fc.sample(fc.stringMatching(new RegExp(pattern)), { seed: seedOf(pattern), numRuns: 1 })[0]!;
    matches.set(pattern, match);
  }
  return match;
}

function validString(schema: JsonSchema): string {
  if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format]!;
  if (schema.pattern) return matching(schema.pattern);
  const min = schema.minLength ?? 1;
  return 'fuzz'.repeat(Math.ceil(min / 4) || 1).slice(0, Math.max(min, Math.min(4, schema.maxLength ?? 4)));
}

function validNumber(schema: JsonSchema): number {
  const low = schema.minimum ?? 1;
  return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
}

/**
 * A value that the schema accepts, with every optional property present (so each is exercised), one item
 * per array and one entry per record. `variants` picks the branch at each `anyOf` / `oneOf` (default: the
 * first that is not null).
 */
export function validValue(
  schema: JsonSchema,
  known: KnownValues,
  variants: ReadonlyMap<string, number> = new Map(),
  path: (string | number)[] = [],
  name = '',
): unknown {
  const choices = variantsOf(schema);
  if (choices.length) {
    const chosen = choices[variants.get(positionOf(path)) ?? 0] ?? choices[0]!;
    return validValue(
      { ...schema, anyOf: undefined, oneOf: undefined, ...chosen },
      known,
      variants,
      path,
      name,
    );
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (name in known && fits(known[name], schema)) return known[name];
  switch (kindOf(schema)) {
    case 'string':
      return validString(schema);
    case 'integer':
    case 'number':
      return validNumber(schema);
    case 'boolean':
      return true;
    case 'binary':
      return new FilePart(new TextEncoder().encode('fuzz\n'), 'fuzz.txt');
    case 'array': {
      const item = validValue(schema.items ?? {}, known, variants, [...path, 0], name);
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item).slice(
        0,
        schema.maxItems ?? Infinity,
      );
    }
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [
          key,
          validValue(child, known, variants, [...path, key], key),
        ]),
      );
    case 'record': {
      const entry = schema.additionalProperties;
      if (typeof entry !== 'object') return {};
      return { [RECORD_KEY]: validValue(entry, known, variants, [...path, RECORD_KEY], RECORD_KEY) };
    }
    case 'any':
      return 'fuzz';
  }
}

/** The same with only the required properties (and no optional record entries): the smallest valid input. */
export function minimalValue(schema: JsonSchema, known: KnownValues): unknown {
  const full = validValue(schema, known);
  if (kindOf(schema) !== 'object' || !full || typeof full !== 'object') return full;
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(Object.entries(full).filter(([key]) => required.has(key)));
}
