import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { QUOTA_COST, type YoutubeResource } from '../../../server/analytics/sources/youtube/youtube-api.ts';
import { API, youtubeHandlers, type Calls } from '../../server/sources/youtube-fixtures.ts';

export interface FakeYoutube {
  /** YOUTUBE_API_BASE_URL for the nodes. */
  readonly baseUrl: string;
  /** Quota units the calls received so far would cost at Google. */
  unitsSpent(): number;
  close(): Promise<void>;
}

/** The YouTube Data API of the unit tests' fixtures (tests/server/sources), served over HTTP to real nodes. */
export async function startFakeYoutube(): Promise<FakeYoutube> {
  const calls: Calls = [];
  const handlers = youtubeHandlers(calls);
  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '/').replace(/^\/youtube\/v3/, '');
      const response = await getResponse(handlers, new Request(`${API}${path}`));
      if (!response) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(response.status, {
        'content-type': response.headers.get('content-type') ?? 'application/json',
      });
      res.end(Buffer.from(await response.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/youtube/v3`,
    unitsSpent: () => calls.reduce((sum, call) => sum + QUOTA_COST[call.resource as YoutubeResource], 0),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
