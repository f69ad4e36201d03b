import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Download, Upload } from 'lucide-react';
import { callApi, isApiError, type ApiOutput } from '@/lib/api/client';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/use-translation';
import { withToast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { downloadAdTemplate } from '../ad-data/api/ad-data-files.ts';
import { AD_DATA_KEY, sampleAccountsQuery, type AdDataset } from '../ad-data/api/ad-data-queries.ts';
import { ProblemsDialog } from '../ad-data/files/problems-dialog.tsx';
import { UploadDialog } from '../ad-data/files/upload-dialog.tsx';
import { DatasetCoverage } from '../ad-data/shared/dataset-coverage.tsx';
import { DatasetState } from '../ad-data/shared/dataset-state.tsx';
import { SampleLabel } from '../ad-data/shared/sample-label.tsx';
import '@/lib/i18n/namespaces/adBuilder';
import '@/lib/i18n/namespaces/adSources';

type SampleAccount = ApiOutput<'adAccount.samples'>['list'][number];

/** A dataset whose only read failed holds nothing to show: adDashboard.add refuses it (10460). */
export const unusable = (d: AdDataset) => d.state === 'failed' && d.row_count === 0;

interface DataSourceFieldProps {
  /** The team's datasets; undefined while they load. */
  datasets: AdDataset[] | undefined;
  loadFailed: boolean;
  onRetry(): void;
  clientId: string;
  chosen: readonly string[];
  onChange(ids: string[]): void;
  error?: string | undefined;
  canWrite: boolean;
}

/**
 * Where the dashboard's data comes from (spec §2): any of the team's ad datasets filed under its client (bound
 * accounts, sample accounts, uploaded files, each with its kind, platform, state, rows and days), a sample
 * account bound here, or a file uploaded here, parsed in the background while its progress shows.
 */
export function DataSourceField(props: DataSourceFieldProps) {
  const { datasets, loadFailed, onRetry, clientId, chosen, onChange, error, canWrite } = props;
  const { t } = useTranslation('adBuilder');
  const { language } = useLanguage();
  const [uploading, setUploading] = useState(false);
  const [problemsOf, setProblemsOf] = useState<AdDataset | null>(null);
  const mine = (datasets ?? []).filter((d) => (d.client?.client_id ?? '') === clientId);
  const elsewhere = (datasets?.length ?? 0) - mine.length;
  const choose = (id: string) => onChange([...new Set([...chosen, id])]);
  const toggle = (id: string, on: boolean) => (on ? choose(id) : onChange(chosen.filter((c) => c !== id)));
  const template = async (format: 'csv' | 'xlsx') => {
    if (!(await downloadAdTemplate(format, language)))
      withToast((toast) => toast.error(t('data.templateFailed')));
  };

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3"
      aria-describedby={error ? 'ad-builder-datasets-error' : undefined}
      aria-invalid={Boolean(error)}
    >
      <legend className="mb-1 font-semibold">{t('data.title')}</legend>
      <p className="-mt-1 text-sm text-muted-foreground">{t('data.hint')}</p>
      {datasets === undefined && !loadFailed ? (
        <div role="status" aria-label={t('data.loading')} className="flex flex-col gap-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : loadFailed ? (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-md border p-3">
          <p className="text-sm text-destructive">{t('data.loadFailed')}</p>
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      ) : mine.length === 0 ? (
        <div className="flex flex-col gap-1 rounded-md border border-dashed p-4 text-sm">
          <p className="font-medium">{datasets?.length ? t('data.noneForClient') : t('data.none')}</p>
          <p className="text-muted-foreground">{t('data.noneHow')}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('data.listLabel')}>
          {mine.map((d) => (
            <DatasetChoice
              key={d.dataset_id}
              dataset={d}
              checked={chosen.includes(d.dataset_id)}
              onToggle={(on) => toggle(d.dataset_id, on)}
              onShowProblems={() => setProblemsOf(d)}
            />
          ))}
        </ul>
      )}
      {elsewhere > 0 && mine.length > 0 ? (
        <p className="text-xs text-muted-foreground">{t('data.otherClients', { count: elsewhere })}</p>
      ) : null}
      {error ? (
        <p id="ad-builder-datasets-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {canWrite ? (
        <div className="flex flex-col gap-3 rounded-md bg-muted/40 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" size="sm" onClick={() => setUploading(true)}>
              <Upload aria-hidden />
              {t('data.upload')}
            </Button>
            <span className="text-sm text-muted-foreground">{t('data.template')}</span>
            <Button type="button" variant="outline" size="sm" onClick={() => void template('csv')}>
              <Download aria-hidden />
              CSV
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => void template('xlsx')}>
              <Download aria-hidden />
              XLSX
            </Button>
          </div>
          <SampleAccounts clientId={clientId} onBound={choose} />
          <p className="text-sm">
            <Link to="/writer/teammanage/adData" className="text-primary underline underline-offset-4">
              {t('data.manage')}
            </Link>
          </p>
        </div>
      ) : null}
      <UploadDialog
        open={uploading}
        dataset={null}
        clientId={clientId}
        onClose={() => setUploading(false)}
        onUploaded={(d) => choose(d.dataset_id)}
      />
      <ProblemsDialog
        name={problemsOf?.name ?? ''}
        problems={problemsOf ? problemsOf.problems : null}
        onClose={() => setProblemsOf(null)}
      />
    </fieldset>
  );
}

function DatasetChoice({
  dataset: d,
  checked,
  onToggle,
  onShowProblems,
}: {
  dataset: AdDataset;
  checked: boolean;
  onToggle(on: boolean): void;
  onShowProblems(): void;
}) {
  const { t } = useTranslation('adBuilder');
  const id = `ad-builder-dataset-${d.dataset_id}`;
  const blocked = unusable(d) && !checked;
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent/40 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-primary"
          checked={checked}
          disabled={blocked}
          aria-describedby={`${id}-about`}
          onChange={(e) => onToggle(e.target.checked)}
        />
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={id} className="break-words font-medium">
            {d.name}
          </label>
          <span
            id={`${id}-about`}
            className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground"
          >
            <span>{t(`kind.${d.kind}`)}</span>
            {d.platform ? <span>· {t(`adSources:platform.${d.platform}`)}</span> : null}
            {blocked ? <span className="text-destructive">· {t('data.unusable')}</span> : null}
          </span>
          {d.sample ? <SampleLabel /> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 pl-6 sm:pl-0">
        <DatasetState dataset={d} onShowProblems={onShowProblems} />
        <DatasetCoverage dataset={d} />
      </div>
    </li>
  );
}

/** The sample accounts not bound yet: bound here (filed under the dashboard's client) and chosen at once. */
function SampleAccounts({ clientId, onBound }: { clientId: string; onBound(datasetId: string): void }) {
  const { t } = useTranslation('adBuilder');
  const queryClient = useQueryClient();
  const samples = useQuery(sampleAccountsQuery());
  const bind = useMutation({
    mutationFn: (sample: SampleAccount) =>
      callApi(
        'adAccount.add',
        {
          platform: sample.platform,
          account_id: sample.account_id,
          ...(clientId ? { client_id: clientId } : {}),
        },
        { silent: true },
      ),
    onSuccess: async (dataset) => {
      await queryClient.invalidateQueries({ queryKey: AD_DATA_KEY });
      onBound(dataset.dataset_id);
    },
    onError: (error) =>
      withToast((toast) => toast.error(isApiError(error) ? error.message : t('data.bindFailed'))),
  });
  const unbound = (samples.data?.list ?? []).filter((s) => !s.bound_dataset_id);
  if (!unbound.length) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">{t('data.samples')}</p>
      <ul className="flex flex-wrap gap-2">
        {unbound.map((sample) => (
          <li key={sample.account_id}>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={bind.isPending}
              onClick={() => bind.mutate(sample)}
            >
              {t('data.bindSample', { name: sample.name })}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
