import { beforeEach, describe, expect, it } from 'vitest';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { artifactKind } from '@/artifacts/artifact-registry';
import { parseArtifactId } from '@/artifacts/artifact-types';
import { AD_REPORT_APP_DOI } from '@/lib/ads/ad-dashboard-values';

const screen = (key: string, sourceMessageId?: string) => ({
  kind: 'screen',
  key,
  props: { screenId: key },
  ...(sourceMessageId ? { sourceMessageId } : {}),
});
const state = (sessionId: string) => useArtifactStore.getState().bySession[sessionId];

describe('artifact store', () => {
  beforeEach(() => useArtifactStore.setState({ bySession: {} }));

  it('opens artifacts as tabs per session, the newest active', () => {
    const { open } = useArtifactStore.getState();
    expect(open('A', screen('kox-list', 'm1'))).toBe('screen:kox-list');
    open('A', screen('app-report'));
    open('B', screen('teammanage-member'));
    expect(state('A')?.tabs.map((t) => t.id)).toEqual(['screen:kox-list', 'screen:app-report']);
    expect(state('A')?.activeId).toBe('screen:app-report');
    expect(state('A')?.tabs[0]).toMatchObject({ sessionId: 'A', sourceMessageId: 'm1' });
    expect(state('B')?.tabs.map((t) => t.id)).toEqual(['screen:teammanage-member']);
  });

  it('opening the same thing again focuses its tab and keeps one copy, with the newer source message', () => {
    const { open } = useArtifactStore.getState();
    open('A', screen('kox-list', 'm1'));
    open('A', screen('app-report'));
    open('A', screen('kox-list', 'm2'));
    expect(state('A')?.tabs).toHaveLength(2);
    expect(state('A')?.activeId).toBe('screen:kox-list');
    expect(state('A')?.tabs[0]?.sourceMessageId).toBe('m2');
  });

  it("records a tab's source message without making it active, and ignores a tab that is gone", () => {
    const { open, setSource } = useArtifactStore.getState();
    open('A', screen('kox-list'));
    open('A', screen('app-report'));
    setSource('A', 'screen:kox-list', 'm7');
    expect(state('A')?.tabs[0]?.sourceMessageId).toBe('m7');
    expect(state('A')?.activeId).toBe('screen:app-report');
    const before = useArtifactStore.getState().bySession;
    setSource('A', 'screen:missing', 'm8');
    setSource('Z', 'screen:kox-list', 'm8');
    expect(useArtifactStore.getState().bySession).toBe(before);
  });

  it('closing the active tab activates its left neighbour; closing the last leaves none', () => {
    const { open, close, activate } = useArtifactStore.getState();
    open('A', screen('kox-list'));
    open('A', screen('app-report'));
    open('A', screen('app-aitag'));
    activate('A', 'screen:app-report');
    close('A', 'screen:app-report');
    expect(state('A')?.activeId).toBe('screen:kox-list');
    close('A', 'screen:kox-list');
    expect(state('A')?.activeId).toBe('screen:app-aitag');
    close('A', 'screen:app-aitag');
    expect(state('A')).toEqual({ tabs: [], activeId: null });
  });

  it('closing an inactive tab keeps the active one; other sessions are untouched; clearSession forgets one', () => {
    const { open, close, clearSession } = useArtifactStore.getState();
    open('A', screen('kox-list'));
    open('A', screen('app-report'));
    open('B', screen('kox-list'));
    close('A', 'screen:kox-list');
    expect(state('A')?.activeId).toBe('screen:app-report');
    expect(state('B')?.tabs).toHaveLength(1);
    clearSession('A');
    expect(state('A')).toBeUndefined();
    expect(state('B')?.tabs).toHaveLength(1);
  });

  it('maps kinds to screens and routes through the registry, with a fallback', () => {
    expect(artifactKind('screen').toPath({ screenId: 'kox-list' })).toBe('/writer/kox/list');
    // A view's tab opens as the view's page.
    expect(
      artifactKind('screen').toPath({ screenId: 'app-report', params: { app_doi: AD_REPORT_APP_DOI } }),
    ).toBe(`/writer/app/report?app_doi=${AD_REPORT_APP_DOI}`);
    expect(artifactKind('screen').propsFromKey('kox-list')).toEqual({ screenId: 'kox-list' });
    // A page-only screen cannot be an artifact.
    expect(artifactKind('screen').propsFromKey('app-store')).toBeNull();
    expect(artifactKind('dashboard-from-the-future').propsFromKey('1')).toBeNull();
    expect(parseArtifactId('screen:kox-list')).toEqual({ kind: 'screen', key: 'kox-list' });
    expect(parseArtifactId('nonsense')).toBeNull();
  });
});
