import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { enabledModules, type AppConfig } from '@/lib/app-config';
import { detectModule } from '@/lib/module';
import { appTitleFor, composeDocumentTitle, faviconFor } from '@/lib/router/document-title';
import { defaultModule } from '@/lib/router/modules';

/** One icon link, pointing at `href`: index.html's extra SVG icon would otherwise win over a configured one. */
function setFavicon(href: string): void {
  const [link, ...others] = document.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]');
  for (const other of others) other.remove();
  const target =
    link ?? document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'icon' }));
  target.removeAttribute('type');
  target.removeAttribute('sizes');
  if (target.getAttribute('href') !== href) target.setAttribute('href', href);
}

/**
 * Document title and icon of the page at `pathname` (spec §2), in the current language: the app's frame and
 * the sign-in page (which has no router) both set them here.
 */
export function useTitleAndIcon(opts: {
  titleKey: string | undefined;
  pathname: string;
  config: AppConfig | null | undefined;
}): void {
  const { titleKey, pathname, config } = opts;
  const { t } = useTranslation(['screens', 'common']);
  const module = detectModule(pathname) ?? defaultModule(enabledModules(config));
  const screenTitle = titleKey ? t(`screens:title.${titleKey}`, { defaultValue: '' }) : undefined;
  const title = composeDocumentTitle(screenTitle, appTitleFor(config, module), t('common:untitled'));
  const icon = faviconFor(config, module);

  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => setFavicon(icon), [icon]);
}
