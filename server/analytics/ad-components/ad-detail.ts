import {
  adDetailOptionsSchema,
  type AdDetailOptions,
  type AdResult,
} from '../../../src/lib/report-components/ad-results.ts';
import { toEntity } from './ad-entities.ts';
import type { AdScans } from './ad-scans.ts';

/** One page of the period's rows at the scope's level, sorted by a sum, ties by dataset and id. */
export async function detail(
  scans: AdScans,
  options: Partial<AdDetailOptions> = {},
): Promise<AdResult<'db_ad_data_detail'>> {
  const page = adDetailOptionsSchema.parse(options);
  const { rows, total } = await scans.detail(page);
  return { level: scans.scope.level, ...page, total, rows: rows.map(toEntity) };
}
