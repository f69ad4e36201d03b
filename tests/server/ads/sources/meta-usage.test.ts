import { describe, expect, it } from 'vitest';
import { readMetaUsage } from '../../../../server/ads/sources/meta/meta-usage.ts';

describe('Meta usage headers', () => {
  it('takes the highest percentage and the longest stated wait of every header', () => {
    const headers = new Headers({
      'x-business-use-case-usage': JSON.stringify({
        '1234567890': [
          {
            type: 'ads_insights',
            call_count: 28,
            total_cputime: 91,
            total_time: 40,
            estimated_time_to_regain_access: 0,
          },
          {
            type: 'ads_management',
            call_count: 5,
            total_cputime: 1,
            total_time: 2,
            estimated_time_to_regain_access: 3,
          },
        ],
      }),
      'x-ad-account-usage': JSON.stringify({
        acc_id_util_pct: 9.67,
        reset_time_duration: 120,
        ads_api_access_tier: 'standard_access',
      }),
      'x-fb-ads-insights-throttle': JSON.stringify({ app_id_util_pct: 96.5, acc_id_util_pct: 12 }),
    });
    expect(readMetaUsage(headers)).toEqual({ percent: 96.5, regainSeconds: 180 });
  });

  it('reads nothing from absent, malformed or hostile headers', () => {
    expect(readMetaUsage(new Headers())).toEqual({ percent: 0, regainSeconds: null });
    const hostile = new Headers({
      'x-business-use-case-usage':
        '{"1":[{"call_count":"NaN","estimated_time_to_regain_access":"soon"}],"2":"x"}',
      'x-ad-account-usage': 'not json',
      'x-fb-ads-insights-throttle': '[1,2]',
    });
    expect(readMetaUsage(hostile)).toEqual({ percent: 0, regainSeconds: null });
  });
});
