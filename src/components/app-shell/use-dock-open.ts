import { useCallback, useState } from 'react';
import { readString, writeString } from '@/lib/storage';

const STORAGE_KEY = 'assistant_dock';

/** Whether the docked assistant is open; remembered across reloads, open by default. */
export function useDockOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(() => readString(STORAGE_KEY) !== 'closed');
  const setOpen = useCallback((next: boolean) => {
    writeString(STORAGE_KEY, next ? 'open' : 'closed');
    setOpenState(next);
  }, []);
  return [open, setOpen];
}
