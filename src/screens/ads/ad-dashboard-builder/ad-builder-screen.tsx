import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { callApi, isApiError } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/cn';
import { Heading } from '@/components/heading-level';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { taggingQuery } from '../ad-data/api/ad-data-queries.ts';
import { useAdDataAccess } from '../ad-data/api/use-ad-data-access.ts';
import {
  AD_NAME_MAX,
  adBuilderSchema,
  defaultAdBuilderForm,
  previewable,
  toAddInput,
  toPreviewInput,
  type AdBuilderForm,
} from './ad-builder-form.ts';
import { builderDatasetsQuery, datasetsVersion, previewQuery } from './ad-builder-queries.ts';
import { DataSourceField } from './data-source-field.tsx';
import { SettingsSection } from './settings-section.tsx';
import { TaggingSection } from './tagging-section.tsx';
import { TopCreativesPreview } from './top-creatives-preview.tsx';
import '@/lib/i18n/namespaces/adBuilder';
import '@/lib/i18n/namespaces/dashboards';

/** How long the choices rest before the preview is asked for again. */
const PREVIEW_DEBOUNCE_MS = 400;

/** Refusals of adDashboard.add that concern the chosen data (each issue names a dataset). */
const DATA_CODES: number[] = [
  ErrorCode.AD_DASHBOARD_OTHER_CLIENT,
  ErrorCode.AD_DASHBOARD_SOURCE_UNUSABLE,
  ErrorCode.NOT_FOUND,
];

/** Where the dashboard is filed, and the message at a field (`client_id`, `project_id`) as an i18n key. */
export interface AdFilingProps {
  form: { clientId: string; projectId: string };
  issueAt(path: string): { path: string; key: string } | undefined;
  onChange(patch: { clientId?: string; projectId?: string }): void;
}

export interface AdBuilderScreenProps {
  /**
   * The client and project fields, as the dashboard builder files its dashboards (the host passes them: screens
   * do not import each other's parts).
   */
  renderFiling(props: AdFilingProps): ReactNode;
  onCancel(): void;
  /** The dashboard was created: open its detail. */
  onCreated(dashboardId: string): void;
}

/**
 * The ad dashboard builder (spec §2) on one form: name and filing, data source (the team's ad datasets, a sample
 * account bound or a file uploaded here), tagging, aggregation level, attribution window, range and budget, and
 * a preview of the top 10 creatives that follows the choices. Creating calls adDashboard.add.
 */
export function AdBuilderScreen({ renderFiling, onCancel, onCreated }: AdBuilderScreenProps) {
  const { t } = useTranslation(['adBuilder', 'errors']);
  const { team, write } = useAdDataAccess();
  const restricted = useAuthStore((s) => s.userRoleInfo?.team?.restricted ?? false);
  const form = useForm<AdBuilderForm>({
    resolver: zodResolver(adBuilderSchema),
    defaultValues: defaultAdBuilderForm(),
    mode: 'onTouched',
  });
  const { control, register, formState, setValue, setError, clearErrors } = form;
  const values = useWatch({ control }) as AdBuilderForm;
  const datasets = useQuery(builderDatasetsQuery(team?.team_id ?? null));
  const chosen = useMemo(() => {
    const byId = new Map((datasets.data?.list ?? []).map((d) => [d.dataset_id, d]));
    return values.datasetIds.flatMap((id) => byId.get(id) ?? []);
  }, [datasets.data, values.datasetIds]);

  const retagging = useQueries({
    queries: chosen.map((d) => taggingQuery(d.dataset_id)),
    combine: (results) => results.map((r) => r.data === true),
  });

  const input = JSON.stringify(toPreviewInput(values));
  const settled = useDebouncedValue(input, PREVIEW_DEBOUNCE_MS);
  const canPreview = values.datasetIds.length > 0 && previewable(values) && settled === input;
  const preview = useQuery(previewQuery(JSON.parse(settled), datasetsVersion(chosen, retagging), canPreview));

  const add = useMutation({
    mutationFn: (v: AdBuilderForm) => callApi('adDashboard.add', toAddInput(v), { silent: true }),
    // The dashboard list asks again when it is shown (no staleTime), so nothing is invalidated here.
    onSuccess: (dashboard) => onCreated(dashboard.dashboard_id),
    onError: (error) => refused(error),
  });

  function refused(error: Error) {
    if (!isApiError(error)) return setError('root', { message: t('create.failed') });
    const names = (error.issues ?? [])
      .filter((i) => i.path === 'dataset_ids')
      .map((i) => i.message)
      .join(t('settings.listSeparator'));
    if (DATA_CODES.includes(error.code) && (names || error.code !== ErrorCode.NOT_FOUND))
      return setError('datasetIds', {
        message: names ? t('create.dataRefused', { reason: error.message, names }) : error.message,
      });
    const place = error.issues?.find((i) => i.path === 'client_id' || i.path === 'project_id');
    if (place)
      return setError(place.path === 'client_id' ? 'clientId' : 'projectId', {
        message: 'adBuilder:rule.filing',
      });
    if (error.code === ErrorCode.BASIC_INFO_INCOMPLETE)
      return setError('name', { message: 'rule.nameRequired' });
    setError('root', { message: error.message });
  }

  const submit = form.handleSubmit(
    (v) => {
      if (restricted && !v.clientId)
        return setError('clientId', { message: 'dashboards:builder.clientRequired' }, { shouldFocus: true });
      add.mutate(v);
    },
    (errors) => {
      if (errors.datasetIds && !errors.name)
        document
          .querySelector<HTMLElement>('#ad-builder-data input[type="checkbox"], #ad-builder-data button')
          ?.focus();
    },
  );

  const filingIssue = (path: string) => {
    const message = (path === 'client_id' ? formState.errors.clientId : formState.errors.projectId)?.message;
    return message ? { path, key: message } : undefined;
  };
  const changeFiling = (patch: { clientId?: string; projectId?: string }) => {
    if (patch.clientId !== undefined && patch.clientId !== values.clientId) {
      setValue('clientId', patch.clientId);
      // A dashboard reads only data filed under its own client.
      setValue(
        'datasetIds',
        values.datasetIds.filter((id) =>
          datasets.data?.list.some(
            (d) => d.dataset_id === id && (d.client?.client_id ?? '') === patch.clientId,
          ),
        ),
      );
      clearErrors(['clientId', 'datasetIds']);
    }
    if (patch.projectId !== undefined) setValue('projectId', patch.projectId);
  };

  const previewState =
    !canPreview && !preview.data
      ? ({ kind: 'idle' } as const)
      : preview.isError
        ? ({ kind: 'error', error: preview.error, retry: () => void preview.refetch() } as const)
        : preview.data
          ? ({ kind: 'ready', preview: preview.data, refreshing: preview.isFetching || !canPreview } as const)
          : ({ kind: 'loading' } as const);

  return (
    <section
      aria-labelledby="ad-builder-title"
      className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6"
    >
      <div>
        <Heading offset={-1} id="ad-builder-title" className="text-xl font-semibold tracking-tight">
          {t('title')}
        </Heading>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      <div className="flex flex-col gap-4">
        <FormField
          id="ad-builder-name"
          label={t('name')}
          required
          error={
            formState.errors.name?.message
              ? t(formState.errors.name.message, { max: AD_NAME_MAX })
              : undefined
          }
        >
          {(props) => (
            <Input
              {...props}
              autoComplete="off"
              maxLength={AD_NAME_MAX + 20}
              className="sm:max-w-md"
              {...register('name')}
            />
          )}
        </FormField>
        {renderFiling({ form: values, issueAt: filingIssue, onChange: changeFiling })}
      </div>
      <div id="ad-builder-data" className={cn('border-t pt-5')}>
        <Controller
          control={control}
          name="datasetIds"
          render={({ field, fieldState }) => (
            <DataSourceField
              datasets={datasets.data?.list}
              loadFailed={datasets.isError}
              onRetry={() => void datasets.refetch()}
              clientId={values.clientId}
              chosen={field.value}
              onChange={(ids) => {
                field.onChange(ids);
                clearErrors('datasetIds');
              }}
              error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              canWrite={write}
            />
          )}
        />
      </div>
      <div className="border-t pt-5">
        <TaggingSection chosen={chosen} canWrite={write} register={register} errors={formState.errors} />
      </div>
      <div className="border-t pt-5">
        <SettingsSection
          control={control}
          register={register}
          errors={formState.errors}
          window={values.window}
          rangeKind={values.rangeKind}
          chosen={chosen}
        />
      </div>
      <div className="border-t pt-5">
        <TopCreativesPreview state={previewState} />
      </div>
      {formState.errors.root?.message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formState.errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t bg-background/95 py-3 backdrop-blur sm:sticky sm:bottom-0 sm:flex-row sm:justify-between">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="button" disabled={add.isPending || !write} onClick={() => void submit()}>
          {add.isPending ? t('create.pending') : t('create.submit')}
        </Button>
      </div>
    </section>
  );
}
