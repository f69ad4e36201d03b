import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RadioList } from '@/components/radio-list';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { cancelOnEscape } from '../cancel-on-escape.ts';
import { FormButtons } from '../form-buttons.tsx';
import { REPORT_EXPORT_FORMATS, type exportReportTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

type Format = (typeof REPORT_EXPORT_FORMATS)[number];

/** `/export`: the open dashboard (else the latest ready one) as a PDF or a PNG. */
export function ExportReportForm({ onSubmit, onCancel }: ToolFormProps<ToolInput<typeof exportReportTool>>) {
  const { t } = useTranslation('chat');
  const [format, setFormat] = useState<Format>('pdf');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ format });
  };
  return (
    <form
      aria-label={t('tools.exportReport.form.label')}
      className="flex flex-wrap items-end gap-3 p-3 text-sm"
      onSubmit={submit}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <div className="flex-1">
        <RadioList<Format>
          autoFocus
          legend={t('tools.exportReport.form.format')}
          options={REPORT_EXPORT_FORMATS.map((f) => ({ value: f, label: t(`tools.exportReport.form.${f}`) }))}
          value={format}
          onChange={setFormat}
        />
      </div>
      <FormButtons
        cancel={t('tools.exportReport.form.cancel')}
        submit={t('tools.exportReport.form.submit')}
        onCancel={onCancel}
      />
    </form>
  );
}
