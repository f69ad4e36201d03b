import { Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Heading } from '@/components/heading-level';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { AccountLinksField } from './account-links-field.tsx';
import type { FieldIssue } from './builder-issues.ts';
import {
  INDUSTRY_OPTIONS,
  SEARCH_SCOPE_OPTIONS,
  type BuilderMode,
  type Industry,
  type Media,
  type SubjectForm,
} from './builder-form.ts';
import { CodeChipsField } from './code-chips-field.tsx';
import { fieldId, FormField, IssueText, useIssueText } from './form-field.tsx';
import '@/lib/i18n/namespaces/dashboards';
import '@/lib/i18n/namespaces/keywords';

interface SubjectEditorProps {
  index: number;
  subject: SubjectForm;
  mode: BuilderMode;
  multiple: boolean;
  media: Media[];
  removable: boolean;
  issueAt(path: string): FieldIssue | undefined;
  onChange(patch: Partial<SubjectForm>): void;
  onRemove(): void;
}

/**
 * One analysis subject's search criteria (spec §3). Smart mode asks for what a requirement is made of; custom
 * mode adds every other criterion. All entered conditions apply together (§5).
 */
export function SubjectEditor(props: SubjectEditorProps) {
  const { index, subject, mode, multiple, issueAt, onChange } = props;
  const { t } = useTranslation(['dashboards', 'keywords']);
  const issueText = useIssueText();
  const at = (field: string) => `subjects.${index}.${field}`;
  const subjectIssue = issueAt(`subjects.${index}`);
  const headingId = `${fieldId(`subjects.${index}`)}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4', multiple && 'rounded-xl border p-4')}
    >
      <div className="flex items-center justify-between gap-2">
        <Heading id={headingId} className={cn('font-semibold', !multiple && 'sr-only')}>
          {t('builder.subjectN', { n: index + 1 })}
        </Heading>
        {props.removable ? (
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={t('builder.removeSubject', { n: index + 1 })}
            onClick={props.onRemove}
          >
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </div>
      {subjectIssue ? (
        <div id={fieldId(`subjects.${index}`)} tabIndex={-1} className="rounded-md bg-destructive/10 p-2">
          <IssueText text={issueText(subjectIssue)} />
        </div>
      ) : null}
      {multiple ? (
        <FormField path={at('name')} label={t('builder.subjectName')} issue={issueAt(at('name'))} required>
          {(control) => (
            <Input
              {...control}
              maxLength={100}
              value={subject.name}
              onChange={(e) => onChange({ name: e.target.value })}
            />
          )}
        </FormField>
      ) : null}
      <FormField
        path={at('description')}
        label={multiple ? t('builder.subjectDescription') : t('builder.requirement')}
        hint={t('builder.requirementHint')}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={2000}
            value={subject.description}
            onChange={(e) => onChange({ description: e.target.value })}
          />
        )}
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          path={at('keywords')}
          label={t('builder.keywords')}
          hint={t('keywords:check.syntaxHelp')}
          issue={issueAt(at('keywords'))}
        >
          {(control) => (
            <Input
              {...control}
              placeholder={t('builder.keywordsPlaceholder')}
              value={subject.keywords}
              onChange={(e) => onChange({ keywords: e.target.value })}
            />
          )}
        </FormField>
        <FormField
          path={at('topics')}
          label={t('builder.topics')}
          hint={t('keywords:topics.hint')}
          issue={issueAt(at('topics'))}
        >
          {(control) => (
            <Input
              {...control}
              placeholder={t('builder.topicsPlaceholder')}
              value={subject.topics}
              onChange={(e) => onChange({ topics: e.target.value })}
            />
          )}
        </FormField>
      </div>
      <AccountLinksField
        path={at('accounts')}
        label={t('builder.accounts')}
        value={subject.accounts}
        media={props.media}
        issue={issueAt(at('accounts'))}
        onChange={(accounts) => onChange({ accounts })}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <CodeChipsField
          path={at('regions')}
          label={t('builder.regions')}
          kind="region"
          value={subject.regions}
          onChange={(regions) => onChange({ regions })}
        />
        <CodeChipsField
          path={at('languages')}
          label={t('builder.languages')}
          kind="language"
          value={subject.languages}
          onChange={(languages) => onChange({ languages })}
        />
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t('builder.followers')}</legend>
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <FormField
            path={at('follower_min')}
            label={t('builder.followerMin')}
            issue={issueAt(at('follower_min'))}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={subject.followerMin}
                onChange={(e) => onChange({ followerMin: e.target.value })}
              />
            )}
          </FormField>
          <FormField
            path={at('follower_max')}
            label={t('builder.followerMax')}
            issue={issueAt(at('follower_max'))}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={subject.followerMax}
                onChange={(e) => onChange({ followerMax: e.target.value })}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      {mode === 'custom' ? <CustomCriteria {...props} /> : null}
    </section>
  );
}

function CustomCriteria({ index, subject, issueAt, onChange }: SubjectEditorProps) {
  const { t } = useTranslation('dashboards');
  const at = (field: string) => `subjects.${index}.${field}`;
  const toggleScope = (scope: (typeof SEARCH_SCOPE_OPTIONS)[number], on: boolean) =>
    onChange({
      searchScope: SEARCH_SCOPE_OPTIONS.filter((s) => (s === scope ? on : subject.searchScope.includes(s))),
    });
  return (
    <div className="flex flex-col gap-4 border-t pt-4">
      <FormField
        path={at('excluded_accounts')}
        label={t('builder.excludedAccounts')}
        hint={t('builder.excludedHint')}
        issue={issueAt(at('excluded_accounts'))}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={subject.excludedAccounts}
            onChange={(e) => onChange({ excludedAccounts: e.target.value })}
          />
        )}
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <CodeChipsField
          path={at('content_languages')}
          label={t('builder.contentLanguages')}
          kind="language"
          value={subject.contentLanguages}
          onChange={(contentLanguages) => onChange({ contentLanguages })}
        />
        <FormField path={at('industry')} label={t('builder.industry')}>
          {(control) => (
            <select
              {...control}
              className="h-9 rounded-md border bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              value={subject.industry}
              onChange={(e) => onChange({ industry: e.target.value as Industry | '' })}
            >
              <option value="">{t('builder.anyIndustry')}</option>
              {INDUSTRY_OPTIONS.map((i) => (
                <option key={i} value={i}>
                  {t(`industry.${i}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t('builder.searchScope')}</legend>
        <div className="flex flex-wrap gap-3 text-sm">
          {SEARCH_SCOPE_OPTIONS.map((scope) => (
            <label key={scope} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={subject.searchScope.includes(scope)}
                onChange={(e) => toggleScope(scope, e.target.checked)}
              />
              {t(`scope.${scope}`)}
            </label>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">{t('builder.searchScopeHint')}</p>
      </fieldset>
      <div className="flex flex-wrap gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={subject.paidOnly}
            onChange={(e) => onChange({ paidOnly: e.target.checked })}
          />
          {t('builder.paidOnly')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={subject.appPromotion}
            onChange={(e) => onChange({ appPromotion: e.target.checked })}
          />
          {t('builder.appPromotion')}
        </label>
      </div>
    </div>
  );
}
