import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form/form-field.tsx';
import { NativeSelect } from '@/components/form/native-select.tsx';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n/use-translation';
import {
  FOLLOW_UP_COUNT,
  FOLLOW_UP_DAYS,
  JUDGMENT_METHODS,
  TEMPLATE_LIMITS as L,
} from '@/lib/kox-template-values';
import type { TemplateFormValues } from './template-form.ts';
import { messageAt } from './form-message.ts';
import '@/lib/i18n/namespaces/koxTemplate';

interface LabelSettingsProps {
  form: UseFormReturn<TemplateFormValues>;
  index: number;
  /** A stable id of the label in the list (not its position). */
  itemId: string;
  readOnly: boolean;
}

/** One label's settings: name, how it is judged, the fields it uses, its reply and follow-ups. */
export function LabelSettings({ form, index: i, itemId, readOnly }: LabelSettingsProps) {
  const { t } = useTranslation('koxTemplate');
  const id = `template-label-${itemId}`;
  const at = `labels.${i}` as const;
  const error = (key: string): string | undefined => messageAt(form.formState.errors, `${at}.${key}`);
  const [method, builtin, fields] = useWatch({
    control: form.control,
    name: [`${at}.judgment_method`, `${at}.builtin_key`, 'fields'],
  });
  const fieldNames = fields.map((f) => f.name.trim()).filter(Boolean);
  const byModel = method === 'model';
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
      <FormField id={`${id}-name`} label={t('labels.name')} required error={error('name')}>
        {(control) => (
          <Input
            {...control}
            readOnly={readOnly}
            maxLength={L.labelName}
            autoComplete="off"
            {...form.register(`${at}.name`)}
          />
        )}
      </FormField>
      <FormField id={`${id}-method`} label={t('labels.method')} error={error('judgment_method')}>
        {(control) => (
          <NativeSelect {...control} disabled={readOnly} {...form.register(`${at}.judgment_method`)}>
            {JUDGMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(m === 'rules' ? 'labels.methodRules' : 'labels.methodModel')}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id={`${id}-rule`}
        className="md:col-span-2"
        label={byModel ? t('labels.criteria') : t('labels.rule')}
        hint={
          byModel
            ? t('labels.criteriaHint')
            : `${t('labels.ruleHint')}${builtin ? ` ${t('labels.ruleHintBuiltin')}` : ''}`
        }
        required={byModel || !builtin}
        error={error('judgment_rule')}
      >
        {(control) => (
          <Textarea
            {...control}
            readOnly={readOnly}
            rows={3}
            maxLength={L.judgmentRule}
            className="font-mono text-xs"
            {...form.register(`${at}.judgment_rule`)}
          />
        )}
      </FormField>
      <fieldset
        className="flex min-w-0 flex-col gap-1.5 md:col-span-2"
        aria-describedby={error('field_names') ? `${id}-fields-error` : undefined}
      >
        <legend className="text-sm font-medium">{t('labels.fields')}</legend>
        {fieldNames.length === 0 ? (
          <p className="text-xs text-muted-foreground">{t('labels.noFields')}</p>
        ) : null}
        <Controller
          control={form.control}
          name={`${at}.field_names`}
          render={({ field }) => (
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {[...new Set([...fieldNames, ...field.value])].map((name) => (
                <label key={name} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    disabled={readOnly}
                    checked={field.value.includes(name)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked ? [...field.value, name] : field.value.filter((v) => v !== name),
                      )
                    }
                  />
                  {name}
                </label>
              ))}
            </div>
          )}
        />
        {error('field_names') ? (
          <p id={`${id}-fields-error`} role="alert" className="text-xs font-medium text-destructive">
            {error('field_names')}
          </p>
        ) : null}
      </fieldset>
      <FormField id={`${id}-agent`} label={t('labels.agent')} error={error('agent')}>
        {(control) => (
          <Input
            {...control}
            readOnly={readOnly}
            maxLength={L.agent}
            autoComplete="off"
            {...form.register(`${at}.agent`)}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-reply`}
        label={t('labels.replyStrategy')}
        required={!builtin}
        error={error('reply_strategy')}
      >
        {(control) => (
          <Textarea
            {...control}
            readOnly={readOnly}
            rows={2}
            maxLength={L.strategy}
            {...form.register(`${at}.reply_strategy`)}
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id={`${id}-count`} label={t('labels.followUpCount')} error={error('follow_up_count')}>
          {(control) => (
            <Input
              {...control}
              readOnly={readOnly}
              type="number"
              inputMode="numeric"
              min={FOLLOW_UP_COUNT.min}
              max={FOLLOW_UP_COUNT.max}
              {...form.register(`${at}.follow_up_count`, { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField id={`${id}-days`} label={t('labels.followUpDays')} error={error('follow_up_days')}>
          {(control) => (
            <Input
              {...control}
              readOnly={readOnly}
              type="number"
              inputMode="numeric"
              min={FOLLOW_UP_DAYS.min}
              max={FOLLOW_UP_DAYS.max}
              {...form.register(`${at}.follow_up_days`, { valueAsNumber: true })}
            />
          )}
        </FormField>
      </div>
      <FormField
        id={`${id}-follow-up`}
        label={t('labels.followUpStrategy')}
        error={error('follow_up_strategy')}
      >
        {(control) => (
          <Textarea
            {...control}
            readOnly={readOnly}
            rows={2}
            maxLength={L.strategy}
            {...form.register(`${at}.follow_up_strategy`)}
          />
        )}
      </FormField>
    </div>
  );
}
