import { createRandom, hashString, type Random } from '../../../analytics/sources/sample/prng.ts';
import {
  SAMPLE_AUDIENCES,
  SAMPLE_HOOKS,
  SAMPLE_PRODUCTS,
  type SampleAccount,
  type SampleAudience,
  type SampleHook,
  type SampleProduct,
} from './sample-catalog.ts';

/** The days a sample account covers, ending on its end day. */
export const SAMPLE_DAYS = 120;

export interface SampleCell {
  country: string;
  media: string;
  channel: string;
  /** This cell's share of the ad's daily spend. */
  share: number;
}

/** One generated ad with everything its rows repeat; figures come from sample-figures.ts. */
export interface SampleAd {
  index: number;
  campaignId: string;
  campaignName: string;
  adSetId: string;
  adSetName: string;
  adId: string;
  adName: string;
  creativeText: string;
  adType: string;
  objective: string;
  product: SampleProduct;
  audience: SampleAudience;
  hook: SampleHook;
  /** Day offsets (0 = the first of the 120 days) it ran, inclusive. */
  start: number;
  end: number;
  /** Daily spend in US dollars at full delivery: power-law across ads. */
  dailyUsd: number;
  ctr: number;
  /** An ad that starts strong and fades (creative fatigue). */
  fades: boolean;
  cells: SampleCell[];
}

const OBJECTIVE_WORD: Record<string, [string, string]> = {
  sales: ['Sales', '转化'],
  app_promotion: ['AppInstall', '应用推广'],
  traffic: ['Traffic', '引流'],
  awareness: ['Awareness', '品牌曝光'],
};

function idOf(platform: string, kind: number, n: number): string {
  // Meta ids are 17–18 digits starting 238…; TikTok ids 19 digits starting 17…
  const head = platform === 'tiktok' ? '17' : '238';
  return `${head}${kind}${String(n).padStart(platform === 'tiktok' ? 15 : 13, '0')}`;
}

const mmdd = (offset: number) => {
  const d = new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
};

type Style = 'en' | 'kebab' | 'zh';

function shuffled<T>(items: readonly T[], rng: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function names(style: Style, p: SampleProduct, a: SampleAudience, h: SampleHook, cc: string, v: number) {
  switch (style) {
    case 'en':
      return `${cc}_${p.token}_${a.token}_${h.token}_v${v}`;
    case 'kebab':
      return `${p.kebab} | ${a.token.toLowerCase()} | ${h.token.toLowerCase()} | ${v % 2 ? '15s' : '9x16'}`;
    case 'zh':
      return `${p.zh}_${h.zh}_${a.zh}_${cc}_v${v}`;
  }
}

function creativeText(style: Style, p: SampleProduct, h: SampleHook, hideProduct: boolean) {
  if (style === 'zh') return `${h.openingZh}${hideProduct ? '这款新品' : p.zh}${p.pitchZh}。立即选购 👉`;
  return `${h.opening} ${hideProduct ? 'our new one' : `the ${p.token.replace(/([a-z])([A-Z])/g, '$1 $2')}`} ${p.pitch}. Shop now 👉`;
}

/**
 * The account's campaigns, ad sets and ads for `ads` ads, the same for the same account and count on every
 * install. About one ad in ten carries its product only in the creative text, and one in twenty has a name
 * with no tag at all ("Ad 37 - Copy"), as real accounts do.
 */
export function* planSampleAds(account: SampleAccount, ads: number): Generator<SampleAd, void, undefined> {
  const rng: Random = createRandom(hashString(`${account.platform}:${account.accountId}:${ads}`));
  const out: SampleAd[] = [];
  let campaignNo = 0;
  let adSetNo = 0;
  while (out.length < ads) {
    campaignNo++;
    const product = rng.pick(SAMPLE_PRODUCTS);
    const objective = product.app
      ? 'app_promotion'
      : rng.weighted([
          ['sales', 8],
          ['traffic', 1],
          ['awareness', 1],
        ] as const);
    const style: Style = rng.chance(account.zhNames) ? 'zh' : rng.chance(0.3) ? 'kebab' : 'en';
    const cc = rng.pick(account.countries);
    const launched = rng.chance(0.35) ? 0 : rng.int(0, SAMPLE_DAYS - 21);
    const [objEn, objZh] = OBJECTIVE_WORD[objective]!;
    const campaignName =
      style === 'zh'
        ? `${product.zh}-${objZh}-${cc}-${mmdd(launched)}`
        : style === 'kebab'
          ? `${product.kebab}_${objEn.toLowerCase()}_${cc.toLowerCase()}`
          : `${cc}_${product.token}_${objEn}_2026${mmdd(launched).slice(0, 2)}`;
    const campaignId = idOf(account.platform, 1, campaignNo);
    const adSets = rng.int(2, 4);
    for (let s = 0; s < adSets && out.length < ads; s++) {
      adSetNo++;
      const audience = rng.pick(SAMPLE_AUDIENCES);
      const countries = rng.chance(0.7) ? [cc] : [cc, rng.pick(account.countries.filter((c) => c !== cc))];
      const placementCount = Math.min(account.placements.length, rng.int(1, 3));
      const placements = shuffled(account.placements, rng).slice(0, placementCount);
      const raw = countries.flatMap((country, ci) =>
        placements.map(([media, channel], pi) => ({
          country,
          media,
          channel,
          share: (ci === 0 ? 3 : 1) * (pi === 0 ? 2 : 1) * (0.6 + rng.next()),
        })),
      );
      const total = raw.reduce((sum, c) => sum + c.share, 0);
      const cells = raw.map((c) => ({ ...c, share: c.share / total }));
      const adSetName =
        style === 'zh'
          ? `${audience.zh}_${countries.join('+')}`
          : `${audience.token}_${countries.join('+')}_${placements.map(([m]) => m.slice(0, 2).toUpperCase()).join('')}`;
      const adSetId = idOf(account.platform, 2, adSetNo);
      const perSet = rng.int(2, 5);
      for (let a = 0; a < perSet && out.length < ads; a++) {
        const index = out.length;
        const hook = rng.pick(SAMPLE_HOOKS);
        const untagged = rng.chance(0.05);
        const hideProduct = !untagged && rng.chance(0.1);
        const start = Math.min(SAMPLE_DAYS - 1, launched + (rng.chance(0.5) ? 0 : rng.int(0, 40)));
        const end = rng.chance(0.45) ? SAMPLE_DAYS - 1 : Math.min(SAMPLE_DAYS - 1, start + rng.int(10, 80));
        let adName = untagged ? `Ad ${index + 1} - Copy` : names(style, product, audience, hook, cc, a + 1);
        if (hideProduct)
          adName = adName.replace(
            style === 'zh' ? product.zh : style === 'kebab' ? product.kebab : product.token,
            style === 'zh' ? '新品' : 'NewDrop',
          );
        out.push({
          index,
          campaignId,
          campaignName:
            hideProduct || untagged
              ? campaignName
                  .replace(product.token, 'Evergreen')
                  .replace(product.kebab, 'evergreen')
                  .replace(product.zh, '常青')
              : campaignName,
          adSetId,
          adSetName,
          adId: idOf(account.platform, 3, index + 1),
          adName,
          creativeText: creativeText(style, product, hook, hideProduct),
          adType:
            account.platform === 'tiktok'
              ? 'video'
              : rng.weighted([
                  ['video', 6],
                  ['image', 3],
                  ['carousel', 1],
                ] as const),
          objective,
          product,
          audience,
          hook,
          start,
          end,
          // Pareto (alpha 1.16: the 80/20 of ad spend), capped so one ad cannot take the account.
          dailyUsd: Math.min(2500, 15 * (1 - rng.next()) ** (-1 / 1.16)),
          ctr: hook.ctr * (0.6 + rng.next() * 0.8),
          fades: rng.chance(0.3),
          cells,
        });
        yield out[index]!;
      }
    }
  }
}
