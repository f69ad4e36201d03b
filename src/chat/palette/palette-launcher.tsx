import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { LoaderCircleIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { forgetChatStateOnSignOut } from '../runtime/forget-on-sign-out.ts';
import { usePaletteHotkey } from './use-palette-hotkey.ts';

const PaletteDialog = lazy(() => import('./command-palette.tsx').then((m) => ({ default: m.PaletteDialog })));

function PaletteLoading() {
  const { t } = useTranslation('shell');
  return (
    <div
      role="status"
      className="fixed top-[20%] left-1/2 z-50 flex -translate-x-1/2 items-center gap-2 rounded-lg border bg-background px-4 py-3 text-sm shadow-md"
    >
      <LoaderCircleIcon className="size-4 animate-spin text-primary" aria-hidden />
      {t('palette.loading')}
    </div>
  );
}

/**
 * ⌘K from anywhere in the signed-in app. Until the first ⌘K only the hotkey is here; the palette's code
 * (cmdk, the tool forms, the chat actions) loads then, and stays mounted so it reopens at once.
 */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // The palette lives as long as the signed-in shell, so it is where the chat starts following sign-out.
  useEffect(forgetChatStateOnSignOut, []);
  usePaletteHotkey(
    useCallback(() => {
      setUsed(true);
      setOpen((o) => !o);
    }, []),
  );
  if (!used) return null;
  return (
    <Suspense fallback={open ? <PaletteLoading /> : null}>
      <PaletteDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
