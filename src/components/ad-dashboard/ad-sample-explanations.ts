import type { SampleExplanations } from '@/components/data-source/sample-data';
import type { TFunction } from '@/lib/i18n/translator';
import '@/lib/i18n/namespaces/adReport';

/** The sample label's words for ad data: generated ad spend, not posts (docs/ads.md "Sample data"). */
export const adSampleExplanations = (t: TFunction): SampleExplanations => ({
  only: t('adReport:sample.only'),
  some: t('adReport:sample.some'),
});
