/**
 * Whether data from a built-in sample source is shown: `only` all of it, `some` among real data. The sources are
 * a dashboard's post sources (`sample`, `youtube`, `import`) or an ad dashboard's data set kinds (`sample`,
 * `account`, `file`).
 */
export type SampleShare = 'only' | 'some' | 'none';

/** What the label explains for each share, where the data is not posts (an ad dashboard's sample accounts). */
export type SampleExplanations = Record<Exclude<SampleShare, 'none'>, string>;

export function sampleShare(sources: readonly string[] | undefined): SampleShare {
  if (!sources?.includes('sample')) return 'none';
  return sources.every((s) => s === 'sample') ? 'only' : 'some';
}
