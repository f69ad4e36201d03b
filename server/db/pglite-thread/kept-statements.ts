import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { KEPT_STATEMENT } from '../kept-statement.ts';

const { serialize } = protocol;

/** The name a statement marked with `keptStatement` is kept under, if it is marked. */
export const keptNameOf = (text: string): string | undefined => KEPT_STATEMENT.exec(text)?.[1];

interface Kept {
  text: string;
  /** The parameters' types, as PostgreSQL inferred them when the statement was parsed. */
  types: number[];
}

export type KeptStatements = ReturnType<typeof keptStatements>;

/**
 * Named prepared statements on one PGlite, as PGlite's own `query` runs an unnamed one: parse and describe the
 * first time (then kept), bind, describe, execute and sync every time, the answer read by PGlite's own result
 * parser. `inTransaction`: the caller already holds the database (an open transaction's statement); otherwise
 * it waits for any open transaction to end, as `query` does.
 */
export function keptStatements(pg: PGlite) {
  const kept = new Map<string, Kept>();
  const send = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });

  async function prepared(name: string, text: string): Promise<Kept> {
    const known = kept.get(name);
    if (known?.text === text) return known;
    if (known) {
      kept.delete(name);
      await send(serialize.close({ type: 'S', name }));
    }
    await send(serialize.parse({ name, text }));
    const types = parse.parseDescribeStatementResults(await send(serialize.describe({ type: 'S', name })));
    const statement = { text, types };
    kept.set(name, statement);
    return statement;
  }

  async function run<T>(name: string, text: string, params: unknown[], options: QueryOptions) {
    const messages = [];
    try {
      const { types } = await prepared(name, text);
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const toText = options.serializers?.[types[i]!] ?? pg.serializers[types[i]!];
        return toText ? toText(param) : String(param);
      });
      messages.push(
        ...(await send(serialize.bind({ statement: name, values }))),
        ...(await send(serialize.describe({ type: 'P' }))),
        ...(await send(serialize.execute({}))),
      );
    } finally {
      // Ends the extended query, after an error too (PostgreSQL skips the rest until it comes).
      messages.push(...(await send(serialize.sync())));
    }
    return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
  }

  return {
    query<T>(
      name: string,
      text: string,
      params: unknown[],
      options: QueryOptions,
      inTransaction: boolean,
    ): Promise<Results<T>> {
      const exclusive = () => pg._runExclusiveQuery(() => run<T>(name, text, params, options));
      return inTransaction ? exclusive() : pg._runExclusiveTransaction(exclusive);
    },
  };
}
