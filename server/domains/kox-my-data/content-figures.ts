import { and, count, gte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { myDataSchema } from '../../../src/lib/api/endpoints/kox-my-data.ts';
import type { MyDataPeriod } from '../../../src/lib/kox-my-data-values.ts';
import type { Db } from '../../db/client.ts';
import { koxContents } from '../../db/schema/index.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { costPerView, visibleContent } from '../kox-imports/content-service.ts';

type MyData = z.input<typeof myDataSchema>;
type Figures = Omit<MyData['totals'], 'creators' | 'monitored'>;

interface Sums {
  contents: number;
  deals: number;
  spend: number;
  views: number;
  dealViews: number;
}

const DAY_MS = 86_400_000;

const sinceOf = (period: MyDataPeriod): SQL | undefined =>
  period === 'all' ? undefined : gte(koxContents.createdAt, new Date(Date.now() - Number(period) * DAY_MS));

const empty = (): Sums => ({ contents: 0, deals: 0, spend: 0, views: 0, dealViews: 0 });

function add(into: Sums, row: Sums): void {
  into.contents += row.contents;
  into.deals += row.deals;
  into.spend += row.spend;
  into.views += row.views;
  into.dealViews += row.dealViews;
}

/** What deals cost per view: the spend over the views of the deals (not of all content). */
function figuresOf(sums: Sums): Figures {
  const cost = costPerView(sums.spend, sums.dealViews);
  return {
    contents: sums.contents,
    deals: sums.deals,
    spend_usd: Math.round(sums.spend * 100) / 100,
    views: sums.views,
    ...cost,
  };
}

function sliced<K extends string>(rows: (Sums & Record<'key', K>)[]): [K, Figures][] {
  const slices = new Map<K, Sums>();
  for (const row of rows) {
    const slice = slices.get(row.key) ?? empty();
    slices.set(row.key, slice);
    add(slice, row);
  }
  return [...slices].map(([key, sums]) => [key, figuresOf(sums)]);
}

/**
 * The content figures of My Data in one grouped query (platform × cooperation type × month): the caller's
 * visible content of the period, summed here into totals and the three slices.
 */
export async function contentFigures(db: Db, team: TeamContext, period: MyDataPeriod) {
  const month = sql<string>`to_char(${koxContents.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const { over, ...slices } = await slicedContent(db, and(visibleContent(db, team), sinceOf(period)), month);
  return { ...slices, monthly: over.map(([month, f]) => ({ month, ...f })) };
}

/**
 * Content figures in one grouped query (platform × cooperation type × `over`, a period key such as the month):
 * totals, by cooperation type, by platform and over the periods (oldest first). Also a project's performance.
 */
export async function slicedContent(db: Db, where: SQL | undefined, over: SQL<string>) {
  const rows = await db
    .select({
      platform: koxContents.platform,
      cooperation: koxContents.cooperationType,
      period: over,
      contents: count(),
      deals: sql`count(*) filter (where ${koxContents.deal})`.mapWith(Number),
      spend: sql`coalesce(sum(${koxContents.priceUsd}) filter (where ${koxContents.deal}), 0)`.mapWith(
        Number,
      ),
      views: sql`coalesce(sum(${koxContents.views}), 0)`.mapWith(Number),
      dealViews: sql`coalesce(sum(${koxContents.views}) filter (where ${koxContents.deal}), 0)`.mapWith(
        Number,
      ),
    })
    .from(koxContents)
    .where(where)
    .groupBy(sql`1`, sql`2`, sql`3`);

  const total = empty();
  for (const row of rows) add(total, row);
  return {
    totals: figuresOf(total),
    by_cooperation: sliced(rows.map((r) => ({ ...r, key: r.cooperation }))).map(([cooperation_type, f]) => ({
      cooperation_type,
      ...f,
    })),
    by_platform: sliced(rows.map((r) => ({ ...r, key: r.platform }))).map(([platform, f]) => ({
      platform,
      ...f,
    })),
    over: sliced(rows.map((r) => ({ ...r, key: r.period }))).sort(([a], [b]) => a.localeCompare(b)),
  };
}
