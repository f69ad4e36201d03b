import type { AdComponentOptions, AdScope } from '../../../src/lib/report-components/ad-results.ts';
import { adResultSchemas, computeAdComponents, isAdApiKey } from '../../analytics/ad-components/registry.ts';
import type { StoreReader } from '../../analytics/components/store-reader.ts';
import type { AskModel } from '../../ai/text-analytics/model-ask.ts';
import { errorSummary } from '../../lib/error-for-log.ts';
import type { ComponentOutcome } from '../dashboard/component-results.ts';
import { failureCodeOf } from '../dashboard/failure-code.ts';
import { adOptionsOf } from './component-settings.ts';

interface Placed {
  id: string;
  apiKey: string;
  settings: Record<string, unknown>;
}

const WITH_OPTIONS = new Set(['db_ad_custom_multi_dimensional_data', 'db_ad_data_detail']);

function validated(apiKey: string, result: unknown): ComponentOutcome {
  const schema = adResultSchemas[apiKey as keyof typeof adResultSchemas];
  const parsed = schema.safeParse(result);
  if (parsed.success) return { ok: true, result: parsed.data };
  const detail = parsed.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(result)'}: ${i.message}`)
    .join('; ');
  return {
    ok: false,
    code: 'invalid_result',
    detail: `The result of ${apiKey} does not match its schema (${detail}).`,
  };
}

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
  const options = adOptionsOf(first.apiKey, first.settings, detailPage, asked);
  const keys = [...new Set(group.map((c) => c.apiKey))] as Parameters<typeof computeAdComponents>[2];
  try {
    const computed = await computeAdComponents(store, scope, keys, options, { ask });
    for (const c of group)
      outcomes.set(c.id, validated(c.apiKey, computed[c.apiKey as keyof typeof computed]));
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
 * Computes an AD dashboard's components over `scope`, keyed by component id; never throws. The plain db_ad_*
 * components together (one set of shared scans), each pivot or detail with its own settings, then the
 * llm_ad_* analyses one at a time, so a configured model (`ask`) sees one request at once; without `ask` the
 * built-in writer words them.
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
  const isLlm = (c: Placed) => c.apiKey.startsWith('llm_');
  const plain = known.filter((c) => !isLlm(c) && !WITH_OPTIONS.has(c.apiKey));
  const groups = [plain, ...known.filter((c) => WITH_OPTIONS.has(c.apiKey)).map((c) => [c])];
  for (const group of groups)
    for (const [id, outcome] of await computeGroup(
      store,
      scope,
      group,
      undefined,
      opts.detailPage,
      opts.options,
    ))
      await report(id, outcome);
  for (const c of known.filter(isLlm))
    for (const [id, outcome] of await computeGroup(store, scope, [c], opts.ask, undefined))
      await report(id, outcome);
  return all;
}
