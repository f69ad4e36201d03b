import { http } from 'msw';
import type { StorageRow } from '@/screens/kox/storage/storage-queries';
import { fail, ok } from '../envelope.ts';
import { withUser } from './auth.ts';

const STAMP = '2026-03-01T08:00:00.000Z';

export function storageRecord(id: string, link: string, patch: Partial<StorageRow> = {}): StorageRow {
  return {
    record_id: id,
    link,
    platform: 'youtube',
    state: 'awaiting',
    failure_reason: null,
    creator_id: null,
    sample: false,
    client_id: null,
    monitoring: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...patch,
  };
}

/** What the fake storage API holds; `calls` records every write's path and body. */
export interface StorageDb {
  records: StorageRow[];
  calls: { path: string; body: unknown }[];
}

export const storageDb = (records: StorageRow[] = []): StorageDb => ({ records, calls: [] });

const PROFILE = /^https:\/\/(www\.)?(youtube|tiktok|instagram)\.com\/@?[\w.]+$/i;

/**
 * koxStorage over `db`: a link that is not a profile is invalid, one already held `already`, the rest queued as
 * awaiting; a retry of a failed record makes it awaiting (anything else is 10270), like the real server.
 */
export function koxStorageHandlers(db: StorageDb) {
  const record = async (request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    db.calls.push({ path: new URL(request.url).pathname, body });
    return body;
  };
  return [
    http.get(
      '/api/kox/storage/list',
      withUser(({ request }) => {
        const params = new URL(request.url).searchParams;
        const state = params.get('state');
        const keyword = params.get('keyword')?.toLowerCase();
        const found = db.records.filter(
          (r) => (!state || r.state === state) && (!keyword || r.link.toLowerCase().includes(keyword)),
        );
        return ok({ list: found, total: found.length });
      }),
    ),
    http.post(
      '/api/kox/storage/store',
      withUser(async ({ request }) => {
        const { links } = (await record(request)) as { links: string[] };
        const results = links.map((link) => {
          if (!PROFILE.test(link)) return { link, outcome: 'invalid' as const, record_id: null };
          const held = db.records.find((r) => r.link.toLowerCase() === link.toLowerCase());
          if (held) return { link, outcome: 'already' as const, record_id: held.record_id };
          const id = `s-${db.records.length + 1}`;
          db.records.unshift(storageRecord(id, link));
          return { link, outcome: 'queued' as const, record_id: id };
        });
        return ok({ results });
      }),
    ),
    http.post(
      '/api/kox/storage/retry',
      withUser(async ({ request }) => {
        const { record_id: id } = (await record(request)) as { record_id: string };
        const found = db.records.find((r) => r.record_id === id);
        if (!found) return fail('NOT_FOUND', 'Storage not found.');
        if (found.state !== 'failed') return fail('KOX_STORAGE_NOT_FAILED', 'Not failed.');
        Object.assign(found, { state: 'awaiting', failure_reason: null });
        return ok(found);
      }),
    ),
    http.post(
      '/api/kox/storage/monitor',
      withUser(async ({ request }) => {
        const { creator_ids: ids, monitoring } = (await record(request)) as {
          creator_ids: string[];
          monitoring: boolean;
        };
        for (const r of db.records) if (r.creator_id && ids.includes(r.creator_id)) r.monitoring = monitoring;
        return ok({ changed: ids.length });
      }),
    ),
  ];
}
