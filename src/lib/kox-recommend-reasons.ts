import '@/lib/i18n/namespaces/kox.ts';
import '@/lib/i18n/namespaces/koxRecommend.ts';
import type { z } from 'zod';
import type { recommendReasonSchema } from './api/endpoints/kox-recommend.ts';
import type { Language } from './i18n/index.ts';

export type RecommendReason = z.output<typeof recommendReasonSchema>;
import type { TFunction } from '@/lib/i18n/translator';

type Translate = TFunction;

const usd = (value: number, language: Language) =>
  new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  }).format(value);

/**
 * A reason of a recommended creator in words, with its numbers ("Audience 68% female, 70% in United States,
 * like the brief"; "每周发布越野跑相关内容"). The screen and the chat card show the same words.
 */
export function reasonText(reason: RecommendReason, t: Translate, language: Language): string {
  switch (reason.kind) {
    case 'content':
      return t('koxRecommend:reason.content', {
        phrase: reason.phrase,
        cadence: t(`koxRecommend:reason.cadence.${reason.cadence}`),
      });
    case 'audience': {
      const parts = [
        reason.gender && reason.gender_pct !== null
          ? t(`koxRecommend:reason.audienceGender.${reason.gender}`, { pct: reason.gender_pct })
          : null,
        reason.age && reason.age_pct !== null
          ? t('koxRecommend:reason.audienceAge', { age: reason.age, pct: reason.age_pct })
          : null,
        reason.country && reason.country_pct !== null
          ? t('koxRecommend:reason.audienceCountry', {
              country: t(`kox:country.${reason.country}`),
              pct: reason.country_pct,
            })
          : null,
      ].filter((p) => p !== null);
      return t('koxRecommend:reason.audience', {
        parts: parts.join(language === 'zh' ? '，' : ', '),
      });
    }
    case 'engagement':
      return t('koxRecommend:reason.engagement', {
        pct: reason.top_pct,
        tier: t(`koxRecommend:tierPhrase.${reason.tier}`),
      });
    case 'cpm':
      return t('koxRecommend:reason.cpm', {
        cpm: usd(reason.cpm_usd, language),
        median: usd(reason.team_median_usd, language),
      });
  }
}
