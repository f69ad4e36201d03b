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
import { addToKoxProjectTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';
import '@/lib/i18n/namespaces/koxOutreachTools';

const ERROR_ID = 'add-to-kox-project-error';

/** `/addtoproject`: the project's name and, optionally, the creators (else the session's last recommendation). */
export function AddToKoxProjectForm({
  onSubmit,
  onCancel,
}: ToolFormProps<ToolInput<typeof addToKoxProjectTool>>) {
  const { t } = useTranslation('koxOutreachTools');
  const [project, setProject] = useState('');
  const [creators, setCreators] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const named = creators
      .split(/[,，、]/u)
      .map((c) => c.trim())
      .filter(Boolean);
    const checked = checkInput(addToKoxProjectTool.input, {
      project,
      ...(named.length ? { creators: named } : {}),
    });
    if (!checked.ok) return setProblem(checked.field);
    onSubmit(checked.input);
  };

  return (
    <form
      noValidate
      aria-label={t('chat:tools.addToKoxProject.label')}
      className="space-y-3 p-3 text-sm"
      onSubmit={submit}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <div className="space-y-1">
        <Label htmlFor="add-to-kox-project-name">{t('addToProject.form.project')}</Label>
        <Input
          id="add-to-kox-project-name"
          autoFocus
          value={project}
          maxLength={100}
          {...invalidIf(problem === 'project', ERROR_ID)}
          onChange={(e) => setProject(e.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="add-to-kox-project-creators">{t('addToProject.form.creators')}</Label>
        <Input
          id="add-to-kox-project-creators"
          value={creators}
          {...invalidIf(problem === 'creators', ERROR_ID)}
          onChange={(e) => setCreators(e.target.value)}
        />
      </div>
      <FormProblem id={ERROR_ID} message={problem && t('addToProject.form.invalid')} />
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('addToProject.form.cancel')}
        </Button>
        <Button type="submit" size="sm">
          {t('addToProject.form.submit')}
        </Button>
      </div>
    </form>
  );
}
