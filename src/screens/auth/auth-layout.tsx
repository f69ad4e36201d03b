import type { ReactNode } from 'react';
import { ChartColumn, Contact, MessageSquare } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { BrandMark } from '@/components/app-shell/brand-mark';
import { LanguageSwitch } from '@/components/app-shell/language-switch';
import { MAIN_CONTENT_ID } from '@/components/app-shell/main-content-id';
import '@/lib/i18n/namespaces/auth';

const HIGHLIGHTS = [
  { key: 'assistant', icon: MessageSquare },
  { key: 'kox', icon: Contact },
  { key: 'reports', icon: ChartColumn },
] as const;

function BrandPanel({ appTitle }: { appTitle: string }) {
  const { t } = useTranslation('auth');
  return (
    <aside
      aria-labelledby="brand-headline"
      className="relative hidden overflow-hidden bg-gradient-to-br from-[oklch(0.32_0.14_277)] via-[oklch(0.42_0.2_277)] to-[oklch(0.5_0.2_305)] p-12 text-white lg:order-first lg:flex lg:flex-col"
    >
      <div className="flex items-center gap-3 text-lg font-semibold tracking-tight">
        <BrandMark className="bg-none bg-white/15 ring-1 ring-white/25" />
        {appTitle}
      </div>
      <div className="my-auto max-w-md">
        <h2 id="brand-headline" className="text-3xl leading-tight font-semibold tracking-tight">
          {t('brand.headline')}
        </h2>
        <p className="mt-4 text-base leading-7 text-white/80">{t('brand.pitch')}</p>
        <ul className="mt-10 flex flex-col gap-5">
          {HIGHLIGHTS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-start gap-3">
              <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/12 ring-1 ring-white/20">
                <Icon aria-hidden className="size-4" />
              </span>
              <span className="text-sm leading-6 text-white/85">{t(`brand.highlights.${key}`)}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="text-xs text-white/60">{t('brand.footer')}</p>
    </aside>
  );
}

/**
 * The sign-in pages' frame: brand panel on wide screens, the form column with the language switch. The panel
 * comes after the form in the page's order (so the outline starts at the h1) and is drawn first.
 */
export function AuthLayout({
  appTitle,
  title,
  subtitle,
  children,
}: {
  /** The product name (app.json or the built-in one); the host reads it, with or without TanStack Query. */
  appTitle: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="grid min-h-dvh bg-background text-foreground lg:grid-cols-[1.1fr_1fr]">
      <main id={MAIN_CONTENT_ID} className="relative flex flex-col items-center justify-center px-6 py-16">
        <div className="absolute top-4 right-4">
          <LanguageSwitch />
        </div>
        <div className="w-full max-w-sm">
          <div className="mb-8 flex items-center gap-3 lg:hidden">
            <BrandMark />
            <span className="text-lg font-semibold tracking-tight">{appTitle}</span>
          </div>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{subtitle}</p>
          <div className="mt-8">{children}</div>
        </div>
      </main>
      <BrandPanel appTitle={appTitle} />
    </div>
  );
}
