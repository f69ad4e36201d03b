import type { CreatorProfileLink } from '../../../src/lib/kox-link.ts';
import type { CreatorCatalog } from '../creator-catalog.ts';

/** Positions in base 36 up to the corpus's 100,000 take at most four characters ("255r"). */
const MAX_SUFFIX = 4;

/**
 * The sample creator a profile link names, if any. A sample handle ends with its position in base 36, so the
 * few possible endings are tried and each candidate's handle and platform compared: no scan of the corpus.
 */
export function sampleCreatorOfLink(catalog: CreatorCatalog, link: CreatorProfileLink): string | null {
  if (link.kind !== 'handle') return null;
  for (let length = 1; length <= Math.min(MAX_SUFFIX, link.key.length - 1); length++) {
    const suffix = link.key.slice(-length);
    if (!/^[0-9a-z]+$/.test(suffix)) break;
    const id = `sample-${String(parseInt(suffix, 36)).padStart(6, '0')}`;
    const creator = catalog.creator(id);
    if (creator && creator.platform === link.platform && creator.handle.toLowerCase() === link.key) return id;
  }
  return null;
}
