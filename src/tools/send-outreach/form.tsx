import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { cancelOnEscape } from '../cancel-on-escape.ts';
import { checkInput } from '../team-admin/check-input.ts';
import { FormProblem, invalidIf } from '../team-admin/form-problem.tsx';
import { sendOutreachTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';
import '@/lib/i18n/namespaces/koxOutreachTools';

const ERROR_ID = 'send-outreach-error';

/** `/sendoutreach`: the project's name and, optionally, when (the browser's local time, sent with its offset). */
export function SendOutreachForm({ onSubmit, onCancel }: ToolFormProps<ToolInput<typeof sendOutreachTool>>) {
  const { t } = useTranslation('koxOutreachTools');
  const [project, setProject] = useState('');
  const [sendAt, setSendAt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = sendAt ? new Date(sendAt) : null;
    if (at && Number.isNaN(at.getTime())) return setProblem('send_at');
    const checked = checkInput(sendOutreachTool.input, {
      project,
      ...(at ? { send_at: at.toISOString() } : {}),
    });
    if (!checked.ok) return setProblem(checked.field);
    onSubmit(checked.input);
  };

  return (
    <form
      noValidate
      aria-label={t('chat:tools.sendOutreach.label')}
      className="space-y-3 p-3 text-sm"
      onSubmit={submit}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <div className="space-y-1">
        <Label htmlFor="send-outreach-project">{t('send.form.project')}</Label>
        <Input
          id="send-outreach-project"
          autoFocus
          value={project}
          maxLength={100}
          {...invalidIf(problem === 'project', ERROR_ID)}
          onChange={(e) => setProject(e.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="send-outreach-at">{t('send.form.sendAt')}</Label>
        <Input
          id="send-outreach-at"
          type="datetime-local"
          value={sendAt}
          {...invalidIf(problem === 'send_at', ERROR_ID)}
          onChange={(e) => setSendAt(e.target.value)}
        />
      </div>
      <FormProblem id={ERROR_ID} message={problem && t('send.form.invalid')} />
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('send.form.cancel')}
        </Button>
        <Button type="submit" size="sm">
          {t('send.form.submit')}
        </Button>
      </div>
    </form>
  );
}
