import { createHash } from 'node:crypto';

/**
 * Ids for exports that carry only names: the same names give the same id in every file, so re-uploading a
 * period or uploading the next month continues the same campaign, ad set and ad. An ad set's id hashes its
 * campaign's name with its own, an ad's its campaign's, ad set's and own (two ads of one name in one ad set
 * become one ad, as the export cannot tell them apart either).
 */
export class StableIds {
  private readonly cache = new Map<string, string>();

  constructor(private readonly platform: string) {}

  of(...names: string[]): string {
    const key = names.join('\u0000');
    let id = this.cache.get(key);
    if (id === undefined) {
      id = `name-${createHash('sha256').update(`${this.platform}\u0000${key}`).digest('hex').slice(0, 20)}`;
      this.cache.set(key, id);
    }
    return id;
  }
}
