import { afterAll, beforeAll, expect, it } from 'vitest';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fieldsOf, kindOf, variantsOf, type JsonSchema } from './json-schema.ts';
import { operationsOf, type OpenApiDocument, type Operation } from './openapi-operations.ts';

/**
 * The fuzz suite reads the operations from /openapi.json, so the document must name every route the app
 * serves; and every input it describes must be bounded, so no field takes a megabyte the handler then stores
 * or logs.
 */

let t: TestApp;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  operations = operationsOf((await (await t.app.request('/openapi.json')).json()) as OpenApiDocument);
});
afterAll(() => t.close());

it('lists exactly the API routes the app serves', () => {
  const documented = operations.map((op) => `${op.method} ${op.path}`);
  // Middleware and the /api/* catch-all are registered for every method ("ALL"); routes are not.
  const served = t.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
  expect([...new Set(served)].sort()).toEqual([...new Set(documented)].sort());
  expect(documented.length).toBe(new Set(documented).size);
});

/** A pattern bounds the length when it is anchored at both ends and repeats nothing without an upper bound. */
const boundedPattern = (pattern: string) => /^\^.*\$$/.test(pattern) && !/[*+]|\{\d+,\}/.test(pattern);

/** Why a schema (one variant of it) takes values of any size, or undefined when it does not. */
function unboundedBy(schema: JsonSchema & Record<string, unknown>): string | undefined {
  switch (kindOf(schema)) {
    case 'string':
      if (schema.enum || schema.const !== undefined || schema.maxLength !== undefined) return undefined;
      return schema.pattern && boundedPattern(schema.pattern) ? undefined : 'a string without maxLength';
    case 'array':
      return schema.maxItems === undefined ? 'an array without maxItems' : undefined;
    case 'record': {
      const keys = (schema.propertyNames ?? {}) as JsonSchema;
      if (schema.maxProperties === undefined) return 'a record without maxProperties';
      return keys.maxLength === undefined ? 'a record whose keys have no maxLength' : undefined;
    }
    case 'any':
      return schema['x-max-json-length'] === undefined
        ? 'free-form JSON without x-max-json-length'
        : undefined;
    default:
      return undefined;
  }
}

it('bounds every input field: strings, arrays, records and free-form JSON', () => {
  const unbounded = operations.flatMap((op) =>
    fieldsOf(op.input).flatMap((field) => {
      const variants = variantsOf(field.schema);
      return (variants.length ? variants : [field.schema]).flatMap((schema) => {
        const reason = unboundedBy(schema as JsonSchema & Record<string, unknown>);
        return reason ? [`${op.id} ${field.label}: ${reason}`] : [];
      });
    }),
  );
  expect(unbounded).toEqual([]);
});
