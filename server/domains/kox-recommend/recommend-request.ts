import { and, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { recommendCreateInput } from '../../../src/lib/api/endpoints.ts';
import { KOX_BRIEF_FIELDS } from '../../../src/lib/kox-recommend-values.ts';
import type { Db } from '../../db/client.ts';
import { koxTeamCreators } from '../../db/schema/index.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import type { RecommendQuery } from '../../kox/recommend/recommend-query.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { creatorQueryOf, type CreatorFilterInput } from '../kox/creator-filter.ts';
import { visibleEntries } from '../kox/team-queries.ts';

export type RecommendRequest = Omit<z.output<typeof recommendCreateInput>, 'app_name'>;

/** The brief's words: the free text and every filled field of the brief form. */
export const briefTextOf = (r: RecommendRequest) =>
  [r.brief_text, ...KOX_BRIEF_FIELDS.map((f) => r.brief?.[f])].filter(Boolean).join('\n');

/** The list's filter rules over the form's filters; a range error names its field under `filters.`. */
function hardFilter(r: RecommendRequest, now: number): RecommendQuery['filter'] {
  const input = {
    ...r.filters,
    sort: 'followers',
    order: 'desc',
    page: 1,
    page_size: 1,
  } as CreatorFilterInput;
  try {
    const { sort: _s, order: _o, offset: _f, limit: _l, ...filter } = creatorQueryOf(input, null, now);
    return filter;
  } catch (error) {
    if (error instanceof AppError && error.issues)
      throw new AppError(
        error.code,
        error.message,
        error.issues.map((i) => ({ ...i, path: `filters.${i.path}` })),
      );
    throw error;
  }
}

const filtersAnything = (f: RecommendQuery['filter']) =>
  Object.entries(f).some(([key, value]) =>
    key === 'now' || key === 'within' ? false : Array.isArray(value) ? value.length > 0 : value !== null,
  );

/** Checks a request as it will run (10240 when it asks for nothing; an unknown creator is 10205). */
export function checkRequest(catalog: CreatorCatalog, r: RecommendRequest): void {
  const filter = hardFilter(r, Date.now());
  if (r.similar_to !== undefined && catalog.positionOf(r.similar_to) === null)
    throw new AppError('NOT_FOUND', 'Creator not found.');
  const target = r.target ?? {};
  const asks =
    briefTextOf(r).trim() !== '' ||
    r.similar_to !== undefined ||
    target.gender !== undefined ||
    target.age !== undefined ||
    (target.countries?.length ?? 0) > 0 ||
    filtersAnything(filter);
  if (!asks)
    throw new AppError('KOX_RECOMMEND_EMPTY', undefined, [
      { path: 'brief_text', message: 'Describe the brief or choose at least one requirement.' },
    ]);
}

/** The team's own video prices by position, as far as the caller sees them: the worker takes their median CPM. */
export async function teamVideoPrices(
  db: Db,
  catalog: CreatorCatalog,
  team: TeamContext,
): Promise<[number, number][]> {
  const rows = await db
    .select({ creatorId: koxTeamCreators.creatorId, price: koxTeamCreators.pricePerVideoUsd })
    .from(koxTeamCreators)
    .where(and(visibleEntries(team), isNotNull(koxTeamCreators.pricePerVideoUsd)));
  return rows.flatMap((row) => {
    const position = catalog.positionOf(row.creatorId);
    return position === null ? [] : [[position, Number(row.price)] as [number, number]];
  });
}

export function recommendQueryOf(
  r: RecommendRequest,
  teamPrices: [number, number][],
  catalog: CreatorCatalog,
): RecommendQuery {
  return {
    filter: hardFilter(r, Date.now()),
    brief: briefTextOf(r),
    audience: {
      gender: r.target?.gender ?? null,
      age: r.target?.age ?? null,
      countries: r.target?.countries ?? [],
    },
    similarTo: r.similar_to === undefined ? null : catalog.positionOf(r.similar_to),
    teamVideoPrices: teamPrices,
    count: r.count,
  };
}
