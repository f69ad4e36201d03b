import { z } from 'zod';
import type { ApiInput } from '@/lib/api/client';
import { i18n } from '@/lib/i18n';
import type { AudienceAge, AudienceGender, KoxCountry } from '@/lib/kox-values';
import { KOX_BRIEF_FIELDS, KOX_RECOMMEND_MAX, type KoxBriefField } from '@/lib/kox-recommend-values';
import '@/lib/i18n/namespaces/koxRecommend';

/** The requirement form as typed: numbers stay text until checked, choices are '' for "any". */
export interface RequirementValues {
  name: string;
  brief_text: string;
  brief: Record<KoxBriefField, string>;
  has_email: boolean;
  audience_gender: AudienceGender | '';
  audience_gender_min: string;
  audience_age: AudienceAge | '';
  audience_age_min: string;
  last_active: '' | '7' | '14' | '30' | '90' | '180';
  target_gender: AudienceGender | '';
  target_age: AudienceAge | '';
  target_countries: KoxCountry[];
  count: string;
}

export const EMPTY_REQUIREMENTS: RequirementValues = {
  name: '',
  brief_text: '',
  brief: Object.fromEntries(KOX_BRIEF_FIELDS.map((f) => [f, ''])) as Record<KoxBriefField, string>,
  has_email: false,
  audience_gender: '',
  audience_gender_min: '',
  audience_age: '',
  audience_age_min: '',
  last_active: '',
  target_gender: '',
  target_age: '',
  target_countries: [],
  count: '50',
};

type CreateInput = ApiInput<'koxRecommend.create'>;

const PERCENT = /^\d{1,3}$/;
const rule = (key: string, params: Record<string, unknown> = {}) =>
  i18n.t(`koxRecommend:form.rule.${key}`, params);
const text = (max: number) => z.string().max(max, { error: () => rule('tooLong', { max }) });

/**
 * The form's checks with spec §5's messages: a follower share needs its gender (or age group) first, shares are
 * whole percentages, the count is 1–500, and a request must ask for something (10240, as the server says it).
 */
export const requirementSchema = z
  .object({
    name: text(80),
    brief_text: text(4000),
    brief: z.object(
      Object.fromEntries(KOX_BRIEF_FIELDS.map((f) => [f, text(1000)])) as Record<KoxBriefField, z.ZodString>,
    ),
    has_email: z.boolean(),
    audience_gender: z.string(),
    audience_gender_min: z.string(),
    audience_age: z.string(),
    audience_age_min: z.string(),
    last_active: z.string(),
    target_gender: z.string(),
    target_age: z.string(),
    target_countries: z.array(z.string()),
    count: z.string(),
  })
  .superRefine((v, ctx) => {
    const share = (field: 'audience_gender' | 'audience_age', first: string) => {
      const pct = v[`${field}_min`].trim();
      if (!pct) return;
      if (!PERCENT.test(pct) || Number(pct) > 100)
        ctx.addIssue({ code: 'custom', path: [`${field}_min`], message: rule('percent') });
      else if (!v[field]) ctx.addIssue({ code: 'custom', path: [`${field}_min`], message: rule(first) });
    };
    share('audience_gender', 'genderFirst');
    share('audience_age', 'ageFirst');
    const count = v.count.trim();
    if (!/^\d{1,3}$/.test(count) || Number(count) < 1 || Number(count) > KOX_RECOMMEND_MAX)
      ctx.addIssue({ code: 'custom', path: ['count'], message: rule('count') });
    const asks =
      [v.brief_text, ...Object.values(v.brief)].some((s) => s.trim() !== '') ||
      v.has_email ||
      [v.audience_gender, v.audience_age, v.last_active, v.target_gender, v.target_age].some(Boolean) ||
      v.target_countries.length > 0;
    if (!asks) ctx.addIssue({ code: 'custom', path: ['brief_text'], message: i18n.t('errors:code.10240') });
  });

/** What koxRecommend.create takes for the checked form: only what says something. */
export function createInputOf(v: RequirementValues): Omit<CreateInput, 'app_name'> {
  const brief = Object.fromEntries(
    Object.entries(v.brief)
      .map(([k, s]) => [k, s.trim()])
      .filter(([, s]) => s !== ''),
  );
  const filters: NonNullable<CreateInput['filters']> = {};
  if (v.has_email) filters.has_email = true;
  if (v.last_active) filters.last_active = Number(v.last_active) as 7;
  if (v.audience_gender) {
    filters.audience_gender = v.audience_gender;
    if (v.audience_gender_min.trim()) filters.audience_gender_min = Number(v.audience_gender_min);
  }
  if (v.audience_age) {
    filters.audience_age = v.audience_age;
    if (v.audience_age_min.trim()) filters.audience_age_min = Number(v.audience_age_min);
  }
  const target: NonNullable<CreateInput['target']> = {};
  if (v.target_gender) target.gender = v.target_gender;
  if (v.target_age) target.age = v.target_age;
  if (v.target_countries.length) target.countries = v.target_countries;
  return {
    ...(v.name.trim() ? { name: v.name.trim() } : {}),
    ...(v.brief_text.trim() ? { brief_text: v.brief_text.trim() } : {}),
    ...(Object.keys(brief).length ? { brief } : {}),
    ...(Object.keys(filters).length ? { filters } : {}),
    ...(Object.keys(target).length ? { target } : {}),
    count: Number(v.count),
  };
}

/** A server refusal's field (`filters.audience_gender_min`, `brief.topic`, `count`) as the form names it. */
export function formFieldOf(path: string): string {
  if (path.startsWith('filters.')) return path.slice('filters.'.length);
  if (path.startsWith('target.')) return `target_${path.slice('target.'.length)}`;
  return path;
}
