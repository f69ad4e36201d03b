import { lazy, Suspense, useState } from 'react';
import { FolderPlus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { KoxProjectSource } from '@/lib/kox-project-values';
import '@/lib/i18n/namespaces/koxProject';

const AddToProjectDialog = lazy(() =>
  import('./add-to-project-dialog.tsx').then((m) => ({ default: m.AddToProjectDialog })),
);

interface AddToProjectButtonProps {
  /** The creators at hand, or how to fetch them (every ranked creator of a recommendation). */
  creatorIds: string[] | (() => Promise<string[]>);
  /** How many are added when the ids are fetched on confirm. */
  count?: number;
  source?: KoxProjectSource;
  variant?: ButtonProps['variant'];
  onAdded?(): void;
}

/** "Add to project" beside a list's other bulk actions; the dialog is loaded on first use. */
export function AddToProjectButton({
  creatorIds,
  count,
  source = 'list',
  variant = 'secondary',
  onAdded,
}: AddToProjectButtonProps) {
  const { t } = useTranslation('koxProject');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant={variant} onClick={() => setOpen(true)}>
        <FolderPlus aria-hidden />
        {t('add.action')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AddToProjectDialog
            open
            count={count ?? (Array.isArray(creatorIds) ? creatorIds.length : 0)}
            creatorIds={() => (Array.isArray(creatorIds) ? creatorIds : creatorIds())}
            source={source}
            onClose={() => setOpen(false)}
            onAdded={() => {
              setOpen(false);
              onAdded?.();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
