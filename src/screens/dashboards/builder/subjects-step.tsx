import { Plus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { FieldIssue } from './builder-issues.ts';
import {
  emptySubject,
  MAX_SUBJECTS,
  type BuilderForm,
  type BuilderMode,
  type SubjectForm,
} from './builder-form.ts';
import { fieldId, IssueText, useIssueText } from './form-field.tsx';
import { SubjectEditor } from './subject-editor.tsx';
import '@/lib/i18n/namespaces/dashboards';

interface SubjectsStepProps {
  form: BuilderForm;
  mode: BuilderMode;
  issueAt(path: string): FieldIssue | undefined;
  onChange(patch: Partial<BuilderForm>): void;
}

/** Step 2: the data configuration — one analysis subject, or several compared side by side. */
export function SubjectsStep({ form, mode, issueAt, onChange }: SubjectsStepProps) {
  const { t } = useTranslation('dashboards');
  const issueText = useIssueText();
  const subjects = form.multiple ? form.subjects : form.subjects.slice(0, 1);
  const listIssue = issueAt('subjects');
  const update = (key: string, patch: Partial<SubjectForm>) =>
    onChange({ subjects: form.subjects.map((s) => (s.key === key ? { ...s, ...patch } : s)) });
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('builder.subjects')}</legend>
        <div
          className="flex flex-wrap gap-4 text-sm"
          role="radiogroup"
          aria-label={t('builder.subjectCount')}
        >
          {[false, true].map((multiple) => (
            <label key={String(multiple)} className="flex items-center gap-2">
              <input
                type="radio"
                name="subject-count"
                className="size-4 accent-primary"
                checked={form.multiple === multiple}
                onChange={() => onChange({ multiple })}
              />
              {multiple ? t('builder.multiple') : t('builder.single')}
            </label>
          ))}
        </div>
      </fieldset>
      {listIssue ? (
        <div id={fieldId('subjects')} tabIndex={-1}>
          <IssueText text={issueText(listIssue)} />
        </div>
      ) : null}
      {subjects.map((subject, index) => (
        <SubjectEditor
          key={subject.key}
          index={index}
          subject={subject}
          mode={mode}
          multiple={form.multiple}
          media={form.media}
          removable={form.multiple && subjects.length > 1}
          issueAt={issueAt}
          onChange={(patch) => update(subject.key, patch)}
          onRemove={() => onChange({ subjects: form.subjects.filter((s) => s.key !== subject.key) })}
        />
      ))}
      {form.multiple ? (
        <div>
          <Button
            variant="outline"
            disabled={form.subjects.length >= MAX_SUBJECTS}
            onClick={() => onChange({ subjects: [...form.subjects, emptySubject()] })}
          >
            <Plus aria-hidden />
            {t('builder.addSubject')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
