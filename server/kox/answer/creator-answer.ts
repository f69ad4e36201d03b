import { creatorDto } from '../../domains/kox/creator-dto.ts';
import type { Creator } from '../creator.ts';

/** Where a creator's DTO goes in an answer, which creator (its position in the catalog), and whether it is saved. */
export interface CreatorSlot {
  path: readonly (string | number)[];
  position: number;
  saved: boolean;
}

/**
 * An endpoint's answer with its creators left out: the slots say where each goes. The main thread reads the rest
 * (a session, fit and reasons) from the database; whoever fills the slots makes the creators, which are most of
 * the answer's work and bytes.
 */
export interface CreatorAnswer<K extends string = string> {
  endpoint: K;
  data: Record<string, unknown>;
  slots: CreatorSlot[];
}

/** The answer's data with each slot filled by the creator at its position (the data is changed in place). */
export function fillCreators(answer: CreatorAnswer, creatorAt: (position: number) => Creator) {
  for (const { path, position, saved } of answer.slots) {
    let parent = answer.data as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    parent[path.at(-1)!] = creatorDto(creatorAt(position), saved);
  }
  return answer.data;
}
