import type { Page } from 'playwright-core';

/**
 * Calls the studio's API from inside the page with the signed-in user's token, the way the app does, and returns
 * the envelope's data; a non-zero code fails the test with the server's message.
 */
export async function callAsUser<T = unknown>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const envelope = await page.evaluate(
    async ({ method, path, body }) => {
      const stored = JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { token?: string } | null;
      const token = stored?.token ?? '';
      const res = await fetch(path, {
        method,
        headers: {
          'MB-TOKEN': token,
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await res.json()) as { code: number; message: string; data: unknown };
    },
    { method, path, body },
  );
  if (envelope.code !== 0) throw new Error(`${method} ${path} → ${envelope.code} ${envelope.message}`);
  return envelope.data as T;
}
