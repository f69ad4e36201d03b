import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { server } from '../../msw/server.ts';
import { ok } from '../../msw/envelope.ts';
import { callApi } from '@/lib/api/client';
import { LoadingOverlay } from '@/components/loading-overlay';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('LoadingOverlay', () => {
  it('stays up while two overlapping loading calls run, locks scrolling, then goes away', async () => {
    const first = deferred();
    const second = deferred();
    server.use(
      http.post('/api/monitor/record', async ({ request }) => {
        const body = (await request.json()) as { message: string };
        await (body.message === 'first' ? first.promise : second.promise);
        return ok(null);
      }),
    );
    render(
      <>
        <input aria-label="name" />
        <LoadingOverlay />
      </>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    screen.getByRole('textbox', { name: 'name' }).focus();

    const a = callApi('monitor.record', { level: 'info', message: 'first' }, { loading: true });
    const b = callApi('monitor.record', { level: 'info', message: 'second' }, { loading: true });
    const overlay = await screen.findByRole('status');
    expect(overlay).toHaveProperty('textContent', '加载中…');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(overlay);

    first.resolve();
    await act(() => a);
    await delay(10);
    expect(screen.getByRole('status')).toBeTruthy();

    second.resolve();
    await act(() => b);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'name' }));
  });
});
