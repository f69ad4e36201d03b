import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { AD_DATASET_NAME_MAX } from '../../../src/lib/ads/ad-dataset-values.ts';
import type { AdPlatform, TagDimension } from '../../../src/lib/ads/ad-values.ts';
import type { AdAccountDescription } from '../../ads/sources/ad-source.ts';
import { AdSourceError } from '../../ads/sources/ad-source-error.ts';
import type { AdSources } from '../../ads/sources/create-ad-source.ts';
import { assertReadable, convertibleCurrency } from '../../ads/sources/readable-account.ts';
import { SAMPLE_ACCOUNT_BINDINGS } from '../../ads/sources/sample/sample-source.ts';
import { sampleTagRules } from '../../ads/sources/sample/sample-tag-rules.ts';
import type { Db } from '../../db/client.ts';
import { adDatasets, adTagRules } from '../../db/schema/index.ts';
import type { AppDeps, AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { fileUnder } from '../kox/team-service.ts';
import { enqueueSync } from './ad-job-queue.ts';
import { datasetView, deleteDatasetWithFacts } from './data-service.ts';
import { updateDataset, visibleDataset } from './dataset-queries.ts';
import { sealToken } from './dataset-token.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'adSources'>;
const ACCOUNT_KINDS = ['account', 'sample'] as const;

export function descriptionDto(d: AdAccountDescription) {
  return {
    platform: d.platform,
    account_id: d.accountId,
    name: d.name,
    currency: d.currency,
    time_zone: d.timeZone,
    status: d.status,
    platform_status: d.platformStatus,
    sample: d.sample,
  };
}

/** The two sample accounts, as their source describes them, and the team's dataset of each already bound. */
export async function sampleAccounts(deps: Deps, team: TeamContext) {
  const list = await Promise.all(
    SAMPLE_ACCOUNT_BINDINGS.map(async (b) => ({
      ...descriptionDto(await deps.adSources.sourceFor(b).describeAccount(b)),
      bound_dataset_id: await boundDatasetId(deps.db, team, b.platform, b.accountId),
    })),
  );
  return { list };
}

/** The account as its platform describes it; a refusal is its 10420–10428, a missing token 10446. */
async function describe(
  sources: AdSources,
  input: { platform: AdPlatform; account_id: string; token?: string | undefined },
): Promise<AdAccountDescription> {
  const binding = { platform: input.platform, accountId: input.account_id, token: input.token ?? '' };
  try {
    const source = sources.sourceFor(binding);
    if (!source.sample && !binding.token)
      throw new AppError('AD_TOKEN_REQUIRED', undefined, [{ path: 'token', message: 'Required' }]);
    return await source.describeAccount(binding);
  } catch (error) {
    if (error instanceof AdSourceError) throw error.toAppError();
    throw error;
  }
}

/** A readable account in a currency the studio converts, or its 10423 / 10427. */
function bindable(account: AdAccountDescription): AdAccountDescription {
  try {
    assertReadable(account);
    convertibleCurrency(account.currency, `${account.platform} account ${account.accountId}`);
    return account;
  } catch (error) {
    if (error instanceof AdSourceError) throw error.toAppError();
    throw error;
  }
}

async function boundDatasetId(db: Db, team: TeamContext, platform: AdPlatform, accountId: string) {
  const [row] = await db
    .select({ id: adDatasets.id })
    .from(adDatasets)
    .where(
      and(
        eq(adDatasets.teamId, team.id),
        eq(adDatasets.platform, platform),
        eq(adDatasets.accountId, accountId),
        inArray(adDatasets.kind, [...ACCOUNT_KINDS]),
      ),
    );
  return row?.id ?? null;
}

export async function checkAccount(
  deps: Deps,
  team: TeamContext,
  input: { platform: AdPlatform; account_id: string; token?: string | undefined },
) {
  const account = await describe(deps.adSources, input);
  return {
    account: descriptionDto(account),
    bound_dataset_id: await boundDatasetId(deps.db, team, account.platform, account.accountId),
  };
}

/** The platform's name as a dataset name: one line, at most AD_DATASET_NAME_MAX characters. */
const nameOf = (account: AdAccountDescription) =>
  account.name
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, AD_DATASET_NAME_MAX) || account.accountId;

/** PostgreSQL's unique violation: another request bound the same account between the check and the insert. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Binds an account after reading it through its platform (a sample account needs no token): the token sealed,
 * the dataset `syncing`, its first sync queued in the same transaction. One binding per account and team.
 */
export async function addAccount(
  deps: Deps,
  user: AuthUser,
  team: TeamContext,
  input: {
    platform: AdPlatform;
    account_id: string;
    token?: string | undefined;
    name?: string | undefined;
    client_id?: string | null | undefined;
    monthly_budget_usd?: number | null | undefined;
  },
) {
  const account = bindable(await describe(deps.adSources, input));
  const clientId = await fileUnder(deps.db, team, input.client_id);
  if (await boundDatasetId(deps.db, team, account.platform, account.accountId))
    throw new AppError('AD_ACCOUNT_TAKEN');
  const id = randomUUID();
  const sealed = account.sample
    ? { tokenSealed: null, secretKeyId: null }
    : await sealToken(deps.config, id, input.token!);
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(adDatasets).values({
        id,
        teamId: team.id,
        clientId,
        kind: account.sample ? 'sample' : 'account',
        platform: account.platform,
        name: input.name ?? nameOf(account),
        accountId: account.accountId,
        currency: account.currency,
        timeZone: account.timeZone,
        monthlyBudgetUsd: input.monthly_budget_usd ?? null,
        ...sealed,
        state: 'syncing',
        phase: 'reading',
        createdBy: user.id,
      });
      if (account.sample)
        await tx.insert(adTagRules).values(
          Object.entries(sampleTagRules(account.platform)).map(([dimension, rules]) => ({
            datasetId: id,
            dimension: dimension as TagDimension,
            rules,
            updatedBy: user.id,
          })),
        );
      await enqueueSync(tx, { id, teamId: team.id });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('AD_ACCOUNT_TAKEN');
    throw error;
  }
  return datasetView(deps, team, id);
}

/**
 * Renames a bound account, files it under another client, or gives it a new token: read through the platform
 * first (it must still read this account), sealed, and a sync queued unless one is running.
 */
export async function updateAccount(
  deps: Deps,
  team: TeamContext,
  input: {
    dataset_id: string;
    token?: string | undefined;
    name?: string | undefined;
    client_id?: string | null | undefined;
  },
) {
  const { dataset } = await visibleDataset(deps.db, team, input.dataset_id, ACCOUNT_KINDS);
  const set: Partial<typeof adDatasets.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.client_id !== undefined) set.clientId = await fileUnder(deps.db, team, input.client_id);
  const newToken = input.token !== undefined && dataset.kind === 'account' && dataset.platform;
  if (newToken) {
    bindable(
      await describe(deps.adSources, {
        platform: dataset.platform!,
        account_id: dataset.accountId ?? '',
        token: input.token,
      }),
    );
    Object.assign(set, await sealToken(deps.config, dataset.id, input.token!));
  }
  await deps.db.transaction(async (tx) => {
    await updateDataset(tx, dataset.id, set);
    if (newToken) await queueSync(tx, dataset);
  });
  return datasetView(deps, team, dataset.id);
}

/** Marks the dataset syncing and queues its sync, unless a sync is already under way (then nothing). */
async function queueSync(tx: Db, dataset: { id: string; teamId: string }): Promise<void> {
  const started = await tx
    .update(adDatasets)
    .set({ state: 'syncing', phase: 'reading', progress: 0, nextSyncAt: null, updatedAt: new Date() })
    .where(and(eq(adDatasets.id, dataset.id), ne(adDatasets.state, 'syncing')))
    .returning({ id: adDatasets.id });
  if (started.length) await enqueueSync(tx, dataset);
}

/** Sync now, or again after a failure; a sync already running is left to finish. */
export async function syncAccount(deps: Deps, team: TeamContext, datasetId: string) {
  const { dataset } = await visibleDataset(deps.db, team, datasetId, ACCOUNT_KINDS);
  await deps.db.transaction((tx) => queueSync(tx, dataset));
  return datasetView(deps, team, dataset.id);
}

export async function deleteAccount(deps: Deps, team: TeamContext, datasetId: string) {
  const view = await visibleDataset(deps.db, team, datasetId, ACCOUNT_KINDS);
  await deleteDatasetWithFacts(deps.db, view.dataset);
  return { deleted: 1 };
}
