import { createAnalyticsStore } from '../../../../server/analytics/store/analytics-store.ts';
import { describeAdContract } from './ad-contract.ts';

describeAdContract('duckdb', () => createAnalyticsStore({ engine: 'duckdb', path: ':memory:' }));
