import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
type Toast = Sonner['toast'];

let loaded: Sonner | undefined;
let loading: Promise<Sonner> | undefined;

/**
 * Loads the toast library. The Toaster starts it with the first screen, off its critical path: by the time a
 * request fails it is there, also when the network is gone.
 */
export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then((module) => (loaded = module));
  return loading;
}

/** Shows a toast: at once when the library is in, else as soon as it is (the Toaster then replays it). */
export function withToast(show: (toast: Toast) => void): void {
  if (loaded) show(loaded.toast);
  else void loadToasts().then((module) => show(module.toast));
}
