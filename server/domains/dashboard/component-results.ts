import { z } from 'zod';
import { COMPONENTS, computeComponents, isDbApiKey } from '../../analytics/components/registry.ts';
import type { DbApiKey } from '../../../src/lib/report-components/results.ts';
import { isLlmApiKey, llmComponents } from '../../analytics/components/llm/registry.ts';
import type { LlmScope } from '../../analytics/components/llm/llm-scope.ts';
import type { ComponentScope } from '../../analytics/components/scope.ts';
import type { StoreReader } from '../../analytics/components/store-reader.ts';
import type { TextAnalyticsProvider } from '../../ai/text-analytics/text-analytics-provider.ts';
import type { FailureCode } from '../../../src/lib/api/endpoints.ts';
import { errorSummary } from '../../lib/error-for-log.ts';
import { parseInSlices } from '../../lib/parse-in-slices.ts';
import { failureCodeOf } from './failure-code.ts';

/** A failure carries the code users see and the detail for the log. */
export type ComponentOutcome =
  { ok: true; result: unknown } | { ok: false; code: FailureCode; detail: string };

export interface AnalysisDeps {
  store: StoreReader;
  textAnalytics: TextAnalyticsProvider;
}

/** One dashboard's scope for the analysis: its subjects in builder order, with their names for the summaries. */
export interface AnalysisScope extends ComponentScope {
  subjectNames: Record<string, string>;
}

/** The component setting that holds llm_video_custom_category's tag rules (spec §5 format, one group a line). */
export const CUSTOM_RULES_SETTING = 'rules';

function thrown(err: unknown): ComponentOutcome {
  return { ok: false, code: failureCodeOf(err, 'analysis_failed'), detail: errorSummary(err) };
}

export function unsupportedComponent(apiKey: string): ComponentOutcome {
  return apiKey.startsWith('db_ad_')
    ? {
        ok: false,
        code: 'ad_data_unavailable',
        detail: `"${apiKey}" is an ad (AD) component: it is computed on ad dashboards only.`,
      }
    : { ok: false, code: 'unsupported_component', detail: `"${apiKey}" is not a known report component.` };
}

/**
 * A result that does not match its schema is a failure of that component, not data to show. Checked in slices
 * (parse-in-slices.ts): under load, checking a long result (a year of daily ad values) in one go held a turn for
 * up to 10–14 ms.
 */
export async function validated(
  apiKey: string,
  schema: z.ZodType,
  result: unknown,
): Promise<ComponentOutcome> {
  try {
    return { ok: true, result: await parseInSlices(schema, result) };
  } catch (err) {
    if (!(err instanceof z.ZodError)) throw err;
    const detail = err.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.') || '(result)'}: ${i.message}`)
      .join('; ');
    return {
      ok: false,
      code: 'invalid_result',
      detail: `The result of ${apiKey} does not match its schema (${detail}).`,
    };
  }
}

async function computeDbOne(store: StoreReader, scope: ComponentScope, apiKey: DbApiKey) {
  try {
    const computed = await computeComponents(store, scope, [apiKey]);
    return await validated(apiKey, COMPONENTS[apiKey].resultSchema, computed[apiKey]);
  } catch (err) {
    return thrown(err);
  }
}

/**
 * db_* components of one scope, keyed by api_key. They are computed together, so the scans they share run once;
 * only when that throws are they computed one by one, so the failure lands on the component that caused it.
 */
export async function computeDbComponents(
  store: StoreReader,
  scope: ComponentScope,
  apiKeys: readonly string[],
): Promise<Map<string, ComponentOutcome>> {
  const outcomes = new Map<string, ComponentOutcome>();
  const known = [...new Set(apiKeys.filter(isDbApiKey))];
  for (const key of apiKeys) if (!isDbApiKey(key)) outcomes.set(key, unsupportedComponent(key));
  if (!known.length) return outcomes;
  try {
    const computed = await computeComponents(store, scope, known);
    for (const key of known)
      outcomes.set(key, await validated(key, COMPONENTS[key].resultSchema, computed[key]));
  } catch {
    const single = await Promise.all(known.map((key) => computeDbOne(store, scope, key)));
    known.forEach((key, i) => outcomes.set(key, single[i]!));
  }
  return outcomes;
}

export async function computeLlmComponent(
  deps: AnalysisDeps,
  scope: AnalysisScope,
  apiKey: string,
  settings: Record<string, unknown>,
): Promise<ComponentOutcome> {
  if (!isLlmApiKey(apiKey)) return unsupportedComponent(apiKey);
  const rules = settings[CUSTOM_RULES_SETTING];
  const llmScope: LlmScope = {
    ...scope,
    ...(apiKey === 'llm_video_custom_category' && typeof rules === 'string' ? { customRules: rules } : {}),
  };
  try {
    const entry = llmComponents[apiKey];
    const result = await entry.compute({ store: deps.store, textAnalytics: deps.textAnalytics }, llmScope);
    return await validated(apiKey, entry.resultSchema, result);
  } catch (err) {
    return thrown(err);
  }
}

/**
 * Computes placed components of one dashboard, keyed by component id; never throws: a failure comes back with
 * its reason. db_* together first, then llm_* one at a time, so a configured model sees one request at once.
 */
export async function computePlacedComponents(
  deps: AnalysisDeps,
  scope: AnalysisScope,
  components: readonly { id: string; apiKey: string; settings: Record<string, unknown> }[],
  onOutcome: (componentId: string, outcome: ComponentOutcome) => Promise<void>,
): Promise<void> {
  const isLlm = (c: { apiKey: string }) => c.apiKey.startsWith('llm_');
  const dbComponents = components.filter((c) => !isLlm(c));
  const dbOutcomes = await computeDbComponents(
    deps.store,
    scope,
    dbComponents.map((c) => c.apiKey),
  );
  for (const c of dbComponents) await onOutcome(c.id, dbOutcomes.get(c.apiKey)!);
  for (const c of components.filter(isLlm))
    await onOutcome(c.id, await computeLlmComponent(deps, scope, c.apiKey, c.settings));
}
