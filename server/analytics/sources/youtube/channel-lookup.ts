import type { AccountRef } from '../../../../src/lib/account-links/index.ts';
import type { YoutubeGet } from './youtube-api.ts';
import type { Channel, ListResponse } from './youtube-types.ts';

/** The channels.list filter for an account link: @handle → forHandle, UC… → id, /c/ or /user/ → forUsername. */
function filterOf(ref: AccountRef): Record<string, string> {
  if (ref.kind === 'channel_id') return { id: ref.id };
  if (ref.kind === 'handle') return { forHandle: `@${ref.id}` };
  return { forUsername: ref.id };
}

/**
 * The channel a YouTube account link names, or null when YouTube knows none (1 quota unit). A legacy custom
 * URL (`/c/name`, `youtube.com/name`) is tried as a username, then as a handle, since most were migrated.
 */
export async function lookupChannel(
  get: YoutubeGet,
  ref: AccountRef,
  signal?: AbortSignal,
): Promise<Channel | null> {
  const find = async (filter: Record<string, string>) => {
    const res = await get<ListResponse<Channel>>(
      'channels',
      { part: 'snippet,statistics', ...filter },
      signal,
    );
    return res.items?.[0] ?? null;
  };
  const found = await find(filterOf(ref));
  if (found || ref.kind !== 'legacy') return found;
  return find({ forHandle: `@${ref.id}` });
}
