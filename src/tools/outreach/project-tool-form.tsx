import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTranslation } from '@/lib/i18n/use-translation';
import { cancelOnEscape } from '../cancel-on-escape.ts';
import { checkInput } from '../team-admin/check-input.ts';
import { FormProblem, invalidIf } from '../team-admin/form-problem.tsx';
import '@/lib/i18n/namespaces/chat';
import '@/lib/i18n/namespaces/koxOutreachTools';

/** The outreach tools' texts in `koxOutreachTools`, each with `form.project`, `form.invalid`, `form.cancel`, `form.submit`. */
type FormTexts = 'addToProject' | 'draft' | 'send' | 'status' | 'cancel' | 'followUp';

interface ProjectToolFormProps<S extends z.ZodType> {
  /** Names the fields' ids and the problem's id. */
  id: string;
  /** The form's accessible name (the slash command's label). */
  label: string;
  texts: FormTexts;
  /** The tool's input schema, which checks what `inputOf` builds. */
  schema: S;
  /** The tool's input from the project's name and the tool's own fields; `{ problem }` names a field it cannot read. */
  inputOf(project: string): Record<string, unknown> | { problem: string };
  onSubmit(input: z.output<S>): void;
  onCancel(): void;
  /** The tool's own fields, told which field the problem is in. */
  children?: (problem: string | null, errorId: string) => ReactNode;
}

/**
 * The form of an outreach slash command: the project's name first, the tool's own fields, what is wrong, Cancel
 * and the submit button; Escape cancels. Checked by the tool's input schema before anything is sent.
 */
export function ProjectToolForm<S extends z.ZodType>(props: ProjectToolFormProps<S>) {
  const { t } = useTranslation('koxOutreachTools');
  const [project, setProject] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = `${props.id}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = props.inputOf(project);
    if ('problem' in input && typeof input.problem === 'string') return setProblem(input.problem);
    const checked = checkInput(props.schema, input);
    if (!checked.ok) return setProblem(checked.field);
    props.onSubmit(checked.input);
  };

  return (
    <form
      noValidate
      aria-label={props.label}
      className="space-y-3 p-3 text-sm"
      onSubmit={submit}
      onKeyDown={cancelOnEscape(props.onCancel)}
    >
      <div className="space-y-1">
        <Label htmlFor={`${props.id}-project`}>{t(`${props.texts}.form.project`)}</Label>
        <Input
          id={`${props.id}-project`}
          autoFocus
          value={project}
          maxLength={100}
          {...invalidIf(problem === 'project', errorId)}
          onChange={(e) => setProject(e.target.value)}
        />
      </div>
      {props.children?.(problem, errorId)}
      <FormProblem id={errorId} message={problem && t(`${props.texts}.form.invalid`)} />
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={props.onCancel}>
          {t(`${props.texts}.form.cancel`)}
        </Button>
        <Button type="submit" size="sm">
          {t(`${props.texts}.form.submit`)}
        </Button>
      </div>
    </form>
  );
}
