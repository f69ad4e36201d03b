import { describe, expect, it } from 'vitest';
import { AD_COMPONENTS, MK_COMPONENTS } from '@/lib/report-components/catalog';
import { availableComponents } from '@/screens/dashboard-detail/available-components';

describe('the components the add dialog offers', () => {
  it('offers the 23 AD components for an AD app, now that each has a renderer', () => {
    const offered = availableComponents({ appDoi: 'booster_mk_META_report_AD', media: [], present: [] });
    expect(offered.map((c) => c.api_key)).toEqual(AD_COMPONENTS.map((c) => c.api_key));
    expect(offered.find((c) => c.api_key === 'llm_ad_potential_hooks_analysis')).toMatchObject({
      type: '智能分析',
      desc: '花费较少而 ROI 不低于整体的钩子',
      desc_en: 'Hooks that do as well as the whole on less spend',
    });
  });

  it('leaves out those already on the dashboard, and offers no AD component to a social app', () => {
    const offered = availableComponents({
      appDoi: 'booster_mk_META_report_AD',
      media: [],
      present: ['db_ad_performance_overview', 'db_ad_data_detail'],
    });
    expect(offered).toHaveLength(21);
    const social = availableComponents({
      appDoi: 'booster_mk_YOUTUBE_report',
      media: ['youtube'],
      present: [],
    });
    expect(social.map((c) => c.api_key)).toEqual(MK_COMPONENTS.map((c) => c.api_key));
  });
});
