import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { ProjectToolForm } from '../outreach/project-tool-form.tsx';
import { invalidIf } from '../team-admin/form-problem.tsx';
import { sendOutreachTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';
import '@/lib/i18n/namespaces/koxOutreachTools';

/** `/sendoutreach`: the project's name and, optionally, when (the browser's local time, sent with its offset). */
export function SendOutreachForm({ onSubmit, onCancel }: ToolFormProps<ToolInput<typeof sendOutreachTool>>) {
  const { t } = useTranslation('koxOutreachTools');
  const [sendAt, setSendAt] = useState('');
  const inputOf = (project: string) => {
    const at = sendAt ? new Date(sendAt) : null;
    if (at && Number.isNaN(at.getTime())) return { problem: 'send_at' };
    return { project, ...(at ? { send_at: at.toISOString() } : {}) };
  };
  return (
    <ProjectToolForm
      id="send-outreach"
      label={t('chat:tools.sendOutreach.label')}
      texts="send"
      schema={sendOutreachTool.input}
      inputOf={inputOf}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {(problem, errorId) => (
        <div className="space-y-1">
          <Label htmlFor="send-outreach-at">{t('send.form.sendAt')}</Label>
          <Input
            id="send-outreach-at"
            type="datetime-local"
            value={sendAt}
            {...invalidIf(problem === 'send_at', errorId)}
            onChange={(e) => setSendAt(e.target.value)}
          />
        </div>
      )}
    </ProjectToolForm>
  );
}
