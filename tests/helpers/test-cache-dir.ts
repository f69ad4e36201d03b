import os from 'node:os';
import path from 'node:path';

/**
 * The CACHE_DIR every test server and test process shares: the sample creators' index is built once for a run
 * (and kept for the next), not once per server. What is read back is checked against the code, so a file left
 * by other code is built again (server/kox/index/kept-creator-index.ts).
 */
export const TEST_CACHE_DIR = path.join(os.tmpdir(), 'booster-studio-test-cache');
