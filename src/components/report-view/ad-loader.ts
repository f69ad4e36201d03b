import { isAdComponentKey } from './ad-components.ts';
import type * as AdRenderersModule from './ad/ad-renderers.ts';

export type AdRenderers = typeof AdRenderersModule;

let loading: Promise<AdRenderers> | undefined;

/** The AD renderers, in a chunk of their own that loads with the first AD component shown or exported. */
export function loadAdRenderers(): Promise<AdRenderers> {
  loading ??= import('./ad/ad-renderers.ts').catch((error: unknown) => {
    // A chunk that did not arrive (a flaky network, a new deployment) is asked for again next time.
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The AD renderers when any of the keys is an AD component, else null (nothing is loaded). */
export async function adRenderersFor(apiKeys: readonly string[]): Promise<AdRenderers | null> {
  return apiKeys.some(isAdComponentKey) ? loadAdRenderers() : null;
}
