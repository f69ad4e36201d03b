import { PGlite, types } from '@electric-sql/pglite';
import { BUILT_IN_ARRAY_TYPES } from './built-in-array-types.ts';

/** What PGlite does with a value of a type it has no parser for. */
const asText = (value: string) => value;

/**
 * PGlite that knows PostgreSQL's built-in array types without asking. PGlite's last step of opening is a query of
 * `pg_type` for every array type, run on a database just opened: about 40 ms and 50 ms of CPU of each start on an
 * existing data directory (docs/performance.md). The built-in types' numbers are fixed, so they are a constant here;
 * the app defines no type of its own (no enum, no domain) whose arrays it would read. `refreshArrayTypes()` still asks
 * the database.
 */
export class AppPglite extends PGlite {
  override async _initArrayTypes({ force = false } = {}): Promise<void> {
    if (force) return super._initArrayTypes({ force });
    for (const [element, array] of BUILT_IN_ARRAY_TYPES) {
      this.serializers[array] = (x) => types.arraySerializer(x, this.serializers[element], array);
      this.parsers[array] = (x) => types.arrayParser(x, this.parsers[element] ?? asText, array);
    }
  }
}
