/** Writes tests/client/fixtures/ad-component-results.json: `node --import tsx tests/helpers/write-ad-client-fixture.ts`. */
import { writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { AD_CLIENT_FIXTURE_PATH, computeAdClientFixture } from './ad-client-fixture.ts';

const fixture = await computeAdClientFixture();
// Compact, then as the repository's prettier check wants it: objects that fit a line stay on one.
const text = await format(JSON.stringify(fixture), {
  ...(await resolveConfig(AD_CLIENT_FIXTURE_PATH)),
  filepath: AD_CLIENT_FIXTURE_PATH,
});
await writeFile(AD_CLIENT_FIXTURE_PATH, text);
console.info(`wrote ${AD_CLIENT_FIXTURE_PATH}`);
