/** BIGINT/HUGEINT/numeric → number, timestamps → ISO strings (UTC): the one result shape of both engines. */
export function normalizeValue(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  return value;
}

export function normalizeRow<T>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(row)) out[key] = normalizeValue(row[key]);
  return out as T;
}
