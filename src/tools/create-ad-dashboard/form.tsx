import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { callApi } from '@/lib/api/client';
import { AD_RANGE_PRESETS, type AdRangePreset } from '@/lib/ads/ad-dashboard-values';
import {
  AGGREGATION_LEVELS,
  ATTRIBUTION_WINDOWS,
  TAG_DIMENSIONS,
  type AggregationLevel,
  type AttributionWindow,
  type TagDimension,
} from '@/lib/ads/ad-values';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { NestedForm } from '../nested-form.tsx';
import { Choice } from '../query-dashboard/choice-select.tsx';
import { rangeText, sampleAccountName } from './ad-settings-text.ts';
import { AD_SAMPLE_PLATFORMS, type createAdDashboardTool } from './contract.ts';
import { sourceSummary } from './source-list.tsx';
import '@/lib/i18n/namespaces/adChat';
import '@/lib/i18n/namespaces/adData';
import '@/lib/i18n/namespaces/adReport';
import '@/lib/i18n/namespaces/adSources';
import '@/lib/i18n/namespaces/chat';

type Input = ToolInput<typeof createAdDashboardTool>;
type Data = 'sample' | 'datasets' | 'upload';
type Sample = (typeof AD_SAMPLE_PLATFORMS)[number];

const DATA: readonly Data[] = ['sample', 'datasets', 'upload'];
/** "Default": the tool's own (the window and level the data reports best). */
const DEFAULT = 'default';
const MAX_DATASETS = 20;
const ERROR_ID = 'create-ad-dashboard-error';

/**
 * `/addashboard`: the data (a sample account, some of the team's datasets, or a file to upload in the card), and
 * the dashboard's name, attribution window, level, range and the tags to cut it by.
 */
export function CreateAdDashboardForm({ onSubmit, onCancel }: ToolFormProps<Input>) {
  const { t } = useTranslation(['chat', 'adData', 'adReport']);
  const [data, setData] = useState<Data>('sample');
  const [sample, setSample] = useState<Sample>('meta');
  const [chosen, setChosen] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [window, setWindow] = useState<AttributionWindow | typeof DEFAULT>(DEFAULT);
  const [level, setLevel] = useState<AggregationLevel | typeof DEFAULT>(DEFAULT);
  const [range, setRange] = useState<AdRangePreset>('1m');
  const [tags, setTags] = useState<TagDimension[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const datasets = useQuery({
    queryKey: ['chat-tool', 'adData.list'],
    queryFn: () => callApi('adData.list', { page: 1, page_size: 50 }, { silent: true }),
    enabled: data === 'datasets',
  });
  const usable = (datasets.data?.list ?? []).filter((d) => d.state !== 'failed' || d.row_count > 0);

  const submit = () => {
    if (data === 'datasets' && chosen.length === 0) return setProblem(t('adChat:create.form.chooseData'));
    onSubmit({
      ...(data === 'sample' ? { sample_accounts: [sample] } : {}),
      ...(data === 'datasets' ? { dataset_ids: chosen.slice(0, MAX_DATASETS) } : {}),
      ...(data === 'upload' ? { upload: true } : {}),
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(window !== DEFAULT ? { window } : {}),
      ...(level !== DEFAULT ? { level } : {}),
      range: { kind: 'preset', preset: range },
      ...(tags.length ? { tag_by: tags } : {}),
    });
  };
  return (
    <NestedForm
      label={t('adChat:create.form.label')}
      className="max-h-[60vh] space-y-3 overflow-y-auto p-3 text-sm"
      onCancel={onCancel}
      onSubmit={submit}
    >
      <fieldset className="space-y-2">
        <legend className="mb-1 font-medium">{t('adChat:create.form.data')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {DATA.map((d, i) => (
            <label key={d} className="flex items-center gap-1.5">
              <input
                type="radio"
                name="create-ad-data"
                value={d}
                autoFocus={i === 0}
                checked={data === d}
                onChange={() => {
                  setData(d);
                  setProblem(null);
                }}
              />
              {t(`adChat:create.form.dataKinds.${d}`)}
            </label>
          ))}
        </div>
        {data === 'sample' ? (
          <Choice
            id="create-ad-sample"
            label={t('adChat:create.form.sample')}
            value={sample}
            options={AD_SAMPLE_PLATFORMS}
            optionLabel={(p) => sampleAccountName(p, t)}
            onChange={setSample}
          />
        ) : null}
        {data === 'datasets' ? (
          <DatasetChecklist
            loading={datasets.isPending}
            failed={datasets.isError}
            onRetry={() => void datasets.refetch()}
            options={usable.map((d) => ({
              id: d.dataset_id,
              label: sourceSummary(d, t),
            }))}
            chosen={chosen}
            invalid={problem !== null}
            onChange={(next) => {
              setChosen(next);
              setProblem(null);
            }}
          />
        ) : null}
        {data === 'upload' ? (
          <p className="text-xs text-muted-foreground">{t('adChat:create.form.uploadHint')}</p>
        ) : null}
      </fieldset>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor="create-ad-name">{t('adChat:create.form.name')}</Label>
          <Input
            id="create-ad-name"
            value={name}
            maxLength={100}
            placeholder={t('adChat:create.form.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <Choice
          id="create-ad-range"
          label={t('adChat:create.form.range')}
          value={range}
          options={AD_RANGE_PRESETS}
          optionLabel={(preset) => rangeText({ kind: 'preset', preset }, t)}
          onChange={setRange}
        />
        <Choice
          id="create-ad-window"
          label={t('adChat:create.form.window')}
          value={window}
          options={[DEFAULT, ...ATTRIBUTION_WINDOWS]}
          optionLabel={(w) => (w === DEFAULT ? t('adChat:create.form.default') : t(`adData:window.${w}`))}
          onChange={setWindow}
        />
        <Choice
          id="create-ad-level"
          label={t('adChat:create.form.level')}
          value={level}
          options={[DEFAULT, ...AGGREGATION_LEVELS]}
          optionLabel={(l) => (l === DEFAULT ? t('adChat:create.form.default') : t(`adReport:level.${l}`))}
          onChange={setLevel}
        />
      </div>
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="mb-1 font-medium">{t('adChat:create.form.tagBy')}</legend>
        {TAG_DIMENSIONS.map((d) => (
          <label key={d} className="flex items-center gap-1.5">
            <input
              type="checkbox"
              checked={tags.includes(d)}
              onChange={(e) =>
                setTags((list) => (e.target.checked ? [...list, d] : list.filter((x) => x !== d)))
              }
            />
            {t(`adReport:dimension.${d}`)}
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p id={ERROR_ID} role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('tools.createDashboard.form.cancel')}
        </Button>
        <Button type="button" size="sm" onClick={submit}>
          {t('tools.createDashboard.form.submit')}
        </Button>
      </div>
    </NestedForm>
  );
}

/** The team's datasets to pick from, with their loading, empty and error states. */
function DatasetChecklist(props: {
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  options: { id: string; label: string }[];
  chosen: string[];
  invalid: boolean;
  onChange(next: string[]): void;
}) {
  const { t } = useTranslation(['chat', 'adData']);
  if (props.loading) return <p role="status">{t('adChat:create.form.loadingData')}</p>;
  if (props.failed)
    return (
      <p role="alert" className="flex items-center gap-2 text-destructive">
        {t('adData:failed')}
        <Button type="button" size="sm" variant="outline" onClick={props.onRetry}>
          {t('adData:retry')}
        </Button>
      </p>
    );
  if (props.options.length === 0) return <p>{t('adChat:create.form.noData')}</p>;
  return (
    <ul
      className="max-h-40 space-y-1 overflow-y-auto rounded border p-2"
      aria-label={t('adChat:create.form.datasets')}
    >
      {props.options.map((o) => (
        <li key={o.id}>
          <label className="flex items-start gap-1.5">
            <input
              type="checkbox"
              className="mt-0.5"
              aria-invalid={props.invalid || undefined}
              aria-describedby={props.invalid ? ERROR_ID : undefined}
              checked={props.chosen.includes(o.id)}
              onChange={(e) =>
                props.onChange(
                  e.target.checked ? [...props.chosen, o.id] : props.chosen.filter((id) => id !== o.id),
                )
              }
            />
            <span className="min-w-0 break-words">{o.label}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
