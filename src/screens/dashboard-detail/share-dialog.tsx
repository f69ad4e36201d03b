import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { callApi, type ApiOutput } from '@/lib/api/client';
import { SHARE_CODE_PATTERN } from '@/lib/api/endpoints/share';
import { CopyButton } from '@/components/copy-button';
import { shareLinksKey } from './dashboard-query-keys.ts';
import { ShareLinksList } from './share-links-list.tsx';
import { shareUrl } from './share-url.ts';
import '@/lib/i18n/namespaces/dashboard';

export const MIN_SHARE_DAYS = 1;
export const MAX_SHARE_DAYS = 365;

export interface ShareForm {
  days: string;
  codeMode: 'generate' | 'custom';
  code: string;
}

/** Spec §5: validity a whole number of days (1–365); a typed code 6 or more letters and digits. */
export function validateShareForm(form: ShareForm): { days?: 'daysInvalid'; code?: 'codeInvalid' } {
  const days = Number(form.days);
  const errors: { days?: 'daysInvalid'; code?: 'codeInvalid' } = {};
  if (!/^\d+$/.test(form.days.trim()) || days < MIN_SHARE_DAYS || days > MAX_SHARE_DAYS)
    errors.days = 'daysInvalid';
  if (form.codeMode === 'custom' && !SHARE_CODE_PATTERN.test(form.code.trim())) errors.code = 'codeInvalid';
  return errors;
}

type Created = ApiOutput<'share.add'>;

function CreatedLink({ created }: { created: Created }) {
  const { t } = useTranslation('dashboard');
  const url = shareUrl(created.link_id);
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-3">
      <p className="text-sm font-medium">{t('share.created')}</p>
      <div className="flex items-center gap-2">
        <Input readOnly value={url} aria-label={t('share.link')} className="font-mono text-xs" />
        <CopyButton text={url} label={t('share.copy', { what: t('share.link') })}>
          {t('share.copyShort')}
        </CopyButton>
      </div>
      <div className="flex items-center gap-2">
        <Input readOnly value={created.code} aria-label={t('share.code')} className="w-40 font-mono" />
        <CopyButton text={created.code} label={t('share.copy', { what: t('share.code') })}>
          {t('share.copyShort')}
        </CopyButton>
      </div>
      <p className="text-xs text-muted-foreground">{t('share.codeOnce')}</p>
    </div>
  );
}

/**
 * Creates share links (validity and extraction code) and lists, counts and revokes the existing ones. Opened to
 * manage the links (`focusLinks`: the chat's card, `share=links`), it starts at the list, not in the days field.
 */
export function ShareDialog({
  dashboardId,
  open,
  focusLinks = false,
  onOpenChange,
}: {
  dashboardId: string;
  open: boolean;
  focusLinks?: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const ids = { days: useId(), code: useId(), daysError: useId(), codeError: useId() };
  const [form, setForm] = useState<ShareForm>({ days: '7', codeMode: 'generate', code: '' });
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const errors = touched ? validateShareForm(form) : {};
  const linksHeading = useRef<HTMLHeadingElement>(null);

  const add = useMutation({
    mutationFn: () =>
      callApi('share.add', {
        dashboard_id: dashboardId,
        valid_days: Number(form.days),
        ...(form.codeMode === 'custom' ? { code: form.code.trim() } : {}),
      }),
    onSuccess: (result) => {
      setCreated(result);
      setForm((f) => ({ ...f, code: '' }));
      setTouched(false);
      void queryClient.invalidateQueries({ queryKey: shareLinksKey(dashboardId) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const found = validateShareForm(form);
    if (found.days || found.code) return;
    add.mutate();
  };

  const change = (next: Partial<ShareForm>) => {
    setForm((f) => ({ ...f, ...next }));
    setCreated(null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setCreated(null);
        onOpenChange(next);
      }}
    >
      <DialogContent
        className="sm:max-w-xl"
        onOpenAutoFocus={(event) => {
          if (!focusLinks) return;
          event.preventDefault();
          linksHeading.current?.focus();
          linksHeading.current?.scrollIntoView({ block: 'start' });
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('share.title')}</DialogTitle>
          <DialogDescription>{t('share.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.days}>{t('share.days')}</Label>
            <Input
              id={ids.days}
              type="number"
              inputMode="numeric"
              min={MIN_SHARE_DAYS}
              max={MAX_SHARE_DAYS}
              value={form.days}
              required
              aria-invalid={Boolean(errors.days)}
              aria-describedby={errors.days ? ids.daysError : undefined}
              onChange={(e) => change({ days: e.target.value })}
              className="w-32"
            />
            {errors.days ? (
              <p id={ids.daysError} role="alert" className="text-xs text-destructive">
                {t(`share.${errors.days}`, { min: MIN_SHARE_DAYS, max: MAX_SHARE_DAYS })}
              </p>
            ) : null}
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1.5 text-sm font-medium">{t('share.code')}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="code-mode"
                checked={form.codeMode === 'generate'}
                onChange={() => change({ codeMode: 'generate' })}
              />
              {t('share.generate')}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="code-mode"
                checked={form.codeMode === 'custom'}
                onChange={() => change({ codeMode: 'custom' })}
              />
              {t('share.custom')}
            </label>
            {form.codeMode === 'custom' ? (
              <div className="flex flex-col gap-1.5 pl-6">
                <Label htmlFor={ids.code} className="sr-only">
                  {t('share.customCode')}
                </Label>
                <Input
                  id={ids.code}
                  value={form.code}
                  autoComplete="off"
                  required
                  placeholder={t('share.codePlaceholder')}
                  aria-invalid={Boolean(errors.code)}
                  aria-describedby={errors.code ? ids.codeError : undefined}
                  onChange={(e) => change({ code: e.target.value })}
                  className="w-56 font-mono"
                />
                {errors.code ? (
                  <p id={ids.codeError} role="alert" className="text-xs text-destructive">
                    {t(`share.${errors.code}`)}
                  </p>
                ) : null}
              </div>
            ) : null}
          </fieldset>
          {created ? <CreatedLink created={created} /> : null}
          <DialogFooter>
            <Button type="submit" disabled={add.isPending}>
              {t('share.create')}
            </Button>
          </DialogFooter>
        </form>
        <section className="flex flex-col gap-2 border-t pt-4">
          <h3 ref={linksHeading} tabIndex={-1} className="text-sm font-medium outline-none">
            {t('share.existing')}
          </h3>
          {open ? <ShareLinksList dashboardId={dashboardId} /> : null}
        </section>
      </DialogContent>
    </Dialog>
  );
}
