import type { z } from 'zod';
import type { adComputeOptionsSchema } from '@/lib/api/endpoints/ad-dashboard';
import { adDetailOptionsSchema, DEFAULT_AD_PIVOT } from '@/lib/report-components/ad-results';

type ComputeOptions = z.infer<typeof adComputeOptionsSchema>;

const sameList = (a: readonly string[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * Whether a reader's options ask for what the component's own settings already say (the detail's paging is
 * not a choice of sort, nor a pivot chosen back to the settings' one a choice of its own).
 */
export function sameAsSettings(options: ComputeOptions, settings: Record<string, unknown>): boolean {
  if (options.pivot) {
    const own = (settings.pivot ?? DEFAULT_AD_PIVOT) as { dimensions?: unknown[]; metrics?: unknown[] };
    return (
      sameList(options.pivot.dimensions, own.dimensions ?? []) &&
      sameList(options.pivot.metrics, own.metrics ?? [])
    );
  }
  const own = adDetailOptionsSchema.safeParse(settings.detail ?? {});
  if (!own.success || !options.detail) return true;
  const { pageSize, sort, order } = options.detail;
  return (
    (pageSize ?? own.data.pageSize) === own.data.pageSize &&
    (sort ?? own.data.sort) === own.data.sort &&
    (order ?? own.data.order) === own.data.order
  );
}
