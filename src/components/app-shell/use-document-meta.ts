import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { appConfigQuery, enabledModules } from '@/lib/app-config';
import { detectModule } from '@/lib/module';
import { appTitleFor, composeDocumentTitle, faviconFor } from '@/lib/router/document-title';
import { defaultModule } from '@/lib/router/modules';
import { metaOfMatch } from '@/lib/router/route-meta';

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

/** Document title and icon from the current route's meta and app.json (spec §2), in the current language. */
export function useDocumentMeta(): void {
  const { t } = useTranslation(['screens', 'common']);
  const titleKey = useRouterState({ select: (s) => metaOfMatch(s.matches.at(-1)).titleKey });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { data: config } = useQuery(appConfigQuery);

  const module = detectModule(pathname) ?? defaultModule(enabledModules(config));
  const screenTitle = titleKey ? t(`screens:title.${titleKey}`, { defaultValue: '' }) : undefined;
  const title = composeDocumentTitle(screenTitle, appTitleFor(config, module), t('common:untitled'));
  const icon = faviconFor(config, module);

  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => setFavicon(icon), [icon]);
}
