import { z } from 'zod';
import { adComputeOptionsSchema } from '@/lib/api/endpoints/ad-dashboard';
import { readJson, removeItem, writeJson } from '@/lib/storage';

type ComputeOptions = z.infer<typeof adComputeOptionsSchema>;

const storedChoices = z.record(z.string().max(64), adComputeOptionsSchema);

const keyOf = (dashboardId: string) => `adDashboardChoices:${dashboardId}`;

/**
 * A reader's own sort, page size and pivot of an ad dashboard's components, kept in this browser for that
 * dashboard (never the page number: a reload starts on the first page). What no longer reads as options, or
 * names a component the dashboard no longer has, is left out.
 */
export function readChoices(
  dashboardId: string,
  componentIds: ReadonlySet<string>,
): Record<string, ComputeOptions> {
  const parsed = storedChoices.safeParse(readJson(keyOf(dashboardId)));
  if (!parsed.success) return {};
  return Object.fromEntries(Object.entries(parsed.data).filter(([id]) => componentIds.has(id)));
}

/** Keeps (or, with null, forgets) one component's choice. */
export function writeChoice(dashboardId: string, componentId: string, options: ComputeOptions | null): void {
  const parsed = storedChoices.safeParse(readJson(keyOf(dashboardId)));
  const choices = parsed.success ? { ...parsed.data } : {};
  if (options) choices[componentId] = options;
  else delete choices[componentId];
  if (Object.keys(choices).length === 0) removeItem(keyOf(dashboardId));
  else writeJson(keyOf(dashboardId), choices);
}
