type Handler<P> = (payload: P) => void;

export interface Emitter<Events extends Record<string, unknown>> {
  /** Subscribes and returns the unsubscribe function. */
  on<K extends keyof Events>(name: K, handler: Handler<Events[K]>): () => void;
  off<K extends keyof Events>(name: K, handler: Handler<Events[K]>): void;
  emit<K extends keyof Events>(name: K, ...payload: Events[K] extends void ? [] : [Events[K]]): void;
}

export function createEmitter<Events extends Record<string, unknown>>(): Emitter<Events> {
  const handlers = new Map<keyof Events, Set<Handler<never>>>();
  const emitter: Emitter<Events> = {
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      set.add(handler as Handler<never>);
      return () => emitter.off(name, handler);
    },
    off(name, handler) {
      handlers.get(name)?.delete(handler as Handler<never>);
    },
    emit(name, ...payload) {
      // A copy, so a handler that unsubscribes while running does not skip its neighbour.
      for (const handler of [...(handlers.get(name) ?? [])]) {
        try {
          (handler as Handler<unknown>)(payload[0]);
        } catch (error) {
          console.error(`[appEvents] handler for "${String(name)}" failed`, error);
        }
      }
    },
  };
  return emitter;
}

export interface AppEventMap extends Record<string, unknown> {
  /** The server answered 10101: the login has been cleared; the shell sends the user to sign-in. */
  signInExpired: void;
  /** The server answered 403 + 10102: the saved share link and password were removed. */
  shareExpired: void;
}

export const appEvents = createEmitter<AppEventMap>();
