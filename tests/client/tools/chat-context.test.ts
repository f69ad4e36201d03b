import { afterEach, describe, expect, it } from 'vitest';
import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { chatContext } from '@/chat/runtime/create-session-chat';

afterEach(() => useArtifactStore.setState({ bySession: {} }));

describe('chat context', () => {
  it('names the dashboard of the active artifact tab, and nothing for other tabs', () => {
    expect(chatContext('s1')).toBeUndefined();
    const store = useArtifactStore.getState();
    store.open('s1', dashboardArtifact('d7'));
    expect(chatContext('s1')).toEqual({ dashboard_id: 'd7' });
    store.open('s1', { kind: 'screen', key: 'kox-list', props: { screenId: 'kox-list' } });
    expect(chatContext('s1')).toBeUndefined();
    store.activate('s1', 'dashboard:d7');
    expect(chatContext('s1')).toEqual({ dashboard_id: 'd7' });
    expect(chatContext('other')).toBeUndefined();
  });

  it('names the dashboard page the assistant is docked beside when no dashboard tab is active', () => {
    window.history.replaceState(null, '', '/writer/app/report?dashboard_id=d9&app_doi=x');
    try {
      expect(chatContext('s2')).toEqual({ dashboard_id: 'd9' });
      useArtifactStore.getState().open('s2', dashboardArtifact('d7'));
      expect(chatContext('s2')).toEqual({ dashboard_id: 'd7' });
      window.history.replaceState(null, '', '/writer/kox/list?dashboard_id=d9');
      expect(chatContext('s3')).toBeUndefined();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
