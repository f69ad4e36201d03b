import type { AdPlatform } from '../../../src/lib/ads/ad-values.ts';
import type { AdAccountBinding, AdSource } from './ad-source.ts';
import { AdSourceError } from './ad-source-error.ts';
import { createMetaSource, type MetaSourceOptions } from './meta/meta-source.ts';
import { createSampleSource, isSampleBinding, type SampleSourceOptions } from './sample/sample-source.ts';
import { createTiktokSource, type TiktokSourceOptions } from './tiktok/tiktok-source.ts';

export interface AdSourcesOptions {
  meta?: MetaSourceOptions;
  tiktok?: TiktokSourceOptions;
  sample?: Omit<SampleSourceOptions, 'platform'>;
}

export interface AdSources {
  sourceFor(binding: Pick<AdAccountBinding, 'platform' | 'accountId'>): AdSource;
}

/** The source that reads a binding: a sample account's generator, or its platform's reporting API. */
export function createAdSources(opts: AdSourcesOptions = {}): AdSources {
  const real: Partial<Record<AdPlatform, AdSource>> = {
    meta: createMetaSource(opts.meta),
    tiktok: createTiktokSource(opts.tiktok),
  };
  const sample: Partial<Record<AdPlatform, AdSource>> = {
    meta: createSampleSource({ ...opts.sample, platform: 'meta' }),
    tiktok: createSampleSource({ ...opts.sample, platform: 'tiktok' }),
  };
  return {
    sourceFor(binding: Pick<AdAccountBinding, 'platform' | 'accountId'>): AdSource {
      const source = (isSampleBinding(binding) ? sample : real)[binding.platform];
      if (!source)
        throw new AdSourceError('unsupported', `No ad source reads ${binding.platform} accounts yet`);
      return source;
    },
  };
}

/** The sources the server reads accounts with: the platforms at their configured addresses. */
export const adSourcesOf = (config: { META_GRAPH_BASE_URL: string; TIKTOK_API_BASE_URL: string }) =>
  createAdSources({
    meta: { baseUrl: config.META_GRAPH_BASE_URL },
    tiktok: { baseUrl: config.TIKTOK_API_BASE_URL },
  });
