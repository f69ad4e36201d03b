import { useTranslation } from '@/lib/i18n/use-translation';
import type { Gallery, GalleryItem } from './gallery.ts';
import { GalleryCard } from './gallery-card.tsx';
import '@/lib/i18n/namespaces/apps';

/**
 * Under the start page's composer: what the product does today, straight from the tool registry and the
 * screen catalog, and the app screens still being built, named but not offered.
 */
export function AppGallery({ gallery, onChoose }: { gallery: Gallery; onChoose(item: GalleryItem): void }) {
  const { t } = useTranslation(['apps', 'screens']);
  return (
    <section aria-labelledby="apps-title" className="flex flex-col gap-4">
      <div>
        <h2 id="apps-title" className="text-lg font-semibold">
          {t('apps:title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('apps:subtitle')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {gallery.available.map((item) => (
          <GalleryCard key={item.id} item={item} onChoose={onChoose} />
        ))}
      </ul>
      {gallery.planned.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 id="apps-planned" className="text-sm font-medium text-muted-foreground">
            {t('apps:planned')}
          </h3>
          <ul aria-labelledby="apps-planned" className="flex flex-wrap gap-1.5">
            {gallery.planned.map((screen) => (
              <li
                key={screen.id}
                className="rounded-md border border-dashed px-2 py-0.5 text-xs text-muted-foreground"
              >
                {t(`screens:title.${screen.id}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
