import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { cancelOnEscape } from '../cancel-on-escape.ts';
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
      <fieldset className="flex-1 space-y-1">
        <legend className="mb-1 font-medium">{t('tools.exportReport.form.format')}</legend>
        <div className="flex flex-wrap gap-4">
          {REPORT_EXPORT_FORMATS.map((f, i) => (
            <label key={f} className="flex items-center gap-2">
              <input
                type="radio"
                name="export-report-format"
                value={f}
                autoFocus={i === 0}
                checked={format === f}
                onChange={() => setFormat(f)}
              />
              {t(`tools.exportReport.form.${f}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        {t('tools.exportReport.form.cancel')}
      </Button>
      <Button type="submit" size="sm">
        {t('tools.exportReport.form.submit')}
      </Button>
    </form>
  );
}
