import { useState } from 'react';
import { ExternalLink, QrCode } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { authorizeUrl, rememberOauth } from './oauth-state.ts';
import '@/lib/i18n/namespaces/auth';

/**
 * Workplace-chat sign-in. No QR library ships with the studio, so instead of drawing the provider's code the
 * panel links to its authorize page, which shows the QR (desktop) or opens the app (mobile).
 */
export function WorkplaceQrPanel(props: {
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  redirect: string | undefined;
}) {
  const { t } = useTranslation('auth');
  const [state] = useState(() => crypto.randomUUID());
  const href = authorizeUrl({
    authorizeUrl: props.authorizeUrl,
    clientId: props.clientId,
    redirectUri: props.redirectUri,
    state,
  });
  return (
    <section
      aria-labelledby="qr-sign-in-title"
      className="flex items-center gap-4 rounded-xl border border-dashed bg-muted/40 p-4"
    >
      <div className="flex size-16 shrink-0 items-center justify-center rounded-lg border bg-background text-foreground">
        <QrCode aria-hidden className="size-9" />
      </div>
      <div className="min-w-0 flex-1">
        <h2 id="qr-sign-in-title" className="text-sm font-medium">
          {t('qr.title')}
        </h2>
        <p className="mt-1 text-xs leading-5 text-muted-foreground">{t('qr.body')}</p>
        <Button asChild variant="outline" size="sm" className="mt-3">
          <a
            href={href}
            onClick={() => rememberOauth({ state, ...(props.redirect ? { redirect: props.redirect } : {}) })}
          >
            <ExternalLink aria-hidden />
            {t('qr.open')}
          </a>
        </Button>
      </div>
    </section>
  );
}
