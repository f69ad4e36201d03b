import { useState } from 'react';
import { Label } from '@/components/ui/label';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { OUTREACH_LANGUAGES } from '../outreach/outreach-contract.ts';
import { ProjectToolForm } from '../outreach/project-tool-form.tsx';
import { draftOutreachTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';
import '@/lib/i18n/namespaces/koxOutreachTools';

type Input = ToolInput<typeof draftOutreachTool>;

/** `/draftoutreach`: the project's name and the e-mails' language (left empty: the interface language). */
export function DraftOutreachForm({ onSubmit, onCancel }: ToolFormProps<Input>) {
  const { t } = useTranslation('koxOutreachTools');
  const [language, setLanguage] = useState<Input['language'] | ''>('');
  const [rewrite, setRewrite] = useState(false);
  return (
    <ProjectToolForm
      id="draft-outreach"
      label={t('chat:tools.draftOutreach.label')}
      texts="draft"
      schema={draftOutreachTool.input}
      inputOf={(project) => ({
        project,
        ...(language ? { language } : {}),
        ...(rewrite ? { rewrite } : {}),
      })}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {() => (
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
          <label className="flex items-center gap-2 pt-1 text-sm">
            <input type="checkbox" checked={rewrite} onChange={(e) => setRewrite(e.target.checked)} />
            {t('draft.form.rewrite')}
          </label>
        </div>
      )}
    </ProjectToolForm>
  );
}
