import net from 'node:net';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LISTENER_APPLICATION_NAME,
  listenForChanges,
  type ChangeListener,
  type ChannelSubscription,
} from '../../server/lib/cache/change-listener.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * A TCP relay to PostgreSQL whose open connections can be made to go silent (no data either way, no close),
 * as a connection does behind a dead network path; connections opened afterwards work.
 */
async function startRelay(target: URL) {
  const live = new Set<{ silent: boolean }>();
  const server = net.createServer((client) => {
    const state = { silent: false };
    live.add(state);
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.on('data', (chunk) => state.silent || upstream.write(chunk));
    upstream.on('data', (chunk) => state.silent || client.write(chunk));
    const end = () => {
      live.delete(state);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    silenceAll: () => live.forEach((state) => (state.silent = true)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let relay: Awaited<ReturnType<typeof startRelay>>;
let sql: ReturnType<typeof postgres>;
let listener: ChangeListener;
let subscription: ChannelSubscription;
const events: string[] = [];
const heard: string[] = [];
/** A second channel, subscribed once the first listens. */
const later = { events: [] as string[], heard: [] as string[] };
const soon = { timeout: 15_000, interval: 10 };

beforeAll(async () => {
  scratch = await createScratchDatabase();
  sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
  relay = await startRelay(new URL(scratch.url));
  listener = listenForChanges({ url: relay.url, retryMs: 100, heartbeatMs: 100, heartbeatTimeoutMs: 500 });
  subscription = listener.subscribe('test_changes', {
    onChange: (payload) => heard.push(payload),
    onListening: () => events.push('listening'),
    onDeaf: () => events.push('deaf'),
  });
});

afterAll(async () => {
  await listener?.close();
  await relay?.close();
  await sql?.end();
  await scratch?.drop();
});

/** Sends a notification and waits until the listener heard it. */
async function notifyAndHear(payload: string): Promise<void> {
  await sql`select pg_notify('test_changes', ${payload})`;
  await vi.waitFor(() => expect(heard).toContain(payload), soon);
}

describe('listenForChanges', () => {
  it('hears notifications on its channel once listening', async () => {
    await vi.waitFor(() => expect(events).toEqual(['listening']), soon);
    expect(subscription.listening).toBe(true);
    await sql`select pg_notify('other_channel', 'not for us')`;
    await notifyAndHear('one');
    expect(heard).toEqual(['one']);
  });

  it('listens on a channel subscribed later on the same connection', async () => {
    const subscribed = listener.subscribe('test_later', {
      onChange: (payload) => later.heard.push(payload),
      onListening: () => later.events.push('listening'),
      onDeaf: () => later.events.push('deaf'),
    });
    await vi.waitFor(() => expect(subscribed.listening).toBe(true), soon);
    await sql`select pg_notify('test_later', 'for later')`;
    await vi.waitFor(() => expect(later.heard).toEqual(['for later']), soon);
    await notifyAndHear('still here');
    expect(later.heard).toEqual(['for later']);
    const [row] = await sql<{ n: number }[]>`select count(*)::int as n from pg_stat_activity
      where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`;
    expect(row?.n).toBe(1);
    expect(() => listener.subscribe('test_later', { onChange: () => {} })).toThrow(
      /already has a subscriber/,
    );
  });

  it('says it is deaf when its connection is closed, then listens again on every channel', async () => {
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`;
    await vi.waitFor(() => expect(events).toEqual(['listening', 'deaf', 'listening']), soon);
    await vi.waitFor(() => expect(later.events).toEqual(['listening', 'deaf', 'listening']), soon);
    await notifyAndHear('two');
    await sql`select pg_notify('test_later', 'again')`;
    await vi.waitFor(() => expect(later.heard).toEqual(['for later', 'again']), soon);
  });

  it('says it is deaf when its connection stops answering without closing, then listens again', async () => {
    relay.silenceAll();
    await vi.waitFor(() => expect(events.slice(3)).toEqual(['deaf', 'listening']), soon);
    await notifyAndHear('three');
  });

  it('stops for good when closed', async () => {
    const seen = events.length;
    await listener.close();
    expect(subscription.listening).toBe(false);
    await vi.waitFor(async () => {
      const [row] = await sql<{ n: number }[]>`select count(*)::int as n from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`;
      expect(row?.n).toBe(0);
    }, soon);
    expect(events).toHaveLength(seen);
  });
});
