import type { TFunction } from '@/lib/i18n/translator';
import type { AdRange } from '@/lib/api/endpoints/ad-dashboard-fields';
import type { AdPlatform, AggregationLevel, AttributionWindow, TagDimension } from '@/lib/ads/ad-values';
import type { ToolInput } from '../define-tool.ts';
import type { createAdDashboardTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

/* The adChat, adData, adReport and adSources words load with the /addashboard form and the card (never with the command
   list: its start-page budget); `describe` runs only once the form has been submitted or a card asks. */

type Input = ToolInput<typeof createAdDashboardTool>;

const K = 'adChat:create';

export const platformName = (platform: AdPlatform, t: TFunction) => t(`adSources:platform.${platform}`);

export const sampleAccountName = (platform: AdPlatform, t: TFunction) =>
  t(`${K}.sampleAccount`, { platform: platformName(platform, t) });

export function rangeText(range: AdRange, t: TFunction): string {
  if (range.kind === 'preset') return t(`${K}.range.${range.preset}`);
  if (range.kind === 'days') return t(`${K}.range.days`, { count: range.days });
  return t(`${K}.range.custom`, { from: range.from, to: range.to });
}

export const tagByText = (tags: readonly TagDimension[], t: TFunction) =>
  t(`${K}.tagBy`, {
    dimensions: tags.map((d) => t(`adReport:dimension.${d}`)).join(t(`${K}.listSeparator`)),
  });

/** The settings a dashboard was made (or is asked) with, in a line: window, level, range, tags, budget. */
export function settingsText(
  settings: {
    window?: AttributionWindow;
    level?: AggregationLevel;
    range?: AdRange;
    tag_by?: readonly TagDimension[];
    budget_usd?: number;
  },
  t: TFunction,
): string[] {
  return [
    settings.window ? t(`adData:window.${settings.window}`) : null,
    settings.level ? t(`adReport:level.${settings.level}`) : null,
    settings.range ? rangeText(settings.range, t) : null,
    settings.tag_by?.length ? tagByText(settings.tag_by, t) : null,
    settings.budget_usd !== undefined ? t(`${K}.budget`, { usd: settings.budget_usd }) : null,
  ].filter((part): part is string => part !== null);
}

/**
 * The user message of a direct `create_ad_dashboard` request (the /addashboard form, a card's choice): its data
 * (`source` when the caller names it better, e.g. the uploaded file) and every setting asked.
 */
export function adDashboardRequestText(input: Input, t: TFunction, source?: string): string {
  const data =
    source ??
    (input.dataset_names?.join(', ') ||
      input.sample_accounts?.map((p) => sampleAccountName(p, t)).join(', ') ||
      (input.dataset_ids ? t(`${K}.datasets`, { count: input.dataset_ids.length }) : null) ||
      (input.upload ? t(`${K}.uploadAFile`) : null) ||
      (input.platform ? t(`${K}.platformData`, { platform: platformName(input.platform, t) }) : ''));
  return [`/addashboard ${input.name ?? data}`, input.name ? data : null, ...settingsText(input, t)]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}
