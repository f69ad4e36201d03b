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
});
