import { desc } from 'drizzle-orm';
import type { AdPlatform } from '../../../src/lib/ads/ad-values.ts';
import type { AD_SAMPLE_PLATFORMS } from '../../../src/tools/create-ad-dashboard/contract.ts';
import { SAMPLE_ACCOUNT_BINDINGS } from '../../ads/sources/sample/sample-source.ts';
import { adDatasets } from '../../db/schema/index.ts';
import { addAccount } from '../../domains/ads/account-service.ts';
import { findDataset, visibleDatasets, type AdDatasetRow } from '../../domains/ads/dataset-queries.ts';
import type { TeamCaller } from '../../domains/dashboard/team-scope.ts';
import type { ToolContext } from '../tool-executor.ts';
import { toolError } from '../tool-messages.ts';

type SamplePlatform = (typeof AD_SAMPLE_PLATFORMS)[number];

/** What the request names as the dashboard's data. */
export interface AskedSources {
  dataset_ids?: string[] | undefined;
  dataset_names?: string[] | undefined;
  sample_accounts?: SamplePlatform[] | undefined;
  platform?: AdPlatform | undefined;
}

export type ResolvedSources =
  | { kind: 'datasets'; datasets: AdDatasetRow[]; boundSamples: SamplePlatform[] }
  | { kind: 'choose'; candidates: AdDatasetRow[]; samples: SamplePlatform[]; unmatched: string[] };

const SAMPLE_ACCOUNT_OF: Record<SamplePlatform, string> = Object.fromEntries(
  SAMPLE_ACCOUNT_BINDINGS.map((b) => [b.platform, b.accountId]),
) as Record<SamplePlatform, string>;
const SAMPLE_PLATFORMS = Object.keys(SAMPLE_ACCOUNT_OF) as SamplePlatform[];

/** Data a dashboard can read: anything but a dataset whose only read failed. */
const usable = (d: AdDatasetRow) => !(d.state === 'failed' && d.rowCount === 0);
const isSampleOf = (d: AdDatasetRow, platform: SamplePlatform) =>
  d.kind === 'sample' && d.platform === platform && d.accountId === SAMPLE_ACCOUNT_OF[platform];
const key = (name: string) => name.normalize('NFKC').trim().toLowerCase();

/** The team's datasets the caller sees, newest first. */
async function visible(ctx: ToolContext, caller: TeamCaller): Promise<AdDatasetRow[]> {
  return ctx.deps.db
    .select()
    .from(adDatasets)
    .where(visibleDatasets(caller.team))
    .orderBy(desc(adDatasets.createdAt), adDatasets.id);
}

/** A dataset by the name the user gave: the one so named, else the one whose name holds it; several: ambiguous. */
function byName(all: readonly AdDatasetRow[], name: string): AdDatasetRow[] {
  const exact = all.filter((d) => key(d.name) === key(name));
  return exact.length ? exact : all.filter((d) => key(d.name).includes(key(name)));
}

/**
 * The datasets a chat request means (docs/ads.md "Chat tools"): by id; by name; the sample accounts (bound to
 * the team under `clientId` first when they are not); or, when it names none, the one dataset it can mean. Any
 * doubt (a name that matches none or several, several datasets and none named) is a choice to offer, never a
 * guess.
 */
export async function resolveAdSources(
  ctx: ToolContext,
  caller: TeamCaller,
  asked: AskedSources,
  clientId: string | null,
): Promise<ResolvedSources> {
  const all = await visible(ctx, caller);
  const ofPlatform = (d: AdDatasetRow) => !asked.platform || d.platform === asked.platform;
  const pool = all.filter(usable).filter(ofPlatform);
  const unbound = SAMPLE_PLATFORMS.filter(
    (p) => (!asked.platform || asked.platform === p) && !all.some((d) => isSampleOf(d, p)),
  );
  const chosen: AdDatasetRow[] = [];
  const unmatched: string[] = [];
  let ambiguous: AdDatasetRow[] = [];
  for (const id of asked.dataset_ids ?? []) {
    const found = all.find((d) => d.id === id);
    if (!found) throw toolError('NOT_FOUND', 'adDataIdNotFound', ctx.locale);
    chosen.push(found);
  }
  for (const name of asked.dataset_names ?? []) {
    const found = byName(all, name);
    if (found.length === 1) chosen.push(found[0]!);
    else if (found.length === 0) unmatched.push(name);
    else ambiguous = [...ambiguous, ...found];
  }
  if (unmatched.length || ambiguous.length)
    return {
      kind: 'choose',
      candidates: ambiguous.length ? ambiguous : pool,
      samples: ambiguous.length ? [] : unbound,
      unmatched,
    };
  const boundSamples: SamplePlatform[] = [];
  for (const platform of asked.sample_accounts ?? []) {
    const bound = all.find((d) => isSampleOf(d, platform));
    if (bound) {
      chosen.push(bound);
      continue;
    }
    const view = await addAccount(ctx.deps, ctx.user, caller.team, {
      platform,
      account_id: SAMPLE_ACCOUNT_OF[platform],
      client_id: clientId,
    });
    const dataset = await findDataset(ctx.deps.db, view.dataset_id);
    if (dataset) chosen.push(dataset);
    boundSamples.push(platform);
  }
  if (chosen.length)
    return { kind: 'datasets', datasets: [...new Map(chosen.map((d) => [d.id, d])).values()], boundSamples };
  if (pool.length === 1) return { kind: 'datasets', datasets: pool, boundSamples };
  return { kind: 'choose', candidates: pool, samples: unbound, unmatched };
}
