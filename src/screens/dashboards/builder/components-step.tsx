import { Heading } from '@/components/heading-level';
import { useTranslation } from '@/lib/i18n/use-translation';
import {
  DEFAULT_ANALYSIS_TYPE,
  type ComponentDefinition,
  type ComponentType,
} from '@/lib/report-components/catalog';
import type { FieldIssue } from './builder-issues.ts';
import { fieldId, IssueText, useIssueText } from './form-field.tsx';
import '@/lib/i18n/namespaces/components';
import '@/lib/i18n/namespaces/dashboards';

const TYPES: ComponentType[] = ['数据统计', '智能分析', '智能总结'];
const TYPE_KEYS: Record<ComponentType, string> = { 数据统计: 'data', 智能分析: 'smart', 智能总结: 'summary' };

interface ComponentsStepProps {
  offered: readonly ComponentDefinition[];
  selected: string[];
  issue: FieldIssue | undefined;
  onChange(selected: string[]): void;
}

/** Step 3: the report components the app offers (spec §2 Report screen), all chosen at first. */
export function ComponentsStep({ offered, selected, issue, onChange }: ComponentsStepProps) {
  const { t, i18n } = useTranslation(['dashboards', 'components']);
  const issueText = useIssueText();
  const toggle = (apiKey: string, on: boolean) =>
    onChange(offered.map((c) => c.api_key).filter((k) => (k === apiKey ? on : selected.includes(k))));
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('builder.analysisType')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="analysis-type" className="size-4 accent-primary" checked readOnly />
          {t(`analysisType.${DEFAULT_ANALYSIS_TYPE}`)}
        </label>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold">
          {t('builder.components', { selected: selected.length, total: offered.length })}
        </legend>
        <div className="flex gap-3 text-sm">
          <button
            type="button"
            id={fieldId('components')}
            className="text-primary hover:underline"
            onClick={() => onChange(offered.map((c) => c.api_key))}
          >
            {t('builder.selectAll')}
          </button>
          <button type="button" className="text-primary hover:underline" onClick={() => onChange([])}>
            {t('builder.selectNone')}
          </button>
        </div>
        {issue ? <IssueText text={issueText(issue)} /> : null}
        {TYPES.map((type) => {
          const group = offered.filter((c) => c.type === type);
          if (group.length === 0) return null;
          return (
            <div key={type} className="flex flex-col gap-2">
              <Heading className="text-sm font-medium text-muted-foreground">
                {t(`componentType.${TYPE_KEYS[type]}`)}
              </Heading>
              <ul className="grid gap-2 sm:grid-cols-2">
                {group.map((c) => (
                  <li key={c.api_key}>
                    <label className="flex h-full cursor-pointer items-start gap-2 rounded-lg border p-2.5 text-sm has-checked:border-primary has-checked:bg-accent/50">
                      <input
                        type="checkbox"
                        className="mt-0.5 size-4 accent-primary"
                        checked={selected.includes(c.api_key)}
                        onChange={(e) => toggle(c.api_key, e.target.checked)}
                      />
                      <span className="flex min-w-0 flex-col">
                        <span className="font-medium">{t(`components:${c.nameKey}`)}</span>
                        <span className="text-xs text-muted-foreground">
                          {i18n.language === 'zh' ? c.desc : c.desc_en}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
