import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import {
  AUDIENCE_AGES,
  AUDIENCE_GENDERS,
  FOLLOWER_BUCKETS,
  KOX_COUNTRIES,
  KOX_LANGUAGES,
  KOX_PLATFORMS,
  LAST_ACTIVE_DAYS,
  TEAM_TAG_LENGTH_MAX,
} from '@/lib/kox-values';
import { NativeSelect } from '@/components/form/native-select.tsx';
import { Input } from '@/components/ui/input';
import { ChipGroup } from './chip-group.tsx';
import { NO_FILTERS, rangeErrors, type KoxFilters, type RangeErrors } from './kox-filters.ts';
import { RangeField } from './range-field.tsx';
import '@/lib/i18n/namespaces/kox';

interface KoxFilterBarProps {
  applied: KoxFilters;
  /** Range refusals of the last list call, shown until the filters change. */
  serverErrors: RangeErrors;
  onApply(filters: KoxFilters): void;
  /** Offers the nickname / handle search (the team list has it; the public index keeps no names). */
  nameSearch?: boolean;
}

/**
 * Every filter the list endpoints take. Edits are a draft until "Apply", which first checks the ranges the way
 * the server does, so a wrong range gets its message at the field without a round trip.
 */
export function KoxFilterBar({ applied, serverErrors, onApply, nameSearch = false }: KoxFilterBarProps) {
  const { t } = useTranslation('kox');
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<RangeErrors>({});
  const [edited, setEdited] = useState(false);
  const set = <K extends keyof KoxFilters>(key: K, value: KoxFilters[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setEdited(true);
  };
  const shown = edited ? errors : { ...serverErrors, ...errors };
  const apply = () => {
    const found = rangeErrors(draft);
    setErrors(found);
    setEdited(false);
    if (Object.keys(found).length === 0) onApply(draft);
  };
  const select = (key: keyof KoxFilters, label: string, options: ReactNode) => (
    <Labeled id={`kox-filter-${key}`} label={label}>
      <NativeSelect
        id={`kox-filter-${key}`}
        value={draft[key] as string}
        onChange={(e) => set(key, e.target.value as never)}
      >
        {options}
      </NativeSelect>
    </Labeled>
  );
  const percent = (
    key: 'audience_gender_min' | 'audience_age_min' | 'audience_country_min',
    off: boolean,
  ) => (
    <Labeled id={`kox-filter-${key}`} label={t('filter.minPercent')}>
      <NativeSelect
        id={`kox-filter-${key}`}
        value={draft[key]}
        disabled={off}
        onChange={(e) => set(key, e.target.value)}
      >
        {[10, 20, 25, 30, 40, 50, 60, 70, 80].map((p) => (
          <option key={p} value={String(p)}>
            ≥ {p}%
          </option>
        ))}
      </NativeSelect>
    </Labeled>
  );

  return (
    <form
      noValidate
      aria-label={t('filter.title')}
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {nameSearch ? (
          <Labeled id="kox-filter-q" label={t('filter.name')}>
            <Input
              id="kox-filter-q"
              type="search"
              maxLength={100}
              value={draft.q}
              onChange={(e) => set('q', e.target.value)}
            />
          </Labeled>
        ) : null}
        {nameSearch ? (
          <Labeled id="kox-filter-tag" label={t('filter.tag')}>
            <Input
              id="kox-filter-tag"
              maxLength={TEAM_TAG_LENGTH_MAX}
              placeholder={t('filter.tagPlaceholder')}
              value={draft.tag}
              onChange={(e) => set('tag', e.target.value)}
            />
          </Labeled>
        ) : null}
        <ChipGroup
          legend={t('filter.platform')}
          options={KOX_PLATFORMS}
          selected={draft.platform}
          label={(p) => t(`platform.${p}`)}
          onChange={(v) => set('platform', v)}
        />
        <ChipGroup
          legend={t('filter.language')}
          options={KOX_LANGUAGES}
          selected={draft.language}
          label={(l) => t(`language.${l}`)}
          onChange={(v) => set('language', v)}
        />
        <ChipGroup
          className="sm:col-span-2"
          legend={t('filter.country')}
          options={KOX_COUNTRIES}
          selected={draft.country}
          label={(c) => t(`country.${c}`)}
          onChange={(v) => set('country', v)}
        />
        <div className="flex flex-col gap-2">
          {select(
            'followers',
            t('filter.followers'),
            <>
              <option value="">{t('filter.any')}</option>
              {FOLLOWER_BUCKETS.map((b) => (
                <option key={b} value={b}>
                  {t(`bucket.${b}`)}
                </option>
              ))}
            </>,
          )}
          {draft.followers === 'custom' ? (
            <RangeField
              field="followers"
              legend={t('filter.followersRange')}
              min={draft.followers_min}
              max={draft.followers_max}
              errors={shown}
              onChange={(end, v) => set(`followers_${end}`, v)}
            />
          ) : null}
        </div>
        <RangeField
          field="avg_views"
          legend={t('filter.avgViews')}
          min={draft.avg_views_min}
          max={draft.avg_views_max}
          errors={shown}
          onChange={(end, v) => set(`avg_views_${end}`, v)}
        />
        <RangeField
          field="engagement_rate"
          legend={t('filter.engagementRate')}
          min={draft.engagement_rate_min}
          max={draft.engagement_rate_max}
          errors={shown}
          onChange={(end, v) => set(`engagement_rate_${end}`, v)}
        />
        <RangeField
          field="price"
          legend={t('filter.price')}
          min={draft.price_min}
          max={draft.price_max}
          errors={shown}
          onChange={(end, v) => set(`price_${end}`, v)}
        />
        {select(
          'has_email',
          t('filter.hasEmail'),
          <>
            <option value="">{t('filter.any')}</option>
            <option value="true">{t('filter.withEmail')}</option>
            <option value="false">{t('filter.withoutEmail')}</option>
          </>,
        )}
        {select(
          'last_active',
          t('filter.lastActive'),
          <>
            <option value="">{t('filter.any')}</option>
            {LAST_ACTIVE_DAYS.map((d) => (
              <option key={d} value={String(d)}>
                {t('filter.withinDays', { count: d })}
              </option>
            ))}
          </>,
        )}
        <div className="grid grid-cols-2 gap-2">
          {select(
            'audience_gender',
            t('filter.audienceGender'),
            <>
              <option value="">{t('filter.any')}</option>
              {AUDIENCE_GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t(`gender.${g}`)}
                </option>
              ))}
            </>,
          )}
          {percent('audience_gender_min', !draft.audience_gender)}
        </div>
        <div className="grid grid-cols-2 gap-2">
          {select(
            'audience_age',
            t('filter.audienceAge'),
            <>
              <option value="">{t('filter.any')}</option>
              {AUDIENCE_AGES.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </>,
          )}
          {percent('audience_age_min', !draft.audience_age)}
        </div>
        <div className="grid grid-cols-2 gap-2">
          {select(
            'audience_country',
            t('filter.audienceCountry'),
            <>
              <option value="">{t('filter.any')}</option>
              {KOX_COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {t(`country.${c}`)}
                </option>
              ))}
            </>,
          )}
          {percent('audience_country_min', !draft.audience_country)}
        </div>
        {select(
          'order',
          t('filter.order'),
          <>
            <option value="desc">{t('filter.desc')}</option>
            <option value="asc">{t('filter.asc')}</option>
          </>,
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t('filter.apply')}</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft(NO_FILTERS);
            setErrors({});
            onApply(NO_FILTERS);
          }}
        >
          {t('filter.reset')}
        </Button>
      </div>
    </form>
  );
}

function Labeled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
