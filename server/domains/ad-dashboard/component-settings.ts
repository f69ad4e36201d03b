import { z } from 'zod';
import {
  adDetailOptionsSchema,
  adPivotOptionsSchema,
  DEFAULT_AD_PIVOT,
  type AdComponentOptions,
} from '../../../src/lib/report-components/ad-results.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Per AD component, the settings it takes (docs/ads.md "AD dashboards"): the pivot's dimensions and metrics,
 * the detail's page size and sort (its page is asked per request); the others take none.
 */
const SETTINGS: Record<string, z.ZodType> = {
  db_ad_custom_multi_dimensional_data: z.object({ pivot: adPivotOptionsSchema }).strict(),
  db_ad_data_detail: z
    .object({ detail: adDetailOptionsSchema.omit({ page: true }).partial().strict() })
    .partial()
    .strict(),
};
const NONE = z.object({}).strict();

/** The settings of an AD component as stored, or 10201 naming what is wrong. A new pivot gets the default choice. */
export function checkAdComponentSettings(apiKey: string, settings: Record<string, unknown>) {
  const withDefault =
    apiKey === 'db_ad_custom_multi_dimensional_data' && !('pivot' in settings)
      ? { ...settings, pivot: DEFAULT_AD_PIVOT }
      : settings;
  const parsed = (SETTINGS[apiKey] ?? NONE).safeParse(withDefault);
  if (!parsed.success)
    throw new AppError(
      'VALIDATION',
      undefined,
      parsed.error.issues.map((i) => ({
        path: ['settings', ...i.path.map(String)].join('.'),
        message: i.message,
      })),
    );
  return parsed.data as Record<string, unknown>;
}

/**
 * The computation's options of one component from its settings; `detailPage` is the page a request asks for,
 * `asked` a reader's sort or pivot for this request (adDashboard.compute's `options`), over the settings.
 */
export function adOptionsOf(
  apiKey: string,
  settings: Record<string, unknown>,
  detailPage?: number,
  asked: AdComponentOptions = {},
): AdComponentOptions {
  if (apiKey === 'db_ad_custom_multi_dimensional_data') {
    if (asked.pivot) return { pivot: asked.pivot };
    const pivot = adPivotOptionsSchema.safeParse(settings.pivot);
    return { pivot: pivot.success ? pivot.data : DEFAULT_AD_PIVOT };
  }
  if (apiKey === 'db_ad_data_detail') {
    const detail = adDetailOptionsSchema.partial().safeParse(settings.detail ?? {});
    const { page: _page, ...askedDetail } = asked.detail ?? {};
    return {
      detail: {
        ...(detail.success ? detail.data : {}),
        ...askedDetail,
        ...(detailPage ? { page: detailPage } : {}),
      },
    };
  }
  return {};
}
