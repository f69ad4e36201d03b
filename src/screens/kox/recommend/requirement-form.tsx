import type { ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Info, Play } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/components/form/form-field.tsx';
import { NativeSelect } from '@/components/form/native-select.tsx';
import { callApi, isApiError } from '@/lib/api/client';
import { AUDIENCE_AGES, AUDIENCE_GENDERS, KOX_COUNTRIES, LAST_ACTIVE_DAYS } from '@/lib/kox-values';
import { KOX_BRIEF_FIELDS } from '@/lib/kox-recommend-values';
import { ChipGroup } from '../list/chip-group.tsx';
import { RECOMMEND_KEY, SCREEN_APP, type RecommendSession } from './recommend-queries.ts';
import {
  createInputOf,
  EMPTY_REQUIREMENTS,
  formFieldOf,
  requirementSchema,
  type RequirementValues,
} from './requirement-schema.ts';
import '@/lib/i18n/namespaces/kox';
import '@/lib/i18n/namespaces/koxRecommend';

/**
 * Spec §3's smart recommend form and brief: the brief in free words and / or its fields, the requirements
 * (hard filters) and the target group (scored). Run creates the session and starts it at once.
 */
export function RequirementForm({ onStarted }: { onStarted(session: RecommendSession): void }) {
  const { t } = useTranslation(['koxRecommend', 'kox']);
  const queryClient = useQueryClient();
  const form = useForm<RequirementValues>({
    resolver: zodResolver(requirementSchema) as never,
    defaultValues: EMPTY_REQUIREMENTS,
  });
  const { errors } = form.formState;
  const run = useMutation({
    mutationFn: async (values: RequirementValues) => {
      const created = await callApi(
        'koxRecommend.create',
        { app_name: SCREEN_APP, ...createInputOf(values) },
        { silent: true },
      );
      return callApi(
        'koxRecommend.runAsync',
        { app_name: SCREEN_APP, session_id: created.session_id },
        { silent: true },
      );
    },
    onSuccess: async (session) => {
      await queryClient.invalidateQueries({ queryKey: RECOMMEND_KEY });
      onStarted(session);
    },
    onError: (error) => {
      const issues = isApiError(error) ? (error.issues ?? []) : [];
      const fields = issues.map((i) => formFieldOf(i.path)).filter((f) => f in EMPTY_REQUIREMENTS);
      fields.forEach((field, i) =>
        form.setError(field as Path<RequirementValues>, { message: error.message }, { shouldFocus: i === 0 }),
      );
      if (fields.length === 0)
        form.setError('root', { message: t('form.failed', { message: error.message }) });
    },
  });
  const select = (
    name: 'audience_gender' | 'audience_age' | 'last_active' | 'target_gender' | 'target_age',
    label: string,
    options: ReactNode,
  ) => (
    <FormField id={`rec-${name}`} label={label} error={errors[name]?.message}>
      {(control) => (
        <NativeSelect {...control} {...form.register(name)}>
          <option value="">{t('form.any')}</option>
          {options}
        </NativeSelect>
      )}
    </FormField>
  );
  const genders = AUDIENCE_GENDERS.map((g) => (
    <option key={g} value={g}>
      {t(`kox:gender.${g}`)}
    </option>
  ));
  const ages = AUDIENCE_AGES.map((a) => (
    <option key={a} value={a}>
      {a}
    </option>
  ));
  const percent = (name: 'audience_gender_min' | 'audience_age_min', label: string) => (
    <FormField id={`rec-${name}`} label={label} error={errors[name]?.message}>
      {(control) => <Input {...control} inputMode="numeric" autoComplete="off" {...form.register(name)} />}
    </FormField>
  );

  return (
    <form
      noValidate
      aria-labelledby="rec-form-title"
      className="flex flex-col gap-5 rounded-xl border p-4"
      onSubmit={form.handleSubmit((values) => run.mutate(values))}
    >
      <h3 id="rec-form-title" className="font-semibold">
        {t('form.title')}
      </h3>
      <FormField id="rec-brief_text" label={t('form.briefText')} error={errors.brief_text?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            placeholder={t('form.briefTextPlaceholder')}
            {...form.register('brief_text')}
          />
        )}
      </FormField>
      <details className="rounded-lg border px-3 py-2">
        <summary className="cursor-pointer text-sm font-medium">{t('form.briefFields')}</summary>
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {KOX_BRIEF_FIELDS.map((field) => (
            <FormField
              key={field}
              id={`rec-brief-${field}`}
              label={t(`form.brief.${field}`)}
              error={errors.brief?.[field]?.message}
            >
              {(control) => <Input {...control} {...form.register(`brief.${field}`)} />}
            </FormField>
          ))}
        </div>
      </details>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">{t('form.requirements')}</legend>
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('has_email')} />
          {t('form.hasEmail')}
        </label>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {select('audience_gender', t('form.followerGender'), genders)}
          {percent('audience_gender_min', t('form.followerGenderPct'))}
          {select(
            'last_active',
            t('form.lastActive'),
            LAST_ACTIVE_DAYS.map((d) => (
              <option key={d} value={String(d)}>
                {t('form.withinDays', { count: d })}
              </option>
            )),
          )}
          {select('audience_age', t('form.followerAge'), ages)}
          {percent('audience_age_min', t('form.followerAgePct'))}
        </div>
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          {t('form.notInData')}
        </p>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold">{t('form.target')}</legend>
        <p className="text-xs text-muted-foreground">{t('form.targetHint')}</p>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          {select('target_gender', t('form.targetGender'), genders)}
          {select('target_age', t('form.targetAge'), ages)}
        </div>
        <Controller
          control={form.control}
          name="target_countries"
          render={({ field }) => (
            <ChipGroup
              legend={t('form.targetCountries')}
              options={KOX_COUNTRIES}
              selected={field.value}
              label={(c) => t(`kox:country.${c}`)}
              onChange={field.onChange}
            />
          )}
        />
      </fieldset>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField id="rec-count" label={t('form.count')} error={errors.count?.message}>
          {(control) => (
            <Input {...control} inputMode="numeric" autoComplete="off" {...form.register('count')} />
          )}
        </FormField>
        <FormField id="rec-name" label={t('form.name')} error={errors.name?.message}>
          {(control) => (
            <Input {...control} placeholder={t('form.namePlaceholder')} {...form.register('name')} />
          )}
        </FormField>
      </div>
      {errors.root ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={run.isPending}>
          <Play aria-hidden />
          {run.isPending ? t('form.running') : t('form.run')}
        </Button>
      </div>
    </form>
  );
}
