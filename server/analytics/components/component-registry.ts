/**
 * The shape both component registries (db_* and llm_*) share: every api_key paired with how to compute it and
 * the schema of its result, the list of keys, and a guard for unknown keys.
 */
export function pairComputersWithSchemas<K extends string, C, S>(
  computers: Record<K, C>,
  schemas: Record<K, S>,
): { entries: Record<K, { compute: C; resultSchema: S }>; keys: K[]; has: (key: string) => key is K } {
  const keys = Object.keys(computers) as K[];
  const entries = Object.fromEntries(
    keys.map((key) => [key, { compute: computers[key], resultSchema: schemas[key] }]),
  ) as Record<K, { compute: C; resultSchema: S }>;
  return { entries, keys, has: (key: string): key is K => Object.hasOwn(computers, key) };
}
