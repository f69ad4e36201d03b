import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { appConfigQuery } from '@/lib/app-config';
import { metaOfMatch } from '@/lib/router/route-meta';
import { useTitleAndIcon } from './use-title-and-icon.ts';

/** Document title and icon from the current route's meta and app.json (spec §2), in the current language. */
export function useDocumentMeta(): void {
  const titleKey = useRouterState({ select: (s) => metaOfMatch(s.matches.at(-1)).titleKey });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { data: config } = useQuery(appConfigQuery);
  useTitleAndIcon({ titleKey, pathname, config });
}
