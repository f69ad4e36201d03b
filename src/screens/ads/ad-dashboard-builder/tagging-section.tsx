import type { UseFormRegister, FieldErrors } from 'react-hook-form';
import { TAG_DIMENSIONS } from '@/lib/ads/ad-values';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import type { AdDataset } from '../ad-data/api/ad-data-queries.ts';
import { RulesEditor } from '../ad-data/tagging/rules-editor.tsx';
import type { AdBuilderForm } from './ad-builder-form.ts';
import '@/lib/i18n/namespaces/adBuilder';
import '@/lib/i18n/namespaces/adTags';

/**
 * Tagging (spec §2, §5): the chosen datasets' tag rules per dimension, edited in place (saving tags their ads
 * again, and the preview follows), and the optional filter: only ads carrying one of the named tags.
 */
export function TaggingSection({
  chosen,
  canWrite,
  register,
  errors,
}: {
  chosen: readonly AdDataset[];
  canWrite: boolean;
  register: UseFormRegister<AdBuilderForm>;
  errors: FieldErrors<AdBuilderForm>;
}) {
  const { t } = useTranslation('adBuilder');
  return (
    <section aria-labelledby="ad-builder-tagging" className="flex min-w-0 flex-col gap-3">
      <h2 id="ad-builder-tagging" className="font-semibold">
        {t('tagging.title')}
      </h2>
      <p className="-mt-1 text-sm text-muted-foreground">{t('tagging.hint')}</p>
      {chosen.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('tagging.chooseData')}</p>
      ) : (
        <div className="flex flex-col gap-2">
          {chosen.map((d) => (
            <details key={d.dataset_id} className="rounded-md border p-3">
              <summary className="cursor-pointer text-sm font-medium">
                {t('tagging.rulesOf', { name: d.name })}
              </summary>
              <div className="pt-3">
                <RulesEditor
                  datasetId={d.dataset_id}
                  canWrite={canWrite}
                  title={t('tagging.rulesOf', { name: d.name })}
                />
              </div>
            </details>
          ))}
        </div>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{t('tagging.filter')}</legend>
        <p className="text-xs text-muted-foreground">{t('tagging.filterHint')}</p>
        <div className="grid gap-3 sm:grid-cols-3">
          {TAG_DIMENSIONS.map((d) => (
            <FormField
              key={d}
              id={`ad-builder-tags-${d}`}
              label={t(`adTags:dimension.${d}`)}
              error={errors.tags?.[d]?.message ? t(errors.tags[d].message) : undefined}
            >
              {(control) => (
                <Input
                  {...control}
                  autoComplete="off"
                  placeholder={t(`tagging.placeholder.${d}`)}
                  {...register(`tags.${d}`)}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
