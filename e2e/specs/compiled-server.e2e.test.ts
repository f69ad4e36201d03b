import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { endpoints, IMPORT_PATH, IMPORT_TEMPLATE_PATH } from '../../src/lib/api/endpoints.ts';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { E2E_ADMIN } from '../admin.ts';

const baseURL = inject('baseURL');

interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

async function signIn(): Promise<string> {
  const login = endpoints['auth.loginByPassword'];
  const res = await fetch(new URL(login.path, baseURL), {
    method: login.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  const body = (await res.json()) as Envelope<{ token: string }>;
  if (body.code !== 0) throw new Error(`Sign-in failed: ${body.code} ${body.message}`);
  return body.data.token;
}

/**
 * The server these specs run is the compiled one (dist-server/, global-setup.ts), whose worker threads run
 * compiled JavaScript with no tsx. The browser specs reach the DuckDB thread; this one the sheet reader's.
 */
describe('the compiled server', () => {
  it('reads an uploaded workbook in its reader thread', async () => {
    const token = await signIn();
    const headers = { 'MB-TOKEN': token };
    const template = await fetch(new URL(`${IMPORT_TEMPLATE_PATH}?format=xlsx`, baseURL), { headers });
    expect(template.status).toBe(200);
    const form = new FormData();
    form.set('dashboard_id', randomUUID());
    form.set('file', await template.blob(), 'template.xlsx');
    const res = await fetch(new URL(IMPORT_PATH, baseURL), { method: 'POST', body: form, headers });
    // Read, then refused for the dashboard that does not exist: a thread that failed to start reads nothing.
    const body = (await res.json()) as Envelope;
    expect(body.code, body.message).toBe(ErrorCode.NOT_FOUND);
  });
});
