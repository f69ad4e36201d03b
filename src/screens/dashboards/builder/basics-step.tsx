import { useTranslation } from '@/lib/i18n/use-translation';
import { Input } from '@/components/ui/input';
import { MEDIA_ICONS } from '../list/media-icons.tsx';
import type { FieldIssue } from './builder-issues.ts';
import { FilingFields } from './filing-fields.tsx';
import { FREQUENCIES, MEDIA, type BuilderForm, type Frequency, type Media } from './builder-form.ts';
import { fieldId, FormField, IssueText, useIssueText } from './form-field.tsx';
import '@/lib/i18n/namespaces/dashboards';

interface BasicsStepProps {
  form: BuilderForm;
  issueAt(path: string): FieldIssue | undefined;
  onChange(patch: Partial<BuilderForm>): void;
}

/** Step 1: basic information (name, update frequency) and media selection. */
export function BasicsStep({ form, issueAt, onChange }: BasicsStepProps) {
  const { t } = useTranslation('dashboards');
  const issueText = useIssueText();
  const mediaIssue = issueAt('media');
  const toggleMedia = (m: Media, on: boolean) =>
    onChange({
      media: on ? MEDIA.filter((x) => x === m || form.media.includes(x)) : form.media.filter((x) => x !== m),
    });
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold">{t('builder.basics')}</legend>
        <FormField path="name" label={t('builder.name')} issue={issueAt('name')} required>
          {(control) => (
            <Input
              {...control}
              maxLength={100}
              placeholder={t('builder.namePlaceholder')}
              value={form.name}
              onChange={(e) => onChange({ name: e.target.value })}
            />
          )}
        </FormField>
        <FormField path="frequency" label={t('builder.frequency')}>
          {(control) => (
            <select
              {...control}
              className="h-9 rounded-md border bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:max-w-xs"
              value={form.frequency}
              onChange={(e) => onChange({ frequency: e.target.value as Frequency })}
            >
              {FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {t(`frequency.${f}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </fieldset>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={mediaIssue ? `${fieldId('media')}-error` : undefined}
      >
        <legend className="mb-2 font-semibold">
          {t('builder.media')}
          <span aria-hidden className="ml-0.5 text-destructive">
            *
          </span>
        </legend>
        <div className="flex flex-wrap gap-2">
          {MEDIA.map((m, i) => {
            const Icon = MEDIA_ICONS[m];
            return (
              <label
                key={m}
                className="flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-accent"
              >
                <input
                  type="checkbox"
                  id={i === 0 ? fieldId('media') : undefined}
                  checked={form.media.includes(m)}
                  onChange={(e) => toggleMedia(m, e.target.checked)}
                  className="size-4 accent-primary"
                />
                <Icon aria-hidden className="size-4" />
                {t(`media.${m}`)}
              </label>
            );
          })}
        </div>
        {mediaIssue ? <IssueText id={`${fieldId('media')}-error`} text={issueText(mediaIssue)} /> : null}
      </fieldset>
      <FilingFields form={form} issueAt={issueAt} onChange={onChange} />
    </div>
  );
}
