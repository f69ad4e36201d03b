import { useTranslation } from 'react-i18next';
import { AI_APPS } from './app-catalog.ts';
import { AppCard } from './app-card.tsx';

/**
 * The gallery of AI apps under the start page's composer. Trying an available app fills the composer with an
 * example request; apps that later releases build are shown as coming soon, not faked.
 */
export function AppGallery({ onTry }: { onTry(prompt: string): void }) {
  const { t } = useTranslation('apps');
  return (
    <section aria-labelledby="apps-title" className="flex flex-col gap-4">
      <div>
        <h2 id="apps-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {AI_APPS.map((app) => (
          <AppCard key={app.id} app={app} onTry={onTry} />
        ))}
      </ul>
    </section>
  );
}
