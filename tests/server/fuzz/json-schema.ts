/** The part of JSON Schema (2020-12, as zod writes it) that the generators read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

export type Kind =
  'object' | 'record' | 'array' | 'string' | 'binary' | 'integer' | 'number' | 'boolean' | 'any';

/** A choice among `anyOf` / `oneOf` variants; `null` alone is not a variant (it is tried as a mutation). */
export function variantsOf(schema: JsonSchema): JsonSchema[] {
  return (schema.oneOf ?? schema.anyOf ?? []).filter((s) => s.type !== 'null');
}

export function kindOf(schema: JsonSchema): Kind {
  const variants = variantsOf(schema);
  if (variants.length) return kindOf(variants[0]!);
  const sample = schema.const ?? schema.enum?.[0];
  if (sample !== undefined) return typeof sample === 'number' ? 'number' : (typeof sample as Kind);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'string' && schema.format === 'binary') return 'binary';
  if (type === 'object') return schema.properties ? 'object' : 'record';
  if (type === 'array' || type === 'string' || type === 'integer' || type === 'number' || type === 'boolean')
    return type;
  return 'any';
}

/**
 * Where a field sits: the property names and array items (`0`) from the input's root, plus the variant chosen
 * at each `anyOf` / `oneOf` on the way (keyed by the dotted position).
 */
export interface Field {
  path: (string | number)[];
  schema: JsonSchema;
  variants: ReadonlyMap<string, number>;
  /** The property name nearest to the field (an array item takes its array's name). */
  name: string;
  label: string;
  required: boolean;
}

export const positionOf = (path: readonly (string | number)[]) => path.join('.');

/** The record key used for the one entry a generated record gets. */
export const RECORD_KEY = 'fuzz_key';

const variantLabel = (schema: JsonSchema, index: number) => {
  const tag = Object.values(schema.properties ?? {}).find((p) => typeof p.const === 'string')?.const;
  return `<${typeof tag === 'string' ? tag : `#${index}`}>`;
};

/** Every field of an input schema, depth first, each `anyOf` / `oneOf` variant explored on its own. */
export function fieldsOf(root: JsonSchema): Field[] {
  const out: Field[] = [];
  const visit = (
    schema: JsonSchema,
    path: (string | number)[],
    label: string,
    name: string,
    required: boolean,
    variants: Map<string, number>,
  ) => {
    if (path.length) out.push({ path, schema, variants, name, label, required });
    const choices = variantsOf(schema);
    if (choices.length > 1) {
      choices.forEach((variant, i) => {
        const chosen = new Map(variants).set(positionOf(path), i);
        visitChildren(variant, path, `${label}${variantLabel(variant, i)}`, name, chosen);
      });
    } else visitChildren(choices[0] ?? schema, path, label, name, variants);
  };
  const visitChildren = (
    schema: JsonSchema,
    path: (string | number)[],
    label: string,
    name: string,
    variants: Map<string, number>,
  ) => {
    const join = (key: string | number) => (label ? `${label}.${key}` : String(key));
    switch (kindOf(schema)) {
      case 'object':
        for (const [key, child] of Object.entries(schema.properties ?? {}))
          visit(child, [...path, key], join(key), key, schema.required?.includes(key) ?? false, variants);
        break;
      case 'record':
        if (typeof schema.additionalProperties === 'object')
          visit(
            schema.additionalProperties,
            [...path, RECORD_KEY],
            join(RECORD_KEY),
            RECORD_KEY,
            false,
            variants,
          );
        break;
      case 'array':
        if (schema.items) visit(schema.items, [...path, 0], join(0), name, true, variants);
        break;
      default:
    }
  };
  visit(root, [], '', '', true, new Map());
  return out;
}
