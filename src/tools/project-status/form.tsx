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
import { projectStatusTool, STATUS_PERIODS } from './contract.ts';
import '@/lib/i18n/namespaces/chat';
import '@/lib/i18n/namespaces/koxOutreachTools';

const ERROR_ID = 'project-status-error';
type Input = ToolInput<typeof projectStatusTool>;

/** `/projectstatus`: the project's name and the period of the replies. */
export function ProjectStatusForm({ onSubmit, onCancel }: ToolFormProps<Input>) {
  const { t } = useTranslation('koxOutreachTools');
  const [project, setProject] = useState('');
  const [period, setPeriod] = useState<NonNullable<Input['period']>>('this_week');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkInput(projectStatusTool.input, { project, period });
    if (!checked.ok) return setProblem(checked.field);
    onSubmit(checked.input);
  };

  return (
    <form
      noValidate
      aria-label={t('chat:tools.projectStatus.label')}
      className="space-y-3 p-3 text-sm"
      onSubmit={submit}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <div className="space-y-1">
        <Label htmlFor="project-status-project">{t('status.form.project')}</Label>
        <Input
          id="project-status-project"
          autoFocus
          value={project}
          maxLength={100}
          {...invalidIf(problem === 'project', ERROR_ID)}
          onChange={(e) => setProject(e.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="project-status-period">{t('status.form.period')}</Label>
        <select
          id="project-status-period"
          className="h-9 w-full rounded-md border bg-background px-2"
          value={period}
          onChange={(e) => setPeriod(e.target.value as NonNullable<Input['period']>)}
        >
          {STATUS_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`status.periods.${p}`)}
            </option>
          ))}
        </select>
      </div>
      <FormProblem id={ERROR_ID} message={problem && t('status.form.invalid')} />
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('status.form.cancel')}
        </Button>
        <Button type="submit" size="sm">
          {t('status.form.submit')}
        </Button>
      </div>
    </form>
  );
}
