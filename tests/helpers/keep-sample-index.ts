import { keepSampleIndexIn } from '../../server/kox/creator-catalog.ts';
import { TEST_CACHE_DIR } from './test-cache-dir.ts';

// Setup file of the in-process suites: their apps share the sample catalog, as a server's do.
keepSampleIndexIn(TEST_CACHE_DIR);
