import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { FormField } from '@/components/form/form-field.tsx';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n/use-translation';
import { TEMPLATE_LIMITS as L } from '@/lib/kox-template-values';
import { emptyField, type TemplateFormValues } from './template-form.ts';
import { messageAt } from './form-message.ts';
import { ReorderButtons } from './reorder-buttons.tsx';
import '@/lib/i18n/namespaces/koxTemplate';

/** The template's fields: add, remove, reorder, each with its content, description, rule and required switch. */
export function TemplateFieldList({
  form,
  readOnly,
}: {
  form: UseFormReturn<TemplateFormValues>;
  readOnly: boolean;
}) {
  const { t } = useTranslation('koxTemplate');
  const fields = useFieldArray({ control: form.control, name: 'fields' });
  const error = (path: string): string | undefined => messageAt(form.formState.errors, path);
  return (
    <section aria-labelledby="template-fields-title" className="flex flex-col gap-3 rounded-xl border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id="template-fields-title" className="font-semibold">
            {t('fields.title')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('fields.hint')}</p>
        </div>
        {readOnly ? null : (
          <Button
            type="button"
            variant="outline"
            disabled={fields.fields.length >= L.fields}
            onClick={() => fields.append(emptyField(), { shouldFocus: true })}
          >
            <Plus aria-hidden /> {t('fields.add')}
          </Button>
        )}
      </div>
      {fields.fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('fields.empty')}</p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {fields.fields.map((item, i) => {
          const n = i + 1;
          const id = `template-field-${item.id}`;
          return (
            <li
              key={item.id}
              className="flex flex-col gap-3 rounded-lg bg-muted/40 p-3"
              aria-label={t('fields.item', { n })}
            >
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium">{t('fields.item', { n })}</span>
                {readOnly ? null : (
                  <ReorderButtons
                    index={i}
                    count={fields.fields.length}
                    upLabel={t('fields.moveUp', { n })}
                    downLabel={t('fields.moveDown', { n })}
                    removeLabel={t('fields.remove', { n })}
                    onMove={fields.move}
                    onRemove={() => fields.remove(i)}
                  />
                )}
              </div>
              <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
                <FormField
                  id={`${id}-name`}
                  label={t('fields.name')}
                  required
                  error={error(`fields.${i}.name`)}
                >
                  {(control) => (
                    <Input
                      {...control}
                      readOnly={readOnly}
                      maxLength={L.fieldName}
                      autoComplete="off"
                      {...form.register(`fields.${i}.name`)}
                    />
                  )}
                </FormField>
                <FormField
                  id={`${id}-description`}
                  label={t('fields.description')}
                  required
                  error={error(`fields.${i}.description`)}
                >
                  {(control) => (
                    <Input
                      {...control}
                      readOnly={readOnly}
                      maxLength={L.fieldDescription}
                      autoComplete="off"
                      {...form.register(`fields.${i}.description`)}
                    />
                  )}
                </FormField>
                <FormField
                  id={`${id}-content`}
                  label={t('fields.content')}
                  required
                  error={error(`fields.${i}.content`)}
                >
                  {(control) => (
                    <Textarea
                      {...control}
                      readOnly={readOnly}
                      rows={2}
                      maxLength={L.fieldContent}
                      {...form.register(`fields.${i}.content`)}
                    />
                  )}
                </FormField>
                <FormField
                  id={`${id}-rule`}
                  label={t('fields.rule')}
                  hint={t('fields.ruleHint')}
                  error={error(`fields.${i}.rule`)}
                >
                  {(control) => (
                    <Textarea
                      {...control}
                      readOnly={readOnly}
                      rows={2}
                      maxLength={L.fieldRule}
                      {...form.register(`fields.${i}.rule`)}
                    />
                  )}
                </FormField>
              </div>
              <label className="flex w-fit items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  role="switch"
                  disabled={readOnly}
                  className="size-4 accent-primary"
                  {...form.register(`fields.${i}.required`)}
                />
                {t('fields.required')}
              </label>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
