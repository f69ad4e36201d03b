/**
 * The part of the analytics store the components use: read queries only. Kept as its own type so a
 * component never writes facts.
 */
export type SqlValue = string | number | boolean | null | Date;

export interface StoreReader {
  readonly engine: 'duckdb' | 'postgres';
  all<T extends Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
}
