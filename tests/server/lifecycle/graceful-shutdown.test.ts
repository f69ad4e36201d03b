import {
  Agent,
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createShutdown } from '../../../server/lib/graceful-shutdown.ts';

/** A server whose /stream answers one chunk, then the rest when `finish` is called (or never). */
function streamingServer() {
  const open = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/stream') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first ');
      open.add(res);
      return;
    }
    res.end('quick');
  });
  return {
    server,
    finishAll(text: string) {
      for (const res of open) res.end(text);
      open.clear();
    },
  };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Starts a GET and resolves with its whole body (or the error that ended it) once the response is over. */
function get(port: number, path: string, agent?: Agent) {
  let sawFirst: () => void = () => {};
  const first = new Promise<void>((resolve) => (sawFirst = resolve));
  const done = new Promise<{ body: string; error?: string }>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => {
        body += d.toString();
        sawFirst();
      });
      res.on('end', () => resolve({ body }));
      res.on('error', (err) => resolve({ body, error: err.message }));
      res.on('aborted', () => resolve({ body, error: 'aborted' }));
    });
    req.on('error', (err) => resolve({ body: '', error: err.message }));
    req.end();
  });
  return { first, done };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const clean of cleanups.splice(0)) clean();
});

describe('graceful shutdown', () => {
  it('lets a streaming answer finish within the grace, then closes the data, and refuses new connections', async () => {
    const { server, finishAll } = streamingServer();
    const port = await listen(server);
    cleanups.push(() => server.closeAllConnections());
    const order: string[] = [];
    const shutdown = createShutdown({
      server,
      stopJobs: async () => void order.push('jobs stopped'),
      abortStreams: () => order.push('streams aborted'),
      closeData: async () => void order.push('data closed'),
      graceMs: 30_000,
      log: () => {},
    });
    const stream = get(port, '/stream');
    await stream.first;

    const stopping = shutdown.run('test');
    expect(shutdown.draining).toBe(true);
    expect((await get(port, '/quick').done).error).toMatch(/ECONNREFUSED/);

    finishAll('and the rest');
    await stopping;
    expect(await stream.done).toEqual({ body: 'first and the rest' });
    expect(order).toEqual(['jobs stopped', 'data closed']);
  });

  it('aborts the streams still open when the grace ends and closes the data after them', async () => {
    const { server, finishAll } = streamingServer();
    const port = await listen(server);
    cleanups.push(() => server.closeAllConnections());
    const order: string[] = [];
    const shutdown = createShutdown({
      server,
      stopJobs: async () => void order.push('jobs stopped'),
      // As the chat does: an aborted run ends its stream with what it has.
      abortStreams: () => {
        order.push('streams aborted');
        finishAll('[terminated]');
      },
      closeData: async () => void order.push('data closed'),
      graceMs: 300,
      log: () => {},
    });
    const stream = get(port, '/stream');
    await stream.first;
    await shutdown.run('test');
    expect(await stream.done).toEqual({ body: 'first [terminated]' });
    expect(order).toEqual(['jobs stopped', 'streams aborted', 'data closed']);
  });

  it('does not wait for idle keep-alive connections', async () => {
    const { server } = streamingServer();
    const port = await listen(server);
    const agent = new Agent({ keepAlive: true });
    cleanups.push(() => agent.destroy());
    expect((await get(port, '/quick', agent).done).body).toBe('quick');
    let aborted = false;
    const shutdown = createShutdown({
      server,
      stopJobs: async () => {},
      abortStreams: () => (aborted = true),
      closeData: async () => {},
      graceMs: 60_000,
      log: () => {},
    });
    // Would take the whole minute of grace if the idle connection held the server open.
    await shutdown.run('test');
    expect(aborted).toBe(false);
  });

  it('waits for the jobs to be handed back before closing the data', async () => {
    const { server } = streamingServer();
    await listen(server);
    const order: string[] = [];
    let releaseJobs: () => void = () => {};
    const shutdown = createShutdown({
      server,
      stopJobs: () =>
        new Promise<void>((resolve) => (releaseJobs = resolve)).then(() => void order.push('jobs')),
      abortStreams: () => {},
      closeData: async () => void order.push('data'),
      graceMs: 1_000,
      log: () => {},
    });
    const stopping = shutdown.run('test');
    expect(shutdown.run('again')).toBe(stopping);
    await new Promise((r) => setTimeout(r, 50));
    expect(order).toEqual([]);
    releaseJobs();
    await stopping;
    expect(order).toEqual(['jobs', 'data']);
  });
});
