import { useState } from 'react';
import type { PanelScreenProps } from '@/artifacts/panel-screens';
import type { KoxScope } from './api/kox-queries.ts';
import { KoxContentDetailScreen } from './content/kox-content-detail-screen.tsx';
import { KoxDetailScreen } from './detail/kox-detail-screen.tsx';
import { KoxListScreen } from './list/kox-list-screen.tsx';
import { readListParams, readScope } from './list/list-address.ts';

/**
 * The creator databases in the artifact panel, starting from the tab's params (the find_kox card passes its
 * filters); the database switch lives in the tab, not in the address.
 */
export function KoxListPanel({ params = {} }: PanelScreenProps) {
  const [scope, setScope] = useState<KoxScope>(readScope(params.scope) ?? 'public');
  const [initial] = useState(() => readListParams(params));
  return <KoxListScreen scope={scope} onScope={setScope} inPanel initial={initial} />;
}

/** A creator's detail in the panel: the tab's `id`; a tab without one says to pick a creator from the list. */
export function KoxDetailPanel({ params = {} }: PanelScreenProps) {
  const id = params.id ?? '';
  return <KoxDetailScreen key={id} creatorId={id} inPanel />;
}

/** A screen tab carries no content id: the panel says to pick one from a creator's history. */
export function KoxContentDetailPanel(_: PanelScreenProps) {
  return <KoxContentDetailScreen contentId="" inPanel />;
}
