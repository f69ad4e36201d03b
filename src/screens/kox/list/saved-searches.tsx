import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bookmark, Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import { KOX_KEY, savedSearchQuery, type KoxScope, type SavedSearch } from '../api/kox-queries.ts';
import '@/lib/i18n/namespaces/kox';

/** The form (zod, react-hook-form) loads when first asked for. */
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog.tsx').then((m) => ({ default: m.SaveSearchDialog })),
);

interface SavedSearchesProps {
  teamId: string | null;
  scope: KoxScope;
  /** The current search as the list endpoint takes it (filters, topics and sort). */
  current: Record<string, unknown>;
  onApply(search: SavedSearch): void;
}

/** The caller's saved searches of this database: apply one, save the current one, delete one (asked first). */
export function SavedSearches({ teamId, scope, current, onApply }: SavedSearchesProps) {
  const { t } = useTranslation('kox');
  const queryClient = useQueryClient();
  const searches = useQuery(savedSearchQuery(teamId, scope));
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const remove = useMutation({
    mutationFn: (search: SavedSearch) => callApi('kox.searchDelete', { search_id: search.search_id }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...KOX_KEY, 'searches'] });
      setDeleting(null);
    },
  });
  const list = searches.data ?? [];

  return (
    <section aria-label={t('saved.title')} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium">{t('saved.title')}</span>
      {searches.isError ? (
        <Button variant="link" size="sm" onClick={() => void searches.refetch()}>
          {t('saved.retry')}
        </Button>
      ) : list.length === 0 && searches.isSuccess ? (
        <span className="text-xs text-muted-foreground">{t('saved.none')}</span>
      ) : null}
      {list.map((search) => (
        <span key={search.search_id} className="inline-flex items-center rounded-full border text-xs">
          <button
            type="button"
            className="rounded-l-full px-2.5 py-1 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            onClick={() => onApply(search)}
          >
            {search.name}
          </button>
          <button
            type="button"
            aria-label={t('saved.delete', { name: search.name })}
            className="rounded-r-full border-l px-1.5 py-1 text-muted-foreground hover:bg-accent hover:text-destructive focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            onClick={() => setDeleting(search)}
          >
            <Trash2 aria-hidden className="size-3.5" />
          </button>
        </span>
      ))}
      <Button variant="outline" size="sm" onClick={() => setSaving(true)}>
        <Bookmark aria-hidden />
        {t('saved.save')}
      </Button>
      {saving ? (
        <Suspense fallback={null}>
          <SaveSearchDialog open scope={scope} filters={current} onClose={() => setSaving(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('saved.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('saved.deleteBody')}
        confirmLabel={t('saved.deleteConfirm')}
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
