import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { DEFAULT_SHARE_DAYS, type shareReportTool } from './contract.ts';
import { cancelOnEscape } from '../cancel-on-escape.ts';
import '@/lib/i18n/namespaces/chat';

/** `/share`: how many days the link of the open dashboard stays valid; the card then asks for approval. */
export function ShareReportForm({ onSubmit, onCancel }: ToolFormProps<ToolInput<typeof shareReportTool>>) {
  const { t } = useTranslation('chat');
  const [days, setDays] = useState(DEFAULT_SHARE_DAYS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ valid_days: Math.min(365, Math.max(1, Math.round(days) || DEFAULT_SHARE_DAYS)) });
  };
  return (
    <form
      aria-label={t('tools.shareReport.form.label')}
      className="flex items-end gap-3 p-3 text-sm"
      onSubmit={submit}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <div className="flex-1 space-y-1">
        <Label htmlFor="share-report-days">{t('tools.shareReport.form.days')}</Label>
        <Input
          id="share-report-days"
          type="number"
          min={1}
          max={365}
          autoFocus
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
        />
      </div>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        {t('tools.shareReport.form.cancel')}
      </Button>
      <Button type="submit" size="sm">
        {t('tools.shareReport.form.submit')}
      </Button>
    </form>
  );
}
