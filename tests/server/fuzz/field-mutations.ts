import fc from 'fast-check';
import {
  deepArray,
  deepObject,
  EXTREME_NUMBERS,
  INJECTION_STRINGS,
  INVALID_UTF8,
  LONG_UNICODE,
  NUL_AND_SURROGATES,
  NUMBER_LIKE_STRINGS,
} from './hostile-values.ts';
import { hostileWorkbooks } from './hostile-xlsx.ts';
import { kindOf, type Field } from './json-schema.ts';
import { FilePart, MISSING } from './special-values.ts';

/**
 * One way to break a field. Tier 0 runs for every field and caller; tier 1 shares the operation's budget
 * (each caller draws a different sample, so the callers together cover more).
 */
export interface Mutation {
  label: string;
  tier: 0 | 1;
  value: unknown;
}

const m = (label: string, value: unknown, tier: 0 | 1 = 1): Mutation => ({ label, value, tier });

function wrongTypes(valid: unknown, kind: string): Mutation[] {
  const all: [string, string, unknown][] = [
    ['number', 'integer', 42],
    ['number', 'number', 42],
    ['string', 'string', 'fuzz'],
    ['boolean', 'boolean', true],
    ['array', 'array', [valid]],
    ['object', 'object', { value: valid }],
    ['object', 'record', { value: valid }],
  ];
  const seen = new Set<string>();
  return all
    .filter(([name, k]) => k !== kind && !(kind === 'integer' && name === 'number'))
    .filter(([name]) => !seen.has(name) && seen.add(name))
    .map(([name, , value]) => m(`wrong type: ${name}`, value));
}

function stringMutations(field: Field, valid: unknown): Mutation[] {
  const { maxLength, enum: choices, format } = field.schema;
  const text = typeof valid === 'string' ? valid : 'fuzz';
  return [
    m('empty string', ''),
    m('blank string', '   '),
    m(`past maxLength (${(maxLength ?? 10_000) + 1})`, 'x'.repeat((maxLength ?? 10_000) + 1)),
    ...(maxLength === undefined
      ? []
      : [
          m('exactly maxLength', 'x'.repeat(maxLength)),
          m('maxLength in 4-byte characters', '😀'.repeat(Math.floor(maxLength / 2))),
        ]),
    m('very long unicode (150 kB)', LONG_UNICODE),
    m('padded with spaces', `  ${text}  `),
    ...(choices ? [m('enum value upper-cased', String(choices[0]).toUpperCase())] : []),
    ...(format
      ? ['javascript:alert(1)', 'file:///etc/passwd', 'http://127.0.0.1:1/'].map((u) =>
          m(`hostile ${format}`, u),
        )
      : []),
    ...INVALID_UTF8.map(([label, raw]) => m(label, raw)),
    ...INJECTION_STRINGS.map((s) => m(`injection ${JSON.stringify(s).slice(0, 40)}`, s)),
    ...NUMBER_LIKE_STRINGS.slice(0, 2).map((s) => m(`string ${s}`, s)),
  ];
}

function numberMutations(field: Field, kind: string): Mutation[] {
  const { minimum, maximum } = field.schema;
  return [
    ...(minimum === undefined ? [] : [m('the minimum', minimum), m('below the minimum', minimum - 1)]),
    ...(maximum === undefined ? [] : [m('the maximum', maximum), m('above the maximum', maximum + 1)]),
    ...EXTREME_NUMBERS.filter(([label]) => kind === 'integer' || label !== 'fraction').map(([label, value]) =>
      m(label, value),
    ),
    ...NUMBER_LIKE_STRINGS.map((s) => m(`number-like string ${JSON.stringify(s)}`, s)),
    m('numeric string', '1'),
  ];
}

function arrayMutations(field: Field, valid: unknown): Mutation[] {
  const item = Array.isArray(valid) ? valid[0] : 'fuzz';
  const tooMany = Math.min((field.schema.maxItems ?? 10_000) + 1, 10_001);
  return [
    m('empty array', []),
    m(
      `${tooMany} items`,
      Array.from({ length: tooMany }, () => item),
    ),
    ...(field.schema.maxItems === undefined
      ? []
      : [
          m(
            'exactly maxItems',
            Array.from({ length: field.schema.maxItems }, () => item),
          ),
        ]),
    m('null item', [null]),
    m('mixed items', [item, 1, 'x', {}, []]),
    m('deeply nested array (10 000)', deepArray()),
  ];
}

function objectMutations(valid: unknown, record: boolean): Mutation[] {
  const base = valid && typeof valid === 'object' ? valid : {};
  return [
    m('empty object', {}),
    m('unknown extra key', { ...base, fuzz_extra: 'x' }),
    m('NUL in a key', { ...base, 'fu\u0000zz': 1 }),
    m('lone surrogate in a key', { ...base, '\ud800': 1 }),
    m('__proto__ key', { ...base, ['__proto__']: { polluted: true } }),
    m('constructor key', { ...base, constructor: { prototype: { polluted: true } } }),
    m('deeply nested object (10 000)', deepObject()),
    ...(record
      ? [m('10 000 keys', Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i])))]
      : []),
  ];
}

/** Uploads that are empty, not what they claim, hostile in name or content, or not files at all. */
function fileMutations(valid: unknown): Mutation[] {
  const good = valid instanceof FilePart ? valid : new FilePart(new Uint8Array(), 'fuzz.csv');
  const text = (s: string) => new TextEncoder().encode(s);
  const csv = new TextDecoder().decode(good.bytes);
  const [header = '', example = ''] = csv.replace(/^\ufeff/, '').split(/\r?\n/);
  const rowWith = (value: string) =>
    example
      .split(',')
      .map((_, i, cells) => cells.map((c, j) => (i === j ? JSON.stringify(value) : c)).join(','))
      .join('\r\n');
  const hostileCsv = (value: string) =>
    new FilePart(text(`${header}\r\n${rowWith(value)}\r\n`), 'fuzz.csv', 'text/csv');
  return [
    m('no file name (a text field)', new FilePart(good.bytes, undefined)),
    m('empty file', new FilePart(new Uint8Array(), 'empty.csv', 'text/csv')),
    m(
      'random bytes as .csv',
      new FilePart(
        Uint8Array.from({ length: 4096 }, (_, i) => (i * 97) % 256),
        'x.csv',
      ),
    ),
    m(
      'random bytes as .xlsx',
      new FilePart(
        Uint8Array.from({ length: 4096 }, (_, i) => (i * 31) % 256),
        'x.xlsx',
      ),
    ),
    m(
      'zip header, then garbage, as .xlsx',
      new FilePart(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 1]), 'x.xlsx'),
    ),
    m('CSV named .xlsx', new FilePart(good.bytes, 'x.xlsx')),
    m('header only', new FilePart(text(`${header}\r\n`), 'fuzz.csv', 'text/csv')),
    m('one column', new FilePart(text('a\r\n1\r\n'), 'fuzz.csv', 'text/csv')),
    m('NUL bytes in a CSV cell', hostileCsv('fu\u0000zz'), 0),
    m(
      'invalid UTF-8 in the CSV',
      new FilePart(
        new Uint8Array([...text(`${header}\r\n`), 0xed, 0xa0, 0x80, 0xff, 0x0d, 0x0a]),
        'fuzz.csv',
      ),
    ),
    m('1.5 MB of one cell', hostileCsv('y'.repeat(1_500_000))),
    m('unbalanced quotes', new FilePart(text(`${header}\r\n"${example}\r\n`), 'fuzz.csv')),
    ...INJECTION_STRINGS.map((s) => m(`CSV cells ${JSON.stringify(s).slice(0, 30)}`, hostileCsv(s))),
    ...hostileWorkbooks(header.split(','), example.split(',')).map(([label, bytes]) =>
      m(
        label,
        new FilePart(bytes, 'fuzz.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
        // What the database cannot store, hidden where the request guard cannot look.
        /NUL|surrogate/.test(label) ? 0 : 1,
      ),
    ),
    ...[
      '../../etc/passwd',
      'fu\u0000zz.csv',
      `${'n'.repeat(5000)}.csv`,
      'noextension',
      'x.exe',
      '\u202ecsv.exe',
    ].map((name) =>
      m(`file name ${JSON.stringify(name).slice(0, 30)}`, new FilePart(good.bytes, name, good.contentType)),
    ),
  ];
}

const fileMutationsByFile = new Map<string, Mutation[]>();

/**
 * A file field's mutations, made once per valid file: they depend on nothing else, and making them (a 1.5 MB
 * cell in every column, the workbooks) cost more than sending them, for every caller of every upload.
 */
function fileMutationsOnce(valid: unknown): Mutation[] {
  const key =
    valid instanceof FilePart
      ? `${valid.fileName}\u0000${valid.contentType}\u0000${new TextDecoder().decode(valid.bytes)}`
      : '';
  let mutations = fileMutationsByFile.get(key);
  if (!mutations) fileMutationsByFile.set(key, (mutations = fileMutations(valid)));
  return mutations;
}

const guardMutations = (): Mutation[] => NUL_AND_SURROGATES.map(([label, value]) => m(label, value));

/**
 * Every mutation of one field. `index` rotates which NUL / surrogate variant is tier 0 for this field, so
 * every field is tried with one of them for every caller and each variant is used across the fields.
 */
export function fieldMutations(
  field: Field,
  valid: unknown,
  index: number,
  randomValues: unknown[],
): Mutation[] {
  const kind = kindOf(field.schema);
  const property = typeof field.path.at(-1) === 'string';
  const guard = guardMutations();
  guard[index % guard.length]!.tier = 0;
  const specific =
    kind === 'string'
      ? stringMutations(field, valid)
      : kind === 'integer' || kind === 'number'
        ? numberMutations(field, kind)
        : kind === 'array'
          ? arrayMutations(field, valid)
          : kind === 'object' || kind === 'record'
            ? objectMutations(valid, kind === 'record')
            : kind === 'binary'
              ? fileMutationsOnce(valid)
              : kind === 'boolean'
                ? [m('string "true"', 'true'), m('number 1', 1)]
                : [
                    m('deeply nested array (10 000)', deepArray()),
                    m('deeply nested object (10 000)', deepObject()),
                  ];
  return [
    ...(property ? [m('missing', MISSING, field.required ? 0 : 1)] : []),
    m('null', null),
    ...(kind === 'binary' ? [] : wrongTypes(valid, kind)),
    ...guard,
    ...specific,
    ...randomValues.map((value, i) => m(`random value ${i + 1}`, value)),
  ];
}

/**
 * Arbitrary JSON values and strings of any UTF-16 units. Made once: a binary string arbitrary builds a map of
 * every code point the first time it is sampled, about 5 % of the fuzz suite's CPU when made for every field.
 */
const RANDOM_VALUE = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.string({ unit: 'binary', maxLength: 24 }));

/** A few values of RANDOM_VALUE, the same for the same seed. */
export function randomValues(seed: number, count: number): unknown[] {
  return fc.sample(RANDOM_VALUE, { seed, numRuns: count });
}
