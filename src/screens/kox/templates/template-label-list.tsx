import { useState } from 'react';
import { get, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { ChevronDown, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { TEMPLATE_LIMITS as L } from '@/lib/kox-template-values';
import { emptyLabel, type TemplateFormValues } from './template-form.ts';
import { LabelSettings } from './label-settings.tsx';
import { ReorderButtons } from './reorder-buttons.tsx';
import '@/lib/i18n/namespaces/koxTemplate';

/**
 * The progress labels in judging order: the built-in ones (edited, never removed) and the custom ones. A label
 * opens to its settings; one with a problem is open whatever the user chose.
 */
export function TemplateLabelList({
  form,
  readOnly,
}: {
  form: UseFormReturn<TemplateFormValues>;
  readOnly: boolean;
}) {
  const { t } = useTranslation('koxTemplate');
  const labels = useFieldArray({ control: form.control, name: 'labels', keyName: 'key' });
  // Labels the user opened or closed; a new custom label starts open, every other one closed.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const names = form.watch('labels').map((l) => l.name);
  const custom = labels.fields.filter((l) => l.builtin_key === null).length;
  const toggle = (key: string) =>
    setToggled((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <section aria-labelledby="template-labels-title" className="flex flex-col gap-3 rounded-xl border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id="template-labels-title" className="font-semibold">
            {t('labels.title')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('labels.hint')}</p>
        </div>
        {readOnly ? null : (
          <Button
            type="button"
            variant="outline"
            disabled={custom >= L.customLabels}
            onClick={() => labels.append(emptyLabel())}
          >
            <Plus aria-hidden /> {t('labels.add')}
          </Button>
        )}
      </div>
      <ol className="flex flex-col gap-2">
        {labels.fields.map((item, i) => {
          const name = names[i]?.trim() || t('labels.unnamed');
          const hasProblem = get(form.formState.errors, `labels.${i}`) !== undefined;
          const startsOpen = item.builtin_key === null && item.label_id === null;
          const expanded = hasProblem || startsOpen !== toggled.has(item.key);
          const panelId = `template-label-panel-${item.key}`;
          return (
            <li key={item.key} className={cn('rounded-lg border', hasProblem && 'border-destructive')}>
              <div className="flex flex-wrap items-center justify-end gap-2 p-2">
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(item.key)}
                  className="flex min-w-40 flex-1 items-center gap-2 rounded-md p-1 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <ChevronDown
                    aria-hidden
                    className={cn('size-4 shrink-0 transition-transform', expanded && 'rotate-180')}
                  />
                  <span className="truncate font-medium">{name}</span>
                </button>
                <Badge variant={item.builtin_key ? 'secondary' : 'outline'} className="shrink-0">
                  {t(item.builtin_key ? 'labels.builtin' : 'labels.custom')}
                </Badge>
                {readOnly ? null : (
                  <ReorderButtons
                    index={i}
                    count={labels.fields.length}
                    upLabel={t('labels.moveUp', { name })}
                    downLabel={t('labels.moveDown', { name })}
                    {...(item.builtin_key
                      ? {}
                      : { removeLabel: t('labels.remove', { name }), onRemove: () => labels.remove(i) })}
                    onMove={labels.move}
                  />
                )}
              </div>
              {expanded ? (
                <div id={panelId} className="border-t p-3">
                  <LabelSettings form={form} index={i} itemId={item.key} readOnly={readOnly} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
