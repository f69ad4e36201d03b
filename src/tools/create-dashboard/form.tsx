import { useState, type FormEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { DASHBOARD_MEDIA, UPDATE_FREQUENCIES } from '@/lib/api/endpoints';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { MAX_TOOL_SUBJECTS, type createDashboardTool } from './contract.ts';
import { cancelOnEscape } from '../cancel-on-escape.ts';
import '@/lib/i18n/namespaces/chat';

type Input = ToolInput<typeof createDashboardTool>;
type Media = (typeof DASHBOARD_MEDIA)[number];
type Frequency = (typeof UPDATE_FREQUENCIES)[number];

const REGION = /^[A-Z]{2}$/;
const ERROR_ID = 'create-dashboard-error';

type Problem = 'needSubject' | 'needMedia' | 'badRegion';

/** The attributes of a field the last check found wrong, pointing at the message that says why. */
const invalidIf = (failed: boolean) =>
  failed ? ({ 'aria-invalid': true, 'aria-describedby': ERROR_ID } as const) : {};

/** `/dashboard`: name, one to five subjects (name + keywords), media, regions and update frequency. */
export function CreateDashboardForm({ onSubmit, onCancel }: ToolFormProps<Input>) {
  const { t } = useTranslation('chat');
  const [name, setName] = useState('');
  const [subjects, setSubjects] = useState([{ name: '', keywords: '' }]);
  const [media, setMedia] = useState<Media[]>(['youtube']);
  const [regions, setRegions] = useState('');
  const [frequency, setFrequency] = useState<Frequency>('once');
  const [problem, setProblem] = useState<Problem | null>(null);

  const setSubject = (index: number, field: 'name' | 'keywords', value: string) =>
    setSubjects((list) => list.map((s, i) => (i === index ? { ...s, [field]: value } : s)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filled = subjects.map((s) => ({ name: s.name.trim(), keywords: s.keywords.trim() }));
    const codes = regions
      .split(/[\s,，]+/)
      .map((r) => r.trim().toUpperCase())
      .filter(Boolean);
    if (filled.some((s) => !s.name || !s.keywords)) return setProblem('needSubject');
    if (media.length === 0) return setProblem('needMedia');
    if (codes.some((c) => !REGION.test(c))) return setProblem('badRegion');
    onSubmit({
      ...(name.trim() ? { name: name.trim() } : {}),
      subjects: filled,
      media,
      ...(codes.length ? { regions: codes } : {}),
      frequency,
    });
  };

  return (
    <form
      noValidate
      aria-label={t('tools.createDashboard.form.label')}
      className="max-h-[60vh] space-y-3 overflow-y-auto p-3 text-sm"
      onSubmit={submit}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <div className="space-y-1">
        <Label htmlFor="create-dashboard-name">{t('tools.createDashboard.form.name')}</Label>
        <Input
          id="create-dashboard-name"
          autoFocus
          value={name}
          maxLength={100}
          placeholder={t('tools.createDashboard.form.namePlaceholder')}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1 font-medium">
          {t('tools.createDashboard.form.subjects')}
          <span aria-hidden className="ml-0.5 text-destructive">
            *
          </span>
        </legend>
        {subjects.map((subject, index) => {
          const n = index + 1;
          return (
            <div key={index} className="flex items-center gap-2">
              <Input
                aria-label={t('tools.createDashboard.form.subjectName', { n })}
                placeholder={t('tools.createDashboard.form.subjectNamePlaceholder')}
                value={subject.name}
                required
                {...invalidIf(problem === 'needSubject' && !subject.name.trim())}
                maxLength={100}
                onChange={(e) => setSubject(index, 'name', e.target.value)}
              />
              <Input
                aria-label={t('tools.createDashboard.form.keywords', { n })}
                placeholder={t('tools.createDashboard.form.keywordsPlaceholder')}
                value={subject.keywords}
                required
                {...invalidIf(problem === 'needSubject' && !subject.keywords.trim())}
                maxLength={1000}
                onChange={(e) => setSubject(index, 'keywords', e.target.value)}
              />
              {subjects.length > 1 ? (
                <Button
                  type="button"
                  size="icon-sm"
                  variant="ghost"
                  aria-label={t('tools.createDashboard.form.removeSubject', { n })}
                  onClick={() => setSubjects((list) => list.filter((_, i) => i !== index))}
                >
                  <X aria-hidden />
                </Button>
              ) : null}
            </div>
          );
        })}
        {subjects.length < MAX_TOOL_SUBJECTS ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => setSubjects((list) => [...list, { name: '', keywords: '' }])}
          >
            <Plus aria-hidden />
            {t('tools.createDashboard.form.addSubject')}
          </Button>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="mb-1 font-medium">{t('tools.createDashboard.form.media')}</legend>
        {DASHBOARD_MEDIA.map((m) => (
          <label key={m} className="flex items-center gap-1.5">
            <input
              type="checkbox"
              {...invalidIf(problem === 'needMedia')}
              checked={media.includes(m)}
              onChange={(e) =>
                setMedia((list) => (e.target.checked ? [...list, m] : list.filter((x) => x !== m)))
              }
            />
            {t(`tools.createDashboard.media.${m}`)}
          </label>
        ))}
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1">
          <Label htmlFor="create-dashboard-region">{t('tools.createDashboard.form.region')}</Label>
          <Input
            id="create-dashboard-region"
            value={regions}
            {...invalidIf(problem === 'badRegion')}
            placeholder={t('tools.createDashboard.form.regionPlaceholder')}
            onChange={(e) => setRegions(e.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="create-dashboard-frequency">{t('tools.createDashboard.form.frequency')}</Label>
          <select
            id="create-dashboard-frequency"
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as Frequency)}
            className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm"
          >
            {UPDATE_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {t(`tools.createDashboard.form.frequencies.${f}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {problem ? (
        <p id={ERROR_ID} role="alert" className="text-xs text-destructive">
          {t(`tools.createDashboard.form.${problem}`)}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('tools.createDashboard.form.cancel')}
        </Button>
        <Button type="submit" size="sm">
          {t('tools.createDashboard.form.submit')}
        </Button>
      </div>
    </form>
  );
}
