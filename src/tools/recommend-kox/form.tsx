import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { cancelOnEscape } from '../cancel-on-escape.ts';
import { checkInput } from '../team-admin/check-input.ts';
import { CreatorBoundFields, creatorBoundsInput, useCreatorBounds } from '../creator-bound-fields.tsx';
import { FormProblem, invalidIf } from '../team-admin/form-problem.tsx';
import { recommendKoxTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';
import '@/lib/i18n/namespaces/koxRecommendTool';

const ERROR_ID = 'recommend-kox-error';
const BOUND_FIELDS = ['engagement_rate_min', 'avg_views_min', 'price_max'];

type Input = ToolInput<typeof recommendKoxTool>;

/**
 * `/recommend`: the brief or a creator to find others like, how many, and the bounds `/kox` takes (a least
 * engagement rate and average views, a highest price per video); platform, country and the rest are said in chat
 * or set on the screen.
 */
export function RecommendKoxForm({ onSubmit, onCancel }: ToolFormProps<Input>) {
  const { t } = useTranslation('koxRecommendTool');
  const [brief, setBrief] = useState('');
  const [similarTo, setSimilarTo] = useState('');
  const [count, setCount] = useState('');
  const creatorBounds = useCreatorBounds();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const said = count.trim();
    if (!brief.trim() && !similarTo.trim()) return setProblem('brief');
    // Left empty, the count is the tool's default.
    const checked = checkInput(recommendKoxTool.input, {
      ...(brief.trim() ? { brief } : {}),
      ...(similarTo.trim() ? { similar_to: similarTo } : {}),
      ...(said ? { count: /^\d+$/.test(said) ? Number(said) : NaN } : {}),
      ...creatorBoundsInput(creatorBounds.bounds),
    });
    if (!checked.ok) return setProblem(checked.field);
    onSubmit(checked.input);
  };

  return (
    <form
      noValidate
      aria-label={t('chat:tools.recommendKox.label')}
      className="space-y-3 p-3 text-sm"
      onSubmit={submit}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <div className="space-y-1">
        <Label htmlFor="recommend-kox-brief">{t('form.brief')}</Label>
        <Textarea
          id="recommend-kox-brief"
          autoFocus
          rows={3}
          value={brief}
          maxLength={4000}
          placeholder={t('form.briefPlaceholder')}
          aria-describedby="recommend-kox-brief-hint"
          {...invalidIf(problem === 'brief', ERROR_ID)}
          onChange={(e) => setBrief(e.target.value)}
        />
        <p id="recommend-kox-brief-hint" className="text-xs text-muted-foreground">
          {t('form.briefHint')}
        </p>
      </div>
      <div className="space-y-1">
        <Label htmlFor="recommend-kox-similar">{t('form.similarTo')}</Label>
        <Input
          id="recommend-kox-similar"
          value={similarTo}
          maxLength={100}
          placeholder={t('form.similarToPlaceholder')}
          aria-describedby="recommend-kox-similar-hint"
          {...invalidIf(problem === 'similar_to', ERROR_ID)}
          onChange={(e) => setSimilarTo(e.target.value)}
        />
        <p id="recommend-kox-similar-hint" className="text-xs text-muted-foreground">
          {t('form.similarToHint')}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor="recommend-kox-count">{t('form.count')}</Label>
          <Input
            id="recommend-kox-count"
            inputMode="numeric"
            value={count}
            placeholder={t('form.countDefault')}
            {...invalidIf(problem === 'count', ERROR_ID)}
            onChange={(e) => setCount(e.target.value)}
          />
        </div>
        <CreatorBoundFields
          idPrefix="recommend-kox"
          {...creatorBounds}
          problem={problem}
          errorId={ERROR_ID}
        />
      </div>
      <FormProblem
        id={ERROR_ID}
        message={problem && t(BOUND_FIELDS.includes(problem) ? 'form.invalidBounds' : 'form.invalid')}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" size="sm">
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
