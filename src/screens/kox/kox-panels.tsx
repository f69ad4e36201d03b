import { useState } from 'react';
import type { PanelScreenProps } from '@/artifacts/panel-screens';
import type { KoxScope } from './api/kox-queries.ts';
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
