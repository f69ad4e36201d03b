import { useTranslation } from '@/lib/i18n/use-translation';
import { AUDIENCE_AGES } from '@/lib/kox-values';
import type { CreatorDetail } from '../api/kox-queries.ts';
import { Section, ShareBar } from './section.tsx';
import '@/lib/i18n/namespaces/kox';

/** Who follows: gender, age and country shares as bars. */
export function AudienceSection({ creator }: { creator: CreatorDetail }) {
  const { t } = useTranslation('kox');
  const { audience } = creator;
  if (!audience)
    return (
      <Section id="kox-audience" title={t('detail.audience')}>
        <p className="text-sm text-muted-foreground">{t('detail.noAudience')}</p>
      </Section>
    );
  return (
    <Section id="kox-audience" title={t('detail.audience')}>
      <div className="grid gap-4 md:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <h4 className="text-sm font-medium">{t('detail.audienceGender')}</h4>
          <ShareBar label={t('gender.female')} pct={audience.female_pct} />
          <ShareBar label={t('gender.male')} pct={audience.male_pct} />
        </div>
        <div className="flex flex-col gap-1.5">
          <h4 className="text-sm font-medium">{t('detail.audienceAge')}</h4>
          {AUDIENCE_AGES.map((age) => (
            <ShareBar key={age} label={age} pct={audience.ages[age] ?? 0} />
          ))}
        </div>
        <div className="flex flex-col gap-1.5">
          <h4 className="text-sm font-medium">{t('detail.audienceCountry')}</h4>
          {audience.countries.map(({ country, pct }) => (
            <ShareBar key={country} label={t(`country.${country}`)} pct={pct} />
          ))}
        </div>
      </div>
    </Section>
  );
}
