import { useState } from 'react';
import type { PanelScreenProps } from '@/artifacts/panel-screens';
import type { KoxScope } from './api/kox-queries.ts';
import { KoxContentDetailScreen } from './content/kox-content-detail-screen.tsx';
import { KoxDetailScreen } from './detail/kox-detail-screen.tsx';
import { KoxListScreen } from './list/kox-list-screen.tsx';

/** The creator databases in the artifact panel: the database switch lives in the tab, not in the address. */
export function KoxListPanel(_: PanelScreenProps) {
  const [scope, setScope] = useState<KoxScope>('public');
  return <KoxListScreen scope={scope} onScope={setScope} inPanel />;
}

/** A screen tab carries no creator id: the panel says to pick one from the list. */
export function KoxDetailPanel(_: PanelScreenProps) {
  return <KoxDetailScreen creatorId="" inPanel />;
}

/** A screen tab carries no content id: the panel says to pick one from a creator's history. */
export function KoxContentDetailPanel(_: PanelScreenProps) {
  return <KoxContentDetailScreen contentId="" inPanel />;
}
