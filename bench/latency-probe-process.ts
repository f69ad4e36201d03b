/**
 * The latency probe's own process (forked by latency-probe.ts): GET `url` again `pauseMs` after each answer
 * until the parent says stop (after telling it when the first answered), then send it every latency. In its own process, as another user's browser would
 * be, so the bench's work reading 20 answer streams does not count as the server's delay.
 */
import http from 'node:http';

const [url = '', pause = '5'] = process.argv.slice(2);
const pauseMs = Number(pause);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const latencies: number[] = [];
let running = true;

function get(): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        res.on('data', () => {});
        res.on('end', () => resolve());
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

process.on('message', () => {
  running = false;
});

// One answer before the parent starts its work: this process's own start is not measured.
await get();
process.send?.('ready');
while (running) {
  const started = performance.now();
  await get();
  latencies.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, pauseMs));
}
process.send?.(latencies, () => process.exit(0));
