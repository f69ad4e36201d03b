import type { Db } from '../../db/client.ts';
import type { Creator } from '../../kox/creator.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import type { CreatorQuery } from '../../kox/index/creator-query.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { creatorDto, teamEntryDto, teamOnlyCreatorDto } from './creator-dto.ts';
import { creatorQueryOf, type CreatorFilterInput } from './creator-filter.ts';
import { sampleNameText } from './sample-names.ts';
import { compareFigures, matchesQuery, sortValueOf, within, type ListFigures } from './team-list-order.ts';
import { teamListData, visibleListEntries, type ListEntry } from './team-list-cache.ts';
import type { ListedTeamOnlyCreator } from './team-only-creators.ts';
import { entriesByIds } from './team-queries.ts';

export type TeamListInput = CreatorFilterInput & { client_id?: string; tag?: string; q?: string };

type Item = { figures: ListFigures } & (
  { kind: 'sample'; creator: Creator } | { kind: 'team-only'; creator: ListedTeamOnlyCreator }
);

function sampleFigures(c: Creator, entry: ListEntry): ListFigures {
  return {
    id: c.id,
    platform: c.platform,
    language: c.language,
    country: c.country,
    followers: c.followers,
    avgViews: c.avgViews,
    avgEngagement: c.avgEngagement,
    engagementRate: c.followers > 0 ? (c.avgEngagement / c.followers) * 100 : 0,
    postsPerMonth: c.postsPerMonth,
    pricePerVideoUsd: entry.pricePerVideoUsd ?? c.pricePerVideoUsd,
    lastActiveAt: c.lastActiveAt,
    hasEmail: c.email !== null,
    topicText: '',
  };
}

function teamOnlyFigures(c: ListedTeamOnlyCreator, entry: ListEntry): ListFigures {
  return {
    id: c.id,
    platform: c.platform,
    language: null,
    country: c.country,
    followers: c.followers,
    avgViews: c.avgViews,
    avgEngagement: c.avgEngagement,
    engagementRate: c.followers && c.avgEngagement !== null ? (c.avgEngagement / c.followers) * 100 : null,
    postsPerMonth: c.postsPerMonth,
    pricePerVideoUsd: entry.pricePerVideoUsd,
    lastActiveAt: c.lastActiveAt,
    hasEmail: c.email !== null,
    topicText: [...c.hashtags, c.description].join(' ').toLowerCase(),
  };
}

const nameMatches = (text: string, q: string | undefined) => !q || text.includes(q.toLowerCase());

/**
 * The team's database in one order: sample creators the index filters and sorts (those the team priced itself
 * are filtered on the team's price, so they are sorted here), and the imported and collected ones filtered and
 * sorted here. Only the index's part is paged by the index; the rest is at most the team's 10,000 creators.
 */
export async function listTeamCreators(
  db: Db,
  catalog: CreatorCatalog,
  team: TeamContext,
  input: TeamListInput,
) {
  const query = creatorQueryOf(input, null);
  const data = await teamListData(db, team.id);
  const entries = visibleListEntries(data.entries, team, { clientId: input.client_id, tag: input.tag });
  const byId = new Map(entries.map((e) => [e.creatorId, e]));
  const byPrice: number[] = [];
  const byPublicPrice: number[] = [];
  for (const e of entries) {
    const position = catalog.positionOf(e.creatorId);
    if (position === null || (input.q && !nameMatches(sampleNameText(catalog, e.creatorId), input.q)))
      continue;
    (e.pricePerVideoUsd === null ? byPublicPrice : byPrice).push(position);
  }
  const compare = compareFigures(query.sort, query.order);
  const inMemory: Item[] = [
    ...(await teamPricedSample(catalog, query, byPrice, byId)),
    ...teamOnlyMatching(data.teamOnly, query, byId, input.q),
  ].sort((a, b) => compare(a.figures, b.figures));

  const { items, total } = await mergedPage(catalog, query, byPublicPrice, byId, inMemory);
  const full = await entriesByIds(
    db,
    team,
    items.map((item) => item.creator.id),
  );
  return {
    // An entry removed since the team's revision was read is left out of the page, not answered half.
    list: items.flatMap((item) => {
      const row = full.get(item.creator.id);
      if (!row) return [];
      const entry = teamEntryDto(row);
      const listed =
        item.kind === 'sample'
          ? { ...creatorDto(item.creator, true), origin: 'sample' as const, team: entry }
          : { ...teamOnlyCreatorDto(item.creator), team: entry };
      return [listed];
    }),
    total,
  };
}

/** Sample creators with the team's own price: every other filter by the index, the price by the team's. */
async function teamPricedSample(
  catalog: CreatorCatalog,
  query: CreatorQuery,
  positions: number[],
  byId: Map<string, ListEntry>,
): Promise<Item[]> {
  if (positions.length === 0) return [];
  const { creators } = await catalog.search({
    ...query,
    pricePerVideoUsd: null,
    within: positions,
    offset: 0,
    limit: positions.length,
  });
  return creators
    .map((creator) => ({
      kind: 'sample' as const,
      creator,
      figures: sampleFigures(creator, byId.get(creator.id)!),
    }))
    .filter((item) => within(item.figures.pricePerVideoUsd, query.pricePerVideoUsd));
}

function teamOnlyMatching(
  creators: ListedTeamOnlyCreator[],
  query: CreatorQuery,
  byId: Map<string, ListEntry>,
  q: string | undefined,
): Item[] {
  return creators.flatMap((creator) => {
    const entry = byId.get(creator.id);
    if (!entry || !nameMatches(`${creator.nickname} ${creator.handle}`.toLowerCase(), q)) return [];
    const figures = teamOnlyFigures(creator, entry);
    return matchesQuery(figures, query) ? [{ kind: 'team-only' as const, creator, figures }] : [];
  });
}

/**
 * The page of the index's part and the in-memory part merged. The index is asked only for the window that can
 * reach the page: its creators ranked before `offset − inMemory.length` are before the page whatever the rest.
 * Ties go to the index's creator, so each creator has one place across pages.
 */
async function mergedPage(
  catalog: CreatorCatalog,
  query: CreatorQuery,
  positions: number[],
  byId: Map<string, ListEntry>,
  inMemory: Item[],
): Promise<{ items: Item[]; total: number }> {
  const { offset, limit } = query;
  if (positions.length === 0)
    return { items: inMemory.slice(offset, offset + limit), total: inMemory.length };
  const from = Math.max(0, offset - inMemory.length);
  const window = await catalog.search({
    ...query,
    within: positions,
    offset: from,
    limit: offset + limit - from,
  });
  const indexed: Item[] = window.creators.map((creator) => ({
    kind: 'sample',
    creator,
    figures: sampleFigures(creator, byId.get(creator.id)!),
  }));
  const before = (m: Item, x: Item) => {
    const a = sortValueOf(m.figures, query.sort);
    const b = sortValueOf(x.figures, query.sort)!;
    return a !== null && (query.order === 'asc' ? a < b : a > b);
  };
  let rest = inMemory;
  let start = 0;
  if (from > 0) {
    const first = indexed[0];
    const skipped = first ? inMemory.findIndex((m) => !before(m, first)) : inMemory.length;
    const ahead = skipped === -1 ? inMemory.length : skipped;
    rest = inMemory.slice(ahead);
    start = from + ahead;
  }
  const merged: Item[] = [];
  let i = 0;
  let j = 0;
  while (i < indexed.length || j < rest.length) {
    if (j < rest.length && (i >= indexed.length || before(rest[j]!, indexed[i]!))) merged.push(rest[j++]!);
    else merged.push(indexed[i++]!);
  }
  return {
    items: merged.slice(offset - start, offset - start + limit),
    total: window.total + inMemory.length,
  };
}
