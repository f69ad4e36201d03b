import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useLanguage } from '@/lib/i18n';
import type { ComponentDefinition } from '@/lib/report-components/catalog';
import { CUSTOM_CATEGORY_KEY } from './available-components.ts';
import '@/lib/i18n/namespaces/components';
import '@/lib/i18n/namespaces/dashboard';

export interface ComponentPick {
  api_key: string;
  settings?: Record<string, unknown>;
}

/** Picks components to append; the custom category asks for its tag rules, one "search word, tag word" a line. */
export function AddComponentsDialog({
  open,
  onOpenChange,
  available,
  pending,
  onAdd,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  available: readonly ComponentDefinition[];
  pending: boolean;
  onAdd(picks: ComponentPick[]): void;
}) {
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  const rulesId = useId();
  const [picked, setPicked] = useState<string[]>([]);
  const [rules, setRules] = useState('');

  const toggle = (key: string) =>
    setPicked((list) => (list.includes(key) ? list.filter((k) => k !== key) : [...list, key]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) return;
    onAdd(
      picked.map((api_key) =>
        api_key === CUSTOM_CATEGORY_KEY && rules.trim()
          ? { api_key, settings: { rules: rules.trim() } }
          : { api_key },
      ),
    );
    setPicked([]);
    setRules('');
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('add.title')}</DialogTitle>
          <DialogDescription>{t('add.description')}</DialogDescription>
        </DialogHeader>
        {available.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('add.none')}</p>
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-4">
            <fieldset className="flex max-h-96 flex-col gap-1 overflow-auto pr-1">
              <legend className="sr-only">{t('add.title')}</legend>
              {available.map((c) => (
                <label
                  key={c.api_key}
                  className="flex cursor-pointer items-start gap-3 rounded-md px-2 py-2 hover:bg-muted/60"
                >
                  <input
                    type="checkbox"
                    className="mt-1"
                    checked={picked.includes(c.api_key)}
                    onChange={() => toggle(c.api_key)}
                  />
                  <span className="flex flex-col">
                    <span className="text-sm font-medium">{t(`components:${c.nameKey}`)}</span>
                    <span className="text-xs text-muted-foreground">
                      {t(`components:type.${c.type}`)} · {language === 'zh' ? c.desc : c.desc_en}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            {picked.includes(CUSTOM_CATEGORY_KEY) ? (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={rulesId}>{t('add.rules')}</Label>
                <Textarea
                  id={rulesId}
                  rows={4}
                  value={rules}
                  placeholder={t('add.rulesPlaceholder')}
                  onChange={(e) => setRules(e.target.value)}
                />
                <p className="text-xs text-muted-foreground">{t('add.rulesHint')}</p>
              </div>
            ) : null}
            <DialogFooter>
              <Button type="submit" disabled={pending || picked.length === 0}>
                {t('add.submit', { count: picked.length })}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
