import {
  AD_COMPONENTS,
  componentsFor,
  GENERAL_COMPONENTS,
  MK_COMPONENTS,
  type ComponentDefinition,
} from '@/lib/report-components/catalog';
import { isRenderableApiKey } from '@/components/report-view';

/**
 * The components the add dialog offers: an ad dashboard's AD components whatever the address says; else the
 * report screen's list for the app (§2), or without an app_doi the GENERAL set for a dashboard over several media
 * and MK otherwise; only those the analysis computes, and not those already on the dashboard.
 */
export function availableComponents(opts: {
  appDoi?: string;
  media: readonly string[];
  present: readonly string[];
  /** An ad dashboard (its detail carries `ad`): the server takes AD api_keys only (10462). */
  ad?: boolean;
}): ComponentDefinition[] {
  const list = opts.ad
    ? AD_COMPONENTS
    : opts.appDoi
      ? componentsFor(opts.appDoi)
      : opts.media.length > 1
        ? GENERAL_COMPONENTS
        : MK_COMPONENTS;
  const present = new Set(opts.present);
  return list.filter((c) => isRenderableApiKey(c.api_key) && !present.has(c.api_key));
}

/** The component whose analysis reads the user's tag rules (spec §5 tag rule format), kept in settings.rules. */
export const CUSTOM_CATEGORY_KEY = 'llm_video_custom_category';
