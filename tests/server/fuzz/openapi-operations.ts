import type { TeamRole } from '../../../src/lib/roles.ts';
import type { JsonSchema } from './json-schema.ts';

/** Who may call an operation: the document's `x-access`, the endpoint table's access rule. */
export interface AccessRule {
  kind: 'public' | 'user' | 'team' | 'system' | 'share';
  /** For `team`: the least team role that passes. */
  role?: TeamRole;
}

export type InputLocation = 'query' | 'json' | 'multipart';

/** One operation of the served OpenAPI document, as the fuzzer needs it. */
export interface Operation {
  id: string;
  method: string;
  /** With `{name}` placeholders, filled from the input. */
  path: string;
  access: AccessRule;
  inputIn: InputLocation;
  /** The input as one object schema: query and path parameters become its properties. */
  input: JsonSchema;
  /** Whether the operation also accepts the share link headers instead of a sign-in. */
  takesShareHeaders: boolean;
  /** Media types of a success that is not the JSON envelope (a file, a stream). */
  rawSuccessTypes: string[];
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}

interface DocOperation {
  operationId: string;
  'x-access': AccessRule;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocOperation>>;
  components: { securitySchemes: Record<string, { in?: string; name?: string }> };
}

function inputOf(op: DocOperation): { inputIn: InputLocation; input: JsonSchema } {
  const content = op.requestBody?.content ?? {};
  if (content['multipart/form-data'])
    return { inputIn: 'multipart', input: content['multipart/form-data'].schema };
  if (content['application/json']) return { inputIn: 'json', input: content['application/json'].schema };
  const parameters = (op.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
  return {
    inputIn: 'query',
    input: {
      type: 'object',
      properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
      required: parameters.filter((p) => p.required || p.in === 'path').map((p) => p.name),
    },
  };
}

/** Every operation of the document, in its order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const shareSchemes = new Set(
    Object.entries(doc.components.securitySchemes)
      .filter(([, s]) => s.in === 'header' && s.name?.toLowerCase().startsWith('sb-share-'))
      .map(([name]) => name),
  );
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      id: op.operationId,
      method: method.toUpperCase(),
      path,
      access: op['x-access'],
      ...inputOf(op),
      takesShareHeaders: (op.security ?? []).some((r) =>
        Object.keys(r).some((name) => shareSchemes.has(name)),
      ),
      rawSuccessTypes: Object.keys(op.responses['200']?.content ?? {}).filter(
        (t) => t !== 'application/json',
      ),
    })),
  );
}
