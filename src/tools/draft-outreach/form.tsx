import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { cancelOnEscape } from '../cancel-on-escape.ts';
import { OUTREACH_LANGUAGES } from '../outreach/outreach-contract.ts';
import { checkInput } from '../team-admin/check-input.ts';
import { FormProblem, invalidIf } from '../team-admin/form-problem.tsx';
import { draftOutreachTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';
import '@/lib/i18n/namespaces/koxOutreachTools';

const ERROR_ID = 'draft-outreach-error';
type Input = ToolInput<typeof draftOutreachTool>;

/** `/draftoutreach`: the project's name and the e-mails' language (left empty: the interface language). */
export function DraftOutreachForm({ onSubmit, onCancel }: ToolFormProps<Input>) {
  const { t } = useTranslation('koxOutreachTools');
  const [project, setProject] = useState('');
  const [language, setLanguage] = useState<Input['language'] | ''>('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkInput(draftOutreachTool.input, { project, ...(language ? { language } : {}) });
    if (!checked.ok) return setProblem(checked.field);
    onSubmit(checked.input);
  };

  return (
    <form
      noValidate
      aria-label={t('chat:tools.draftOutreach.label')}
      className="space-y-3 p-3 text-sm"
      onSubmit={submit}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <div className="space-y-1">
        <Label htmlFor="draft-outreach-project">{t('draft.form.project')}</Label>
        <Input
          id="draft-outreach-project"
          autoFocus
          value={project}
          maxLength={100}
          {...invalidIf(problem === 'project', ERROR_ID)}
          onChange={(e) => setProject(e.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="draft-outreach-language">{t('draft.form.language')}</Label>
        <select
          id="draft-outreach-language"
          className="h-9 w-full rounded-md border bg-background px-2"
          value={language}
          onChange={(e) => setLanguage(e.target.value as Input['language'] | '')}
        >
          <option value="">{t('draft.form.languageDefault')}</option>
          {OUTREACH_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`draft.languages.${l}`)}
            </option>
          ))}
        </select>
      </div>
      <FormProblem id={ERROR_ID} message={problem && t('draft.form.invalid')} />
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('draft.form.cancel')}
        </Button>
        <Button type="submit" size="sm">
          {t('draft.form.submit')}
        </Button>
      </div>
    </form>
  );
}
