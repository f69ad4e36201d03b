import { useState } from 'react';
import type { PanelScreenProps } from '@/artifacts/panel-screens';
import { KoxContentDetailScreen } from './content/kox-content-detail-screen.tsx';
import { KoxDetailScreen } from './detail/kox-detail-screen.tsx';
import { KoxListScreen } from './list/kox-list-screen.tsx';
import { KoxRecommendScreen } from './recommend/kox-recommend-screen.tsx';
import { KoxOutreachScreen } from './outreach/kox-outreach-screen.tsx';
import { readImport, readListParams, readScope, type KoxListView } from './list/list-address.ts';

/**
 * The creator databases in the artifact panel, starting from the tab's params (the find_kox card passes its
 * filters); the database switch lives in the tab, not in the address.
 */
export function KoxListPanel({ params = {} }: PanelScreenProps) {
  const [scope, setScope] = useState<KoxListView>(readScope(params.scope) ?? 'public');
  const [initial] = useState(() => readListParams(params));
  return (
    <KoxListScreen
      scope={scope}
      onScope={setScope}
      inPanel
      initial={initial}
      startImporting={readImport(params.import)}
    />
  );
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

/** Smart recommendation in the panel, opened on the tab's `session` (the recommend_kox card) or on a new one. */
export function KoxRecommendPanel({ params = {} }: PanelScreenProps) {
  const [sessionId, setSessionId] = useState(params.session ?? '');
  return <KoxRecommendScreen sessionId={sessionId} onSession={setSessionId} inPanel />;
}

/** E-mail invitations in the panel, on the tab's `project` (open_screen passes it) or picking one there. */
export function KoxOutreachPanel({ params = {} }: PanelScreenProps) {
  const [projectId, setProjectId] = useState(params.project ?? '');
  return <KoxOutreachScreen key={projectId} projectId={projectId} onProject={setProjectId} inPanel />;
}
