import type { ModuleName } from './roles.ts';

/** Spec §1: designer if the path contains "designer", otherwise writer if it contains "writer", else none. */
export function detectModule(path: string): ModuleName | null {
  if (path.includes('designer')) return 'designer';
  if (path.includes('writer')) return 'writer';
  return null;
}
