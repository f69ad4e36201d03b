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

/** The source that reads a binding: a sample account's generator, or its platform's reporting API. */
export function createAdSources(opts: AdSourcesOptions = {}) {
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
