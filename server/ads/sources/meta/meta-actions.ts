import type { AttributionWindow, WindowedMeasure } from '../../../../src/lib/ads/ad-values.ts';
import type { MetaActionStat } from './meta-types.ts';

/**
 * The action types each measure is read from, best first. Meta reports one conversion under several names
 * (`omni_purchase` rolls up pixel, app and on-Meta purchases; `purchase`, `offsite_conversion.fb_pixel_purchase`
 * and `app_custom_event.fb_mobile_purchase` are parts or copies of it), so the first one present is taken and
 * the others are never added to it.
 */
export const META_ACTION_TYPES: Record<Exclude<WindowedMeasure, 'purchase_value_usd'>, readonly string[]> = {
  purchases: [
    'omni_purchase',
    'purchase',
    'offsite_conversion.fb_pixel_purchase',
    'onsite_web_purchase',
    'app_custom_event.fb_mobile_purchase',
  ],
  adds_to_cart: [
    'omni_add_to_cart',
    'add_to_cart',
    'offsite_conversion.fb_pixel_add_to_cart',
    'app_custom_event.fb_mobile_add_to_cart',
  ],
  checkouts_initiated: [
    'omni_initiated_checkout',
    'initiate_checkout',
    'offsite_conversion.fb_pixel_initiate_checkout',
    'app_custom_event.fb_mobile_initiated_checkout',
  ],
  installs: ['omni_app_install', 'mobile_app_install', 'app_install'],
  actives: ['omni_activate_app', 'app_custom_event.fb_mobile_activate_app', 'activate_app'],
};

/** The windows asked for (`action_attribution_windows`); `default` makes each stat's `value` the account setting. */
export const META_ATTRIBUTION_WINDOWS = ['1d_view', '1d_click', '7d_click', 'default'] as const;

const FIELD: Record<AttributionWindow, keyof MetaActionStat> = {
  none: 'value',
  '1d_view': '1d_view',
  '1d_click': '1d_click',
  '7d_click': '7d_click',
};

export function actionCount(
  stats: readonly MetaActionStat[] | undefined,
  types: readonly string[],
  window: AttributionWindow,
  num: (v: unknown) => number,
): number {
  if (!stats) return 0;
  for (const type of types) {
    const stat = stats.find((s) => s.action_type === type);
    if (stat) return num(stat[FIELD[window]]);
  }
  return 0;
}
