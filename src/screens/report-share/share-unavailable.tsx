import { useTranslation } from '@/lib/i18n/use-translation';
import { Link2Off } from 'lucide-react';
import { Button } from '@/components/ui/button';
import '@/lib/i18n/namespaces/reportShare';

/** The link no longer opens (spec §8 10102), or the address has no link at all. */
export function ShareUnavailable({
  reason,
  onTryAgain,
}: {
  reason: 'expired' | 'missing';
  onTryAgain?: () => void;
}) {
  const { t } = useTranslation('reportShare');
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-16 text-center"
    >
      <div className="flex size-12 items-center justify-center rounded-xl bg-muted">
        <Link2Off aria-hidden className="size-6 text-muted-foreground" />
      </div>
      <h1 className="text-xl font-semibold">{t(`${reason}.title`)}</h1>
      <p className="text-sm leading-6 text-muted-foreground">{t(`${reason}.body`)}</p>
      {onTryAgain ? (
        <Button variant="outline" size="sm" onClick={onTryAgain}>
          {t('expired.otherCode')}
        </Button>
      ) : null}
    </section>
  );
}
