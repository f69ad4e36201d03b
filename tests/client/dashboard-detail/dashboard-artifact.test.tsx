import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import { ok } from '../msw/envelope.ts';
import { artifactKind } from '@/artifacts/artifact-registry';
import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import { signInForTest } from '../chat/chat-kit.tsx';
import { server } from '../msw/server.ts';
import { detailFixture } from './detail-fixtures.ts';

describe('artifact kind dashboard', () => {
  const kind = artifactKind('dashboard');
  const { props } = dashboardArtifact('d42');

  it('opens as the report app detail page and rebuilds its props from the key', () => {
    expect(kind.toPath(props)).toBe('/writer/app/report?dashboard_id=d42');
    expect(kind.propsFromKey('d42')).toEqual({ dashboardId: 'd42' });
    expect(kind.propsFromKey('  ')).toBeNull();
  });

  it("is titled generically until the dashboard's name arrives, then with the name", async () => {
    signInForTest();
    const requested: string[] = [];
    server.use(
      http.get('/api/dashboard/detail', ({ request }) => {
        requested.push(new URL(request.url).searchParams.get('dashboard_id') ?? '');
        return ok(detailFixture({ name: 'Running shoes' }));
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => kind.useTitle(props), { wrapper });
    expect(result.current).toBe('看板');
    await waitFor(() => expect(result.current).toBe('Running shoes'));
    expect(requested).toEqual(['d42']);
  });
});
