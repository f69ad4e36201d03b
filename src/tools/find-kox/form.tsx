import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  FOLLOWER_BUCKETS,
  KOX_PLATFORMS,
  KOX_SCOPES,
  KOX_SORTS,
  TEAM_TAG_LENGTH_MAX,
  type KoxPlatform,
  type KoxSort,
} from '@/lib/kox-values';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { cancelOnEscape } from '../cancel-on-escape.ts';
import { checkInput } from '../team-admin/check-input.ts';
import { FormProblem, invalidIf } from '../team-admin/form-problem.tsx';
import { Choice } from '../query-dashboard/choice-select.tsx';
import { CreatorBoundFields, creatorBoundsInput, useCreatorBounds } from '../creator-bound-fields.tsx';
import { findKoxTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';
import '@/lib/i18n/namespaces/kox';

const ERROR_ID = 'find-kox-error';
const SELECT = 'h-9 w-full rounded-md border border-input bg-background px-2 text-sm';

type Input = ToolInput<typeof findKoxTool>;

/**
 * `/kox`: the database (with a tag in the team's), platforms, topic keywords, a follower bucket, a least engagement
 * rate and average views, a highest price per video, "has e-mail" and the order; the rest is the list's.
 */
export function FindKoxForm({ onSubmit, onCancel }: ToolFormProps<Input>) {
  const { t } = useTranslation('kox');
  const [scope, setScope] = useState<(typeof KOX_SCOPES)[number]>('public');
  const [platform, setPlatform] = useState<KoxPlatform[]>([]);
  const [topics, setTopics] = useState('');
  const [tag, setTag] = useState('');
  const [followers, setFollowers] = useState('');
  const [withEmail, setWithEmail] = useState(false);
  const creatorBounds = useCreatorBounds();
  const [sort, setSort] = useState<KoxSort>('followers');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkInput(findKoxTool.input, {
      scope,
      ...(platform.length ? { platform } : {}),
      ...(topics.trim() ? { topics } : {}),
      // Tags are the team database's alone.
      ...(scope === 'team' && tag.trim() ? { tag } : {}),
      ...(followers ? { followers } : {}),
      ...(withEmail ? { has_email: true } : {}),
      ...creatorBoundsInput(creatorBounds.bounds),
      ...(sort !== 'followers' ? { sort } : {}),
    });
    if (!checked.ok) return setProblem(checked.field);
    onSubmit(checked.input);
  };
  const toggle = (p: KoxPlatform) =>
    setPlatform((on) => (on.includes(p) ? on.filter((x) => x !== p) : [...on, p]));

  return (
    <form
      noValidate
      aria-label={t('chat:tools.findKox.label')}
      className="space-y-3 p-3 text-sm"
      onSubmit={submit}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor="find-kox-topics">{t('slash.topics')}</Label>
          <Input
            id="find-kox-topics"
            autoFocus
            value={topics}
            maxLength={200}
            placeholder={t('list.search')}
            {...invalidIf(problem === 'topics', ERROR_ID)}
            onChange={(e) => setTopics(e.target.value)}
          />
        </div>
        <Choice
          id="find-kox-scope"
          label={t('list.database')}
          value={scope}
          options={KOX_SCOPES}
          optionLabel={(option) => t(`list.${option}`)}
          onChange={setScope}
        />
        {scope === 'team' ? (
          <div className="space-y-1">
            <Label htmlFor="find-kox-tag">{t('filter.tag')}</Label>
            <Input
              id="find-kox-tag"
              value={tag}
              maxLength={TEAM_TAG_LENGTH_MAX}
              placeholder={t('filter.tagPlaceholder')}
              {...invalidIf(problem === 'tag', ERROR_ID)}
              onChange={(e) => setTag(e.target.value)}
            />
          </div>
        ) : null}
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="mb-1 font-medium">{t('filter.platform')}</legend>
          {KOX_PLATFORMS.map((p) => (
            <label key={p} className="flex items-center gap-1.5">
              <input type="checkbox" checked={platform.includes(p)} onChange={() => toggle(p)} />
              {t(`platform.${p}`)}
            </label>
          ))}
        </fieldset>
        <div className="space-y-1">
          <Label htmlFor="find-kox-followers">{t('filter.followers')}</Label>
          <select
            id="find-kox-followers"
            className={SELECT}
            value={followers}
            onChange={(e) => setFollowers(e.target.value)}
          >
            <option value="">{t('filter.any')}</option>
            {FOLLOWER_BUCKETS.filter((b) => b !== 'custom').map((b) => (
              <option key={b} value={b}>
                {t(`bucket.${b}`)}
              </option>
            ))}
          </select>
        </div>
        <CreatorBoundFields idPrefix="find-kox" {...creatorBounds} problem={problem} errorId={ERROR_ID} />
        <Choice
          id="find-kox-sort"
          label={t('slash.sort')}
          value={sort}
          options={KOX_SORTS}
          optionLabel={(option) => t(`tool.rankedBy.${option}`)}
          onChange={setSort}
        />
        <label className="flex items-center gap-1.5">
          <input type="checkbox" checked={withEmail} onChange={(e) => setWithEmail(e.target.checked)} />
          {t('filter.withEmail')}
        </label>
      </div>
      <FormProblem id={ERROR_ID} message={problem && t('slash.invalid')} />
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('chat:tools.teamAdmin.form.cancel')}
        </Button>
        <Button type="submit" size="sm">
          {t('slash.submit')}
        </Button>
      </div>
    </form>
  );
}
