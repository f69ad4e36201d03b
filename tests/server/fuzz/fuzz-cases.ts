import { encodeJson, encodeMultipart, type FuzzCase } from './encode-request.ts';
import { fieldMutations, randomValues } from './field-mutations.ts';
import { deepArray, deepObject, NEAR_LIMIT_TEXT, OVER_LIMIT_TEXT } from './hostile-values.ts';
import { fieldsOf } from './json-schema.ts';
import type { Operation } from './openapi-operations.ts';
import { randomFrom, seedOf, shuffled } from './seeded-random.ts';
import { MISSING } from './special-values.ts';
import { minimalValue, validValue, type KnownValues } from './valid-value.ts';

/** A copy of `root` with the value at `path` replaced (or removed, for MISSING); only the containers on the way are copied. */
function setAt(root: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const container = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  const next = setAt(container[head!], rest, value);
  if (next === MISSING) delete container[head!];
  else container[head!] = next;
  return container;
}

function getAt(root: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], root);
}

const asObject = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const whole = (label: string, fields: Omit<FuzzCase, 'label' | 'tier'>): FuzzCase => ({
  label,
  tier: 0,
  ...fields,
});
const json = (bytes: string | Uint8Array, contentType: string | null = 'application/json') => ({
  body: { bytes, contentType },
});

function jsonBodyCases(baseline: unknown): FuzzCase[] {
  const text = encodeJson(baseline) as string;
  const firstKey = Object.keys(asObject(baseline))[0] ?? 'fuzz';
  const form = encodeMultipart(baseline);
  return [
    whole('empty body', json('')),
    whole('blank body', json(' \r\n\t ')),
    whole('malformed JSON: cut short', json(text.slice(0, Math.max(1, text.length >> 1)))),
    whole('malformed JSON: single quotes', json("{'a':1}")),
    whole('malformed JSON: trailing comma', json('{"a":1,}')),
    whole('malformed JSON: NaN', json('NaN')),
    whole('byte order mark before the JSON', json(`\ufeff${text}`)),
    whole(
      'UTF-16 body',
      json(new Uint8Array(Buffer.from(text, 'utf16le')), 'application/json; charset=utf-16'),
    ),
    ...['[]', '"fuzz"', '1', 'null', 'true'].map((top) => whole(`top-level ${top}`, json(top))),
    whole('deeply nested array body (10 000)', { input: deepArray() }),
    whole('deeply nested object body (10 000)', { input: deepObject() }),
    whole('NUL in an unknown key', { input: { ...asObject(baseline), 'fu\u0000zz': 1 } }),
    whole('lone surrogate in an unknown key', { input: { ...asObject(baseline), 'fuzz\udbff': 1 } }),
    whole(
      'duplicate key, the last with a NUL',
      json(`${text.slice(0, -1)}${text.length > 2 ? ',' : ''}"${firstKey}":"\\u0000"}`),
    ),
    whole('unknown extra field', { input: { ...asObject(baseline), fuzz_extra: 'x' } }),
    whole('900 kB in an unknown field', { input: { ...asObject(baseline), fuzz_padding: NEAR_LIMIT_TEXT } }),
    whole('body past the 1 MB limit', { input: { ...asObject(baseline), fuzz_padding: OVER_LIMIT_TEXT } }),
    whole('no content type', json(text, null)),
    whole('text/plain', json(text, 'text/plain')),
    whole('form-urlencoded', json('a=b&c=%00', 'application/x-www-form-urlencoded')),
    whole('multipart form of the fields', { body: form }),
    whole(
      'JSON with a NUL labelled multipart',
      json(encodeJson({ ...asObject(baseline), fuzz: 'fu\u0000zz' }), form.contentType),
    ),
  ];
}

function queryCases(): FuzzCase[] {
  return [
    whole('unknown parameter', { query: 'fuzz_extra=1' }),
    whole('NUL in a parameter name (%00)', { query: 'fu%00zz=1' }),
    whole('surrogate bytes in a parameter name (%ED%A0%80)', { query: '%ED%A0%80=1' }),
    whole('broken percent-encoding', { query: 'a=%zz&b=%&c=%E4%B8' }),
    whole('bracket parameter names', { query: 'a[b][c]=1&a[]=2' }),
    whole('only separators', { query: '&&&=&' }),
    whole('100 kB parameter', { query: `fuzz_padding=${'q'.repeat(100_000)}` }),
  ];
}

function multipartCases(baseline: unknown): FuzzCase[] {
  const form = encodeMultipart(baseline);
  const text = new TextDecoder().decode(form.bytes);
  return [
    whole('the fields as JSON', json(encodeJson(baseline))),
    whole('no content type', { body: { bytes: form.bytes, contentType: null } }),
    whole('multipart without a boundary', {
      body: { bytes: form.bytes, contentType: 'multipart/form-data' },
    }),
    whole('wrong boundary', {
      body: { bytes: form.bytes, contentType: 'multipart/form-data; boundary=other' },
    }),
    whole('cut short', {
      body: { bytes: form.bytes.slice(0, form.bytes.length >> 1), contentType: form.contentType },
    }),
    whole('empty body', { body: { bytes: '', contentType: form.contentType } }),
    whole('NUL in a field name', { input: { ...asObject(baseline), 'fu\u0000zz': 'x' } }),
    whole('900 kB in an unknown field', { input: { ...asObject(baseline), fuzz_padding: NEAR_LIMIT_TEXT } }),
    whole('every field twice', {
      input: Object.fromEntries(Object.entries(asObject(baseline)).map(([k, v]) => [k, [v, v]])),
    }),
    whole('header injection in the part headers', {
      body: {
        bytes: text.replace('form-data; name="', 'form-data; name="x"\r\nX-Injected: 1\r\nfuzz="'),
        contentType: form.contentType,
      },
    }),
  ];
}

/**
 * The cases of one operation for one caller: whole-request shapes of its input kind, every field's mutations,
 * then the full and the minimal valid input last (a valid call may end the session or delete the record the
 * other cases need). All whole-request cases and the tier-0 mutations run; tier-1 mutations fill up to
 * `budget`, taken in turn from each field (shuffled with the seed), so every field gets its share.
 */
export function casesFor(op: Operation, known: KnownValues, seedParts: string[], budget: number): FuzzCase[] {
  const seed = seedOf(op.id, ...seedParts);
  const baseline = validValue(op.input, known);
  const wholeCases = [
    ...(op.inputIn === 'json' ? jsonBodyCases(baseline) : []),
    ...(op.inputIn === 'query' ? queryCases() : []),
    ...(op.inputIn === 'multipart' ? multipartCases(baseline) : []),
  ];
  const validCases = [
    whole('baseline', { input: baseline }),
    whole('minimal input (required fields only)', { input: minimalValue(op.input, known) }),
  ];
  const perField = fieldsOf(op.input).map((field, index) => {
    const base = validValue(op.input, known, field.variants);
    const mutations = fieldMutations(
      field,
      getAt(base, field.path),
      index + seed,
      randomValues(seedOf(op.id, field.label, ...seedParts), 2),
    );
    return mutations.map((mutation): FuzzCase => ({
      label: `${field.label}: ${mutation.label}`,
      tier: mutation.tier,
      input: setAt(base, field.path, mutation.value),
    }));
  });
  const required = perField.flatMap((list) => list.filter((c) => c.tier === 0));
  const random = randomFrom(seed);
  const queues = perField.map((list) =>
    shuffled(
      list.filter((c) => c.tier === 1),
      random,
    ),
  );
  const optional: FuzzCase[] = [];
  for (
    let room = budget - wholeCases.length - validCases.length - required.length;
    room > 0 && queues.some((q) => q.length);
  ) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && room-- > 0) optional.push(next);
    }
  }
  return [...wholeCases, ...required, ...optional, ...validCases];
}
