import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Heading } from '@/components/heading-level';
import { SegmentedChoice } from '@/components/segmented-choice';
import { callApi, isApiError } from '@/lib/api/client';
import { useAuthStore } from '@/lib/auth/auth-store';
import { checkKeywords } from '@/lib/keyword-query';
import { componentsFor } from '@/lib/report-components/catalog';
import { cn } from '@/lib/cn';
import { dashboardKeys } from '../api/dashboard-queries.ts';
import { DashboardProgressScreen } from '../progress/dashboard-progress-screen.tsx';
import { BasicsStep } from './basics-step.tsx';
import {
  basicsIssues,
  keywordIssue,
  serverIssues,
  stepOfPath,
  subjectIssues,
  type BuilderStep,
  type FieldIssue,
} from './builder-issues.ts';
import { initialForm, toAddInput, type BuilderForm, type BuilderMode } from './builder-form.ts';
import { ComponentsStep } from './components-step.tsx';
import { fieldId, IssueText, useIssueText } from './form-field.tsx';
import { KeywordCheckDialog, type PendingKeywordCheck } from './keyword-check-dialog.tsx';
import { SubjectsStep } from './subjects-step.tsx';
import '@/lib/i18n/namespaces/dashboards';

const STEPS: BuilderStep[] = ['basics', 'subjects', 'components'];
const BUILDER_MODES: readonly BuilderMode[] = ['smart', 'custom'];

export interface DashboardBuilderScreenProps {
  appDoi?: string | undefined;
  mode: BuilderMode;
  onModeChange(mode: BuilderMode): void;
  onCancel(): void;
  /** The new dashboard is ready: open its detail. */
  onCreated(dashboardId: string): void;
  inPanel?: boolean;
}

/**
 * The dashboard builder: basic information and media, analysis subjects (smart or custom criteria), then the
 * report components. Each step checks spec §5's rules before moving on; the server's answer to the same rules
 * lands at the same fields. After submitting, the progress screen follows the collection.
 */
export function DashboardBuilderScreen(props: DashboardBuilderScreenProps) {
  const { appDoi, mode, onModeChange, onCancel, onCreated, inPanel = false } = props;
  const { t } = useTranslation('dashboards');
  const issueText = useIssueText();
  const queryClient = useQueryClient();
  const offered = useMemo(() => componentsFor(appDoi ?? ''), [appDoi]);
  const [form, setForm] = useState<BuilderForm>(() => initialForm(offered.map((c) => c.api_key)));
  const [step, setStep] = useState<BuilderStep>('basics');
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  /** The field to focus once the step that shows it has rendered. */
  const focusPath = useRef<string | null>(null);
  /** Keywords the user chose to keep despite the check's warnings, as `<subject index>:<text>`. */
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<PendingKeywordCheck | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const clientRequired = useAuthStore((s) => s.userRoleInfo?.team?.restricted ?? false);
  const change = useCallback((patch: Partial<BuilderForm>) => setForm((f) => ({ ...f, ...patch })), []);

  const add = useMutation({
    mutationFn: (input: BuilderForm) => callApi('dashboard.add', toAddInput(input, mode), { silent: true }),
    onSuccess: (dashboard) => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      setCreatedId(dashboard.dashboard_id);
    },
    onError: (error) => {
      const found = isApiError(error) ? serverIssues(error.code, error.issues) : [];
      showIssues(
        found.length
          ? found
          : [{ path: '', key: 'dashboards:rules.server', params: { message: error.message } }],
      );
    },
  });

  useEffect(() => {
    if (focusPath.current === null) return;
    document.getElementById(fieldId(focusPath.current))?.focus();
    focusPath.current = null;
  });

  if (createdId) return <DashboardProgressScreen dashboardId={createdId} onReady={onCreated} />;

  function showIssues(found: FieldIssue[]) {
    setIssues(found);
    const first = found[0];
    if (!first) return;
    if (first.path) setStep(stepOfPath(first.path));
    focusPath.current = first.path || null;
  }

  /** Subjects pass the rules; then each subject's keywords go through the keyword check, one dialog at a time. */
  function leaveSubjects(current: BuilderForm, keep: ReadonlySet<string>) {
    const found = subjectIssues(current, mode);
    if (found.length) return showIssues(found);
    const subjects = current.multiple ? current.subjects : current.subjects.slice(0, 1);
    for (const [index, subject] of subjects.entries()) {
      const keywords = subject.keywords.trim();
      if (keywords === '' || keep.has(`${index}:${keywords}`)) continue;
      const check = checkKeywords(keywords);
      if (!check.ok) return setPending({ subjectIndex: index, keywords, check });
    }
    setIssues([]);
    setStep('components');
  }

  function next() {
    if (step === 'basics') {
      const found = basicsIssues(form, clientRequired);
      if (found.length) return showIssues(found);
      setIssues([]);
      setStep('subjects');
    } else if (step === 'subjects') {
      leaveSubjects(form, accepted);
    } else if (form.components.length === 0) {
      showIssues([{ path: 'components', key: 'dashboards:rules.componentsRequired' }]);
    } else {
      const found = [...basicsIssues(form, clientRequired), ...subjectIssues(form, mode)];
      if (found.length) return showIssues(found);
      add.mutate(form);
    }
  }

  const onReturn = () => {
    if (!pending) return;
    const path = `subjects.${pending.subjectIndex}.keywords`;
    const problem = pending.check.errors[0] ?? pending.check.warnings[0];
    setIssues(problem ? [keywordIssue(path, problem)] : []);
    setPending(null);
    focusPath.current = path;
  };
  const onIgnore = () => {
    if (!pending) return;
    const keep = new Set(accepted).add(`${pending.subjectIndex}:${pending.keywords}`);
    setAccepted(keep);
    setPending(null);
    leaveSubjects(form, keep);
  };
  const onUseSuggestion = (suggestion: string) => {
    if (!pending) return;
    const target = (form.multiple ? form.subjects : form.subjects.slice(0, 1))[pending.subjectIndex];
    const updated = {
      ...form,
      subjects: form.subjects.map((s) => (s === target ? { ...s, keywords: suggestion } : s)),
    };
    setForm(updated);
    setPending(null);
    leaveSubjects(updated, accepted);
  };

  const issueAt = (path: string) => issues.find((i) => i.path === path);
  const formIssue = issueAt('');
  const stepIndex = STEPS.indexOf(step);

  return (
    <section
      aria-labelledby="builder-title"
      className={cn('mx-auto flex w-full max-w-3xl flex-col gap-6', inPanel ? 'p-4' : 'px-4 py-6 sm:px-6')}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Heading offset={-1} id="builder-title" className="text-xl font-semibold tracking-tight">
          {t('builder.title')}
        </Heading>
        <SegmentedChoice
          label={t('builder.modeLabel')}
          value={mode}
          onChange={onModeChange}
          options={BUILDER_MODES.map((value) => ({ value, label: t(`mode.${value}`) }))}
        />
      </div>
      <ol className="flex flex-wrap gap-2 text-sm" aria-label={t('builder.steps')}>
        {STEPS.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-full border px-3 py-1',
              s === step ? 'border-primary bg-accent font-medium' : 'text-muted-foreground',
            )}
          >
            <span aria-hidden>{i + 1}</span>
            {t(`step.${s}`)}
          </li>
        ))}
      </ol>
      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(e) => {
          e.preventDefault();
          next();
        }}
      >
        {step === 'basics' ? <BasicsStep form={form} issueAt={issueAt} onChange={change} /> : null}
        {step === 'subjects' ? (
          <SubjectsStep form={form} mode={mode} issueAt={issueAt} onChange={change} />
        ) : null}
        {step === 'components' ? (
          <ComponentsStep
            offered={offered}
            selected={form.components}
            issue={issueAt('components')}
            onChange={(components) => change({ components })}
          />
        ) : null}
        {formIssue ? <IssueText text={issueText(formIssue)} /> : null}
        <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-between">
          <Button variant="ghost" onClick={onCancel}>
            {t('builder.cancel')}
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {stepIndex > 0 ? (
              <Button
                variant="outline"
                onClick={() => {
                  setIssues([]);
                  setStep(STEPS[stepIndex - 1]!);
                }}
              >
                {t('builder.back')}
              </Button>
            ) : null}
            <Button type="submit" disabled={add.isPending}>
              {step === 'components' ? t('builder.submit') : t('builder.next')}
            </Button>
          </div>
        </div>
      </form>
      <KeywordCheckDialog
        pending={pending}
        onReturn={onReturn}
        onIgnore={onIgnore}
        onUseSuggestion={onUseSuggestion}
      />
    </section>
  );
}
