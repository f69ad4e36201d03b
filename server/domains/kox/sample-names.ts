import type { CreatorCatalog } from '../../kox/creator-catalog.ts';

const names = new Map<string, string>();

/**
 * A sample creator's nickname and handle, lower case, for the team list's name search. The index keeps no
 * words and regenerating a creator costs tens of microseconds, so each one's names are kept once made (the
 * corpus never changes; at most its 100,000 creators, a few MB).
 */
export function sampleNameText(catalog: CreatorCatalog, id: string): string {
  let text = names.get(id);
  if (text === undefined) {
    const creator = catalog.creator(id);
    text = creator ? `${creator.nickname} ${creator.handle}`.toLowerCase() : '';
    names.set(id, text);
  }
  return text;
}
