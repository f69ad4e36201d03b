import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n';
import { artifactKind } from '@/artifacts/artifact-registry';
import { bindArtifactQueryClient } from '@/artifacts/artifact-query-client';
import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import { dashboardDetailKey } from '@/screens/dashboard-detail/dashboard-query-keys';

const t = i18n.getFixedT('en');

describe('artifact kind dashboard', () => {
  const kind = artifactKind('dashboard');
  const { props } = dashboardArtifact('d42');

  it('opens as the report app detail page and rebuilds its props from the key', () => {
    expect(kind.toPath(props)).toBe('/writer/app/report?dashboard_id=d42');
    expect(kind.propsFromKey('d42')).toEqual({ dashboardId: 'd42' });
    expect(kind.propsFromKey('  ')).toBeNull();
  });

  it("is titled with the dashboard's cached name, or generically before it is known", () => {
    const client = new QueryClient();
    bindArtifactQueryClient(client);
    expect(kind.title(props, t)).toBe('Dashboard');
    client.setQueryData(dashboardDetailKey('d42'), { name: 'Running shoes' });
    expect(kind.title(props, t)).toBe('Running shoes');
  });
});
