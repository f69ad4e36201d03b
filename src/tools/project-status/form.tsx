import { useState } from 'react';
import { Label } from '@/components/ui/label';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { ProjectToolForm } from '../outreach/project-tool-form.tsx';
import { projectStatusTool, STATUS_PERIODS } from './contract.ts';
import '@/lib/i18n/namespaces/chat';
import '@/lib/i18n/namespaces/koxOutreachTools';

type Input = ToolInput<typeof projectStatusTool>;
type Period = NonNullable<Input['period']>;

/** `/projectstatus`: the project's name and the period of the replies. */
export function ProjectStatusForm({ onSubmit, onCancel }: ToolFormProps<Input>) {
  const { t } = useTranslation('koxOutreachTools');
  const [period, setPeriod] = useState<Period>('this_week');
  return (
    <ProjectToolForm
      id="project-status"
      label={t('chat:tools.projectStatus.label')}
      texts="status"
      schema={projectStatusTool.input}
      inputOf={(project) => ({ project, period })}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {() => (
        <div className="space-y-1">
          <Label htmlFor="project-status-period">{t('status.form.period')}</Label>
          <select
            id="project-status-period"
            className="h-9 w-full rounded-md border bg-background px-2"
            value={period}
            onChange={(e) => setPeriod(e.target.value as Period)}
          >
            {STATUS_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`status.periods.${p}`)}
              </option>
            ))}
          </select>
        </div>
      )}
    </ProjectToolForm>
  );
}
