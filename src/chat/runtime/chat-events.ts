import { createEmitter } from '@/lib/events';

export interface ChatEventMap extends Record<string, unknown> {
  /** A turn of this session ended (finished, stopped or failed): its title or order may have changed. */
  turnEnded: { sessionId: string };
}

/** Chat-level events for whoever shows derived data (the session list refreshes titles and order). */
export const chatEvents = createEmitter<ChatEventMap>();
