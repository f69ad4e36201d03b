import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { appConfigQuery } from '@/lib/app-config';
import { appTitleFor, composeDocumentTitle, faviconFor } from '@/lib/router/document-title';
import { defaultModule, enabledModules, moduleOfPath } from '@/lib/router/modules';
import { metaOfMatch } from '@/lib/router/route-meta';

function setFavicon(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
}

/** Document title and icon from the current route's meta and app.json (spec §2), in the current language. */
export function useDocumentMeta(): void {
  const { t } = useTranslation(['screens', 'common']);
  const titleKey = useRouterState({ select: (s) => metaOfMatch(s.matches.at(-1)).titleKey });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { data: config } = useQuery(appConfigQuery);

  const module = moduleOfPath(pathname) ?? defaultModule(enabledModules(config));
  const screenTitle = titleKey ? t(`screens:title.${titleKey}`, { defaultValue: '' }) : undefined;
  const title = composeDocumentTitle(screenTitle, appTitleFor(config, module), t('common:untitled'));
  const icon = faviconFor(config, module);

  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => setFavicon(icon), [icon]);
}
