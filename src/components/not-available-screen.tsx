import { Link } from '@tanstack/react-router';
import { Construction, MessageSquare } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * What a screen of the route table shows until the issue that builds it lands: its real title, an honest
 * sentence, and (as a page) the way back to the assistant, which can already open every other screen. In the
 * artifact panel the assistant is already beside it, so `inPanel` leaves the way back out.
 */
export function NotAvailableScreen({ titleKey, inPanel = false }: { titleKey: string; inPanel?: boolean }) {
  const { t } = useTranslation('screens');
  const Heading = inPanel ? 'h2' : 'h1';
  return (
    <section
      aria-labelledby="not-available-title"
      className={cn('flex h-full items-center justify-center px-6 py-12', !inPanel && 'min-h-[28rem]')}
    >
      <div className="flex max-w-md flex-col items-center text-center">
        <div className="mb-5 flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Construction aria-hidden className="size-6" />
        </div>
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {t('notAvailable.badge')}
        </p>
        <Heading id="not-available-title" className="mt-2 text-2xl font-semibold tracking-tight">
          {t(`title.${titleKey}`)}
        </Heading>
        <p className="mt-3 text-sm leading-6 text-muted-foreground">{t('notAvailable.body')}</p>
        {inPanel ? null : (
          <Button asChild className="mt-6">
            <Link to="/writer/app/session">
              <MessageSquare aria-hidden />
              {t('notAvailable.back')}
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
