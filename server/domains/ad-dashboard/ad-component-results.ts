import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AdComponentOptions, AdScope } from '../../../src/lib/report-components/ad-results.ts';
import { adResultSchemas, computeAdComponents, isAdApiKey } from '../../analytics/ad-components/registry.ts';
import type { StoreReader } from '../../analytics/components/store-reader.ts';
import type { AskModel } from '../../ai/text-analytics/model-ask.ts';
import { errorSummary } from '../../lib/error-for-log.ts';
import { validated, type ComponentOutcome } from '../dashboard/component-results.ts';
import { failureCodeOf } from '../dashboard/failure-code.ts';
import { adOptionsOf } from './component-settings.ts';

interface Placed {
  id: string;
  apiKey: string;
  settings: Record<string, unknown>;
}

const WITH_OPTIONS = new Set(['db_ad_custom_multi_dimensional_data', 'db_ad_data_detail']);

function failed(err: unknown): ComponentOutcome {
  return { ok: false, code: failureCodeOf(err, 'analysis_failed'), detail: errorSummary(err) };
}

function unsupported(apiKey: string): ComponentOutcome {
  return {
    ok: false,
    code: 'unsupported_component',
    detail: `"${apiKey}" is not an AD component: an ad dashboard computes AD components only.`,
  };
}

/**
 * One group's keys computed together (their scans shared); when that throws, each key alone, so the failure
 * lands on the component that caused it.
 */
async function computeGroup(
  store: StoreReader,
  scope: AdScope,
  group: readonly Placed[],
  ask: AskModel | undefined,
  detailPage: number | undefined,
  asked: AdComponentOptions = {},
): Promise<Map<string, ComponentOutcome>> {
  const outcomes = new Map<string, ComponentOutcome>();
  const first = group[0];
  if (!first) return outcomes;
  // A group holds at most one pivot and one detail (groupsOf), so their options do not meet.
  const options: AdComponentOptions = Object.assign(
    {},
    ...group.map((c) => adOptionsOf(c.apiKey, c.settings, detailPage, asked)),
  );
  const keys = [...new Set(group.map((c) => c.apiKey))] as Parameters<typeof computeAdComponents>[2];
  try {
    const computed = await computeAdComponents(store, scope, keys, options, { ask });
    for (const c of group) {
      const key = c.apiKey as keyof typeof computed;
      outcomes.set(c.id, await validated(c.apiKey, adResultSchemas[key], computed[key]));
      // A turn between two schema checks: all of a dashboard's in one go held the event loop for 40–50 ms.
      await nextTurn();
    }
  } catch (err) {
    if (group.length === 1) {
      outcomes.set(first.id, failed(err));
      return outcomes;
    }
    for (const c of group) {
      const [one] = (await computeGroup(store, scope, [c], ask, detailPage, asked)).values();
      outcomes.set(c.id, one!);
    }
  }
  return outcomes;
}

/**
 * The calls that compute the components, each with one set of shared scans: the plain db_ad_* ones with the
 * first pivot and the first detail, and the analyses too when no model words them (the built-in writer reads the
 * same scans); every further pivot or detail alone with its own settings, and with a model each analysis alone,
 * last, so the model sees one request at once. One call instead of one per group keeps a live computation of a
 * whole dashboard to the scans of one (bench/ad-server.bench.ts).
 */
function groupsOf(known: readonly Placed[], withModel: boolean): { group: Placed[]; model: boolean }[] {
  const shared: Placed[] = [];
  const ownSettings: Placed[][] = [];
  const analyses: Placed[][] = [];
  const withOptions = new Set<string>();
  for (const c of known) {
    if (c.apiKey.startsWith('llm_') && withModel) analyses.push([c]);
    else if (!WITH_OPTIONS.has(c.apiKey)) shared.push(c);
    else if (withOptions.has(c.apiKey)) ownSettings.push([c]);
    else {
      withOptions.add(c.apiKey);
      shared.push(c);
    }
  }
  return [
    ...[shared, ...ownSettings].map((group) => ({ group, model: false })),
    ...analyses.map((group) => ({ group, model: true })),
  ];
}

/**
 * Computes an AD dashboard's components over `scope`, keyed by component id; never throws. Grouped as
 * groupsOf says; without `ask` the built-in writer words the analyses.
 */
export async function computePlacedAdComponents(
  store: StoreReader,
  scope: AdScope,
  components: readonly Placed[],
  opts: { ask?: AskModel; detailPage?: number; options?: AdComponentOptions } = {},
  onOutcome: (componentId: string, outcome: ComponentOutcome) => Promise<void> = async () => {},
): Promise<Map<string, ComponentOutcome>> {
  const all = new Map<string, ComponentOutcome>();
  const report = async (id: string, outcome: ComponentOutcome) => {
    all.set(id, outcome);
    await onOutcome(id, outcome);
  };
  const known = components.filter((c) => isAdApiKey(c.apiKey));
  for (const c of components) if (!isAdApiKey(c.apiKey)) await report(c.id, unsupported(c.apiKey));
  for (const { group, model } of groupsOf(known, opts.ask !== undefined))
    for (const [id, outcome] of await computeGroup(
      store,
      scope,
      group,
      model ? opts.ask : undefined,
      opts.detailPage,
      opts.options,
    ))
      await report(id, outcome);
  return all;
}
