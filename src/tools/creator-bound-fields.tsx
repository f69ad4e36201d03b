import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { NumberField } from './number-field.tsx';
import '@/lib/i18n/namespaces/kox';

/** The bounds `/kox` and `/recommend` take: a least engagement rate and average views, a highest price per video. */
export interface CreatorBoundsText {
  minRate: string;
  minViews: string;
  maxPrice: string;
}

export function useCreatorBounds() {
  const [bounds, setBounds] = useState<CreatorBoundsText>({ minRate: '', minViews: '', maxPrice: '' });
  return {
    bounds,
    setBound: (key: keyof CreatorBoundsText, value: string) => setBounds((b) => ({ ...b, [key]: value })),
  };
}

/** The bounds as the tools' contracts take them; a number the field cannot read is left for the contract to refuse. */
export function creatorBoundsInput({ minRate, minViews, maxPrice }: CreatorBoundsText) {
  return {
    ...(minRate.trim() ? { engagement_rate_min: Number(minRate) } : {}),
    ...(minViews.trim() ? { avg_views_min: Number(minViews) } : {}),
    ...(maxPrice.trim() ? { price_max: Number(maxPrice) } : {}),
  };
}

/** The three fields, each marked when the contract refused it (`problem` is the refused field's name). */
export function CreatorBoundFields({
  idPrefix,
  bounds,
  setBound,
  problem,
  errorId,
}: ReturnType<typeof useCreatorBounds> & { idPrefix: string; problem: string | null; errorId: string }) {
  const { t } = useTranslation('kox');
  return (
    <>
      <NumberField
        id={`${idPrefix}-min-rate`}
        label={t('slash.minRate')}
        value={bounds.minRate}
        min={0}
        max={100}
        invalid={problem === 'engagement_rate_min'}
        errorId={errorId}
        onChange={(v) => setBound('minRate', v)}
      />
      <NumberField
        id={`${idPrefix}-min-views`}
        label={t('slash.minViews')}
        value={bounds.minViews}
        min={0}
        invalid={problem === 'avg_views_min'}
        errorId={errorId}
        onChange={(v) => setBound('minViews', v)}
      />
      <NumberField
        id={`${idPrefix}-max-price`}
        label={t('slash.maxPrice')}
        value={bounds.maxPrice}
        min={0}
        invalid={problem === 'price_max'}
        errorId={errorId}
        onChange={(v) => setBound('maxPrice', v)}
      />
    </>
  );
}
