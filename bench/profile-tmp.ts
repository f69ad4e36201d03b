import { COMPONENTS, DB_API_KEYS, computeComponents } from '../server/analytics/components/registry.ts';
import { createAnalyticsStore } from '../server/analytics/store/analytics-store.ts';
import { watchEventLoop } from './event-loop-stall.ts';
const store = await createAnalyticsStore({ engine: 'duckdb', path: '/tmp/components-100k.duckdb' });
const scope = { dashboardId: 'bench', subjectIds: ['s1', 's2'] };
let serial = 0;
for (let round = 0; round < 3; round++) for (const key of DB_API_KEYS) {
  const t = performance.now();
  await (COMPONENTS[key].compute as any)(store, scope);
  if (round === 2) { serial += performance.now() - t; console.log(key, (performance.now() - t).toFixed(1)); }
}
console.log('serial sum', serial.toFixed(1));
for (let i = 0; i < 4; i++) {
  const w = watchEventLoop();
  const t = performance.now();
  await computeComponents(store, scope, DB_API_KEYS);
  console.log('all parallel', (performance.now() - t).toFixed(1), JSON.stringify(w.stop()));
}
await store.close();
