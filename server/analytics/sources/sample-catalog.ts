import { channelNameParts } from './sample/corpus-text.ts';

const handlesOf = (part: 'first' | 'second') =>
  [...channelNameParts.en[part], ...channelNameParts.zh[part]].map(([, handle]) => handle);
const firsts = handlesOf('first');
const seconds = handlesOf('second');

/**
 * Whether the sample source's search can produce a channel with this handle: the handle forms of a first and
 * a second name part (`trailreviews`, `xiaoluceping`), optionally with the 2–999 suffix it adds to tell equal names apart. Channels a
 * subject names by link are made up for any link, so they do not count as "existing".
 */
export function sampleCatalogHasHandle(handle: string): boolean {
  const lower = handle.toLowerCase();
  const suffix = /(\d{1,3})$/.exec(lower);
  const n = suffix ? Number(suffix[1]) : null;
  if (n !== null && (n < 2 || n > 999 || suffix![1]!.startsWith('0'))) return false;
  const name = suffix ? lower.slice(0, -suffix[1]!.length) : lower;
  return firsts.some((f) => name.startsWith(f) && seconds.includes(name.slice(f.length)));
}
