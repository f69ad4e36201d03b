/**
 * A generated Meta Ads Manager export (English, comma-separated, Day / Country / Placement breakdowns, Compare
 * attribution settings on): `rows` ad-day rows, deterministic, for the thread test and bench/ad-import.bench.ts.
 * Row i spends (i % 100) + 0.25 dollars and has 3 purchases, 2 of them within 7 days of a click.
 */
const HEADER = [
  'Reporting starts',
  'Reporting ends',
  'Day',
  'Campaign name',
  'Ad set name',
  'Ad name',
  'Campaign ID',
  'Ad set ID',
  'Ad ID',
  'Country',
  'Platform',
  'Placement',
  'Amount spent (USD)',
  'Impressions',
  'Reach',
  'Frequency',
  'Link clicks',
  'CTR (link click-through rate)',
  'CPC (cost per link click) (USD)',
  'Video plays',
  'ThruPlays',
  'Post engagement',
  'Purchases',
  'Purchases conversion value',
  'Cost per purchase (USD)',
  'Adds to cart',
  'Checkouts initiated',
  'App installs',
  'Attribution setting',
  'Purchases (7-day click)',
  'Purchases (1-day view)',
  'Purchases (1-day click)',
  'Purchases conversion value (7-day click)',
  'Ad delivery',
  'Result indicator',
];
const COUNTRIES = ['US', 'DE', 'GB', 'JP', 'BR', 'FR', 'CA', 'AU'];
const PLACEMENTS = [
  ['instagram', 'Instagram Reels'],
  ['instagram', 'Instagram Stories'],
  ['facebook', 'Feed'],
  ['audience_network', 'Native, banner and interstitial'],
];

export const metaSpendOf = (i: number) => (i % 100) + 0.25;

export function metaExportCsv(rows: number): Uint8Array {
  const lines = [HEADER.join(',')];
  for (let i = 0; i < rows; i++) {
    const ad = i % 500;
    const day = `2026-${String(1 + ((i >> 9) % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    const [platform, placement] = PLACEMENTS[i % PLACEMENTS.length]!;
    lines.push(
      [
        day,
        day,
        day,
        `Campaign ${ad % 20} | Serum | Q${1 + (ad % 4)}`,
        `Ad set ${ad % 100} - Women 25-34`,
        `"Ad ${ad}, hook ""glow"""`,
        `1202100000${String(ad % 20).padStart(8, '0')}`,
        `1202200000${String(ad % 100).padStart(8, '0')}`,
        `1202300000${String(ad).padStart(8, '0')}`,
        COUNTRIES[i % COUNTRIES.length],
        platform,
        `"${placement}"`,
        metaSpendOf(i).toFixed(2),
        String(1000 + (i % 7919)),
        String(800 + (i % 500)),
        '1.25',
        String(i % 97),
        '1.23%',
        '0.45',
        String(i % 311),
        String(i % 101),
        String(i % 53),
        '3',
        '"1,050.00"',
        '33.33',
        '5',
        '4',
        '0',
        '7-day click or 1-day view',
        '2',
        '1',
        '1',
        '700.00',
        'active',
        'actions:offsite_conversion.fb_pixel_purchase',
      ].join(','),
    );
  }
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}
