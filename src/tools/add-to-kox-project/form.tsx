import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { ProjectToolForm } from '../outreach/project-tool-form.tsx';
import { invalidIf } from '../team-admin/form-problem.tsx';
import { addToKoxProjectTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';
import '@/lib/i18n/namespaces/koxOutreachTools';

/** `/addtoproject`: the project's name and, optionally, the creators (else the session's last recommendation). */
export function AddToKoxProjectForm({
  onSubmit,
  onCancel,
}: ToolFormProps<ToolInput<typeof addToKoxProjectTool>>) {
  const { t } = useTranslation('koxOutreachTools');
  const [creators, setCreators] = useState('');
  const named = () =>
    creators
      .split(/[,，、]/u)
      .map((c) => c.trim())
      .filter(Boolean);
  return (
    <ProjectToolForm
      id="add-to-kox-project"
      label={t('chat:tools.addToKoxProject.label')}
      texts="addToProject"
      schema={addToKoxProjectTool.input}
      inputOf={(project) => ({ project, ...(named().length ? { creators: named() } : {}) })}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {(problem, errorId) => (
        <div className="space-y-1">
          <Label htmlFor="add-to-kox-project-creators">{t('addToProject.form.creators')}</Label>
          <Input
            id="add-to-kox-project-creators"
            value={creators}
            {...invalidIf(problem === 'creators', errorId)}
            onChange={(e) => setCreators(e.target.value)}
          />
        </div>
      )}
    </ProjectToolForm>
  );
}
