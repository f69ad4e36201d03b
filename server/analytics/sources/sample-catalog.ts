import { channelNameParts } from './sample/corpus-text.ts';

const asHandle = (text: string) => text.replace(/\s+/g, '').toLowerCase();
const firsts = channelNameParts.en.first.map(asHandle);
const seconds = channelNameParts.en.second.map(asHandle);

/**
 * Whether the sample source's search can produce a channel with this handle: an English first and second
 * name part (`trailreviews`), optionally with the 2–999 suffix it adds to tell equal names apart. Channels a
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
