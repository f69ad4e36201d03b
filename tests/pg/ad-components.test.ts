/** The AD components' hand-checked contract (tests/server/analytics/ad-components) on PostgreSQL. */
import { afterAll, beforeAll } from 'vitest';
import { createAnalyticsStore } from '../../server/analytics/store/analytics-store.ts';
import { describeAdContract } from '../server/analytics/ad-components/ad-contract.ts';
import { createScratchDatabase } from './scratch-database.ts';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
beforeAll(async () => {
  scratch = await createScratchDatabase();
});
afterAll(async () => {
  await scratch?.drop();
});

describeAdContract('postgres', () => createAnalyticsStore({ engine: 'postgres', url: scratch!.url }));
