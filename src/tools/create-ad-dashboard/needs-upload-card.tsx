import { useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { callApi, isApiError } from '@/lib/api/client';
import type { ApiOutput } from '@/lib/api/client';
import { formatFileSize } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { downloadAdTemplate } from '@/screens/ads/ad-data/api/ad-data-files';
import { postFile } from '@/lib/api/post-file';
import { ProblemList } from '@/screens/ads/ad-data/files/problems-dialog';
import type { Problem } from '@/screens/ads/ad-data/shared/problem-text';
import type { ToolOutput } from '../define-tool.ts';
import { ProgressRow } from '../create-dashboard/progress-row.tsx';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { useToolHost } from '../tool-host.ts';
import { useLaterUserText } from '../use-user-reply.ts';
import { adDashboardRequestText, platformName } from './ad-settings-text.ts';
import type { createAdDashboardTool } from './contract.ts';
import '@/lib/i18n/namespaces/adChat';
import '@/lib/i18n/namespaces/adData';
import '@/lib/i18n/namespaces/chat';

type NeedsUpload = Extract<ToolOutput<typeof createAdDashboardTool>, { outcome: 'needs_upload' }>;
type Dataset = ApiOutput<'adData.detail'>;

const POLL_MS = 1000;
const reading = (d: Dataset | undefined) => d?.state === 'parsing' || d?.state === 'syncing';

/**
 * A chat cannot carry a file: the card takes it. The template in the user's language, a file picker, then the
 * upload to the tool's `upload.path`; once the file is accepted the card runs the request directly with its
 * settings (`then`) and the new dataset, so the dashboard is made at once and waits for the parse, whose
 * progress and refused rows the card shows (docs/ads.md "The flow").
 */
export function NeedsUploadCard({ needs }: { needs: NeedsUpload }) {
  const { t } = useTranslation(['chat', 'adData']);
  const { language } = useLanguage();
  const host = useToolHost();
  const fileId = useId();
  const answer = useLaterUserText();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [issues, setIssues] = useState<Problem[]>([]);
  const { upload } = needs;
  const max = formatFileSize(upload.max_bytes);

  const send = useMutation({
    mutationFn: (f: File) =>
      postFile<Dataset>(upload.path, f, upload.client_id ? { client_id: upload.client_id } : {}),
    onSuccess: (dataset, f) => {
      const input = { ...needs.then, dataset_ids: [dataset.dataset_id] };
      host.runTool({ name: 'create_ad_dashboard', input }, adDashboardRequestText(input, t, f.name));
    },
    onError: (error) => {
      setProblem(isApiError(error) ? error.message : t('adData:failed'));
      setIssues(isApiError(error) ? (error.issues ?? []) : []);
    },
  });
  const uploaded = send.data;
  const parse = useQuery({
    queryKey: ['chat-tool', 'adData.detail', uploaded?.dataset_id],
    queryFn: () => callApi('adData.detail', { dataset_id: uploaded?.dataset_id ?? '' }, { silent: true }),
    enabled: Boolean(uploaded),
    initialData: uploaded,
    refetchInterval: (query) => (reading(query.state.data) ? POLL_MS : false),
  });
  const dataset = parse.data;

  const choose = (f: File | null) => {
    setFile(f);
    setIssues([]);
    const extension = f?.name.toLowerCase().match(/\.[^.]+$/)?.[0] ?? '';
    setProblem(
      !f
        ? null
        : !upload.accept.includes(extension)
          ? t('adChat:create.upload.wrongType', { accept: upload.accept.join(', ') })
          : f.size > upload.max_bytes
            ? t('adChat:create.upload.tooLarge', { max })
            : null,
    );
  };
  const submit = () => {
    if (!file) return setProblem(t('adData:upload.chooseFile'));
    if (!problem) send.mutate(file);
  };
  const template = async (format: 'csv' | 'xlsx') => {
    if (!(await downloadAdTemplate(format, language))) setProblem(t('adData:upload.templateFailed'));
  };

  const failed = dataset?.state === 'failed';
  const state = failed
    ? 'error'
    : send.isPending || reading(dataset)
      ? 'running'
      : dataset || answer !== null
        ? 'done'
        : 'awaiting';
  const platform = needs.platform ? platformName(needs.platform, t) : null;
  const progress = reading(dataset) ? (dataset?.progress ?? 0) : 100;
  const step = dataset
    ? reading(dataset) && dataset.phase
      ? t('adData:progress', { phase: t(`adData:phase.${dataset.phase}`), progress })
      : t(`adData:state.${dataset.state}`)
    : '';
  return (
    <ToolCardFrame
      icon={Upload}
      title={platform ? t('adChat:create.upload.titleOf', { platform }) : t('adChat:create.upload.title')}
      state={state}
      wide
      detail={
        dataset ? (
          <div className="space-y-2">
            <p>{t('adChat:create.upload.sent', { name: dataset.file?.name ?? dataset.name })}</p>
            <ul>
              <ProgressRow
                label={t('adChat:create.sourceStep', { name: dataset.name, step })}
                barLabel={t('adChat:create.sourceProgress', { name: dataset.name, progress })}
                progress={progress}
              />
            </ul>
            {failed && dataset.problems.length > 0 ? (
              <div className="space-y-1">
                <p role="alert" className="font-medium text-destructive">
                  {t('adChat:create.upload.refused', { count: dataset.problems.length })}
                </p>
                <ProblemList problems={dataset.problems} />
              </div>
            ) : null}
          </div>
        ) : answer !== null && !send.isPending ? (
          t('adChat:create.upload.answered')
        ) : (
          <div className="space-y-3 text-foreground">
            <p className="text-muted-foreground">{t('adChat:create.upload.what', { max })}</p>
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-muted-foreground">{t('adData:upload.template')}</span>
              <Button type="button" variant="outline" size="sm" onClick={() => void template('csv')}>
                <Download aria-hidden />
                {t('adChat:create.upload.templateCsv')}
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => void template('xlsx')}>
                <Download aria-hidden />
                {t('adChat:create.upload.templateXlsx')}
              </Button>
            </div>
            <div className="space-y-1">
              <Label htmlFor={fileId}>{t('adData:upload.file')}</Label>
              <Input
                id={fileId}
                type="file"
                accept={upload.accept.join(',')}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${fileId}-problem` : undefined}
                disabled={send.isPending}
                onChange={(e) => choose(e.target.files?.[0] ?? null)}
              />
            </div>
            {problem ? (
              <p id={`${fileId}-problem`} role="alert" className="text-destructive">
                {problem}
              </p>
            ) : null}
            {issues.length > 0 ? <ProblemList problems={issues} /> : null}
          </div>
        )
      }
      actions={
        dataset || answer !== null ? undefined : (
          <Button size="sm" disabled={send.isPending} onClick={submit}>
            <Upload aria-hidden />
            {send.isPending ? t('adData:upload.uploading') : t('adChat:create.upload.submit')}
          </Button>
        )
      }
    />
  );
}
