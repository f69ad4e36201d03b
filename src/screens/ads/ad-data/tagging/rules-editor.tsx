import { useEffect, useId, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { TAG_DIMENSIONS, type TagDimension } from '@/lib/ads/ad-values';
import { parseTagRules, type TagRuleProblem } from '@/lib/ads/tag-rules';
import { callApi, isApiError } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/use-translation';
import { withToast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { AD_DATA_KEY, rulesQuery } from '../api/ad-data-queries.ts';
import '@/lib/i18n/namespaces/adData';
import '@/lib/i18n/namespaces/adTags';

type RulesForm = Record<TagDimension, string>;
const EMPTY: RulesForm = { product: '', audience: '', hook: '' };

/**
 * A dataset's tag rules per dimension (spec §5: search word, tag word, one per line; an omitted search word is
 * the tag word), with each line's problems shown as it is typed and again as the server found them on save.
 * Saving tags the ads again.
 */
export function RulesEditor({
  datasetId,
  canWrite,
  title,
}: {
  datasetId: string;
  canWrite: boolean;
  /** The heading instead of "Tag rules" (the dashboard builder names the dataset, as it shows several). */
  title?: string;
}) {
  const { t } = useTranslation('adData');
  // Several editors may share a page (one per dataset in the dashboard builder): ids of their own.
  const ids = useId();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const saved = useQuery(rulesQuery(datasetId));
  const form = useForm<RulesForm>({ defaultValues: EMPTY });
  useEffect(() => {
    if (saved.data) form.reset(saved.data.rules);
  }, [saved.data, form]);
  const texts = useWatch({ control: form.control });
  const problems = useMemo(
    () =>
      Object.fromEntries(TAG_DIMENSIONS.map((d) => [d, parseTagRules(texts[d] ?? '').problems])) as Record<
        TagDimension,
        TagRuleProblem[]
      >,
    [texts],
  );
  const save = useMutation({
    mutationFn: (rules: RulesForm) =>
      callApi('adTags.saveRules', { dataset_id: datasetId, rules, lang: language }, { silent: true }),
    onSuccess: async () => {
      withToast((toast) => toast.success(t('rules.saved')));
      await queryClient.invalidateQueries({ queryKey: AD_DATA_KEY });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === ErrorCode.AD_TAG_RULES_INVALID)
        form.setError('root', { message: t('rules.refused', { count: error.issues?.length ?? 0 }) });
      else
        form.setError('root', {
          message: isApiError(error)
            ? t(`errors:code.${error.code}`, { defaultValue: error.message })
            : t('failed'),
        });
    },
  });
  const count = (d: TagDimension) => problems[d].length;
  const total = TAG_DIMENSIONS.reduce((n, d) => n + count(d), 0);

  if (saved.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('rules.loadFailed')}
      </p>
    );
  return (
    <form
      noValidate
      aria-labelledby={`${ids}-title`}
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <div className="flex flex-col gap-0.5">
        <h3 id={`${ids}-title`} className="text-base font-semibold">
          {title ?? t('rules.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('adTags:rulesHelp')}</p>
      </div>
      <Tabs defaultValue="product">
        <TabsList>
          {TAG_DIMENSIONS.map((d) => (
            <TabsTrigger key={d} value={d}>
              {t(`adTags:dimension.${d}`)}
              {count(d) ? <span className="ml-1 text-destructive">({count(d)})</span> : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {TAG_DIMENSIONS.map((d) => (
          <TabsContent key={d} value={d} className="flex flex-col gap-2">
            <label htmlFor={`${ids}-${d}`} className="sr-only">
              {t('rules.label', { dimension: t(`adTags:dimension.${d}`) })}
            </label>
            <Textarea
              id={`${ids}-${d}`}
              rows={8}
              readOnly={!canWrite}
              spellCheck={false}
              placeholder={t(`rules.placeholder.${d}`)}
              aria-invalid={count(d) > 0}
              aria-describedby={count(d) ? `${ids}-${d}-problems` : undefined}
              className="font-mono text-sm"
              {...form.register(d)}
            />
            {count(d) ? (
              <ul id={`${ids}-${d}-problems`} className="flex flex-col gap-0.5 text-xs text-destructive">
                {problems[d].map((p) => (
                  <li key={`${p.line}-${p.kind}`}>{t(`adTags:problem.${p.kind}`, p.params)}</li>
                ))}
              </ul>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
      {form.formState.errors.root ? (
        <p role="alert" className="text-sm text-destructive">
          {form.formState.errors.root.message}
        </p>
      ) : null}
      {canWrite ? (
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending || total > 0 || saved.isPending}>
            {t('rules.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
