import { runningShoes } from '../tests/server/dashboard/dashboard-fixtures.ts';
import { ensureBuilt, startServer, type ServerProcess } from './server-process.ts';
import { call, signIn } from './studio-client.ts';

export interface StudioWithDashboard {
  server: ServerProcess;
  token: string;
  dashboardId: string;
}

/** Creates the two-subject "Running shoes" dashboard (built-in sample source) and waits until it is ready. */
async function readyDashboard(url: string, token: string, timeoutMs = 180_000): Promise<string> {
  const { dashboard_id } = await call(url, 'dashboard.add', runningShoes(), token);
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const { status } = await call(url, 'dashboard.detail', { dashboard_id }, token);
    if (status === 'ready') return dashboard_id;
    if (status === 'failed') throw new Error(`The bench dashboard ${dashboard_id} failed to collect.`);
    if (performance.now() > deadline)
      throw new Error(`The bench dashboard was not ready after ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The built studio on a fresh `dataDir`, signed in as the administrator, with one ready dashboard to ask about;
 * `env` is added to the server's environment.
 */
export async function startWithDashboard(
  dataDir: string,
  env?: Record<string, string>,
): Promise<StudioWithDashboard> {
  ensureBuilt();
  const server = await startServer({ dataDir, ...(env ? { env } : {}) });
  try {
    const token = await signIn(server.url);
    return { server, token, dashboardId: await readyDashboard(server.url, token) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
