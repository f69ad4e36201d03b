import { create } from 'zustand';

/**
 * The sharing dialog asked for outside the detail (the chat's share-links card, `share=links` in the address),
 * by dashboard id: the detail opens its own dialog when it takes the request, so links are managed in one place.
 */
interface SharingRequests {
  pending: ReadonlySet<string>;
  request(dashboardId: string): void;
  /** Whether this dashboard's sharing was asked for; the request is removed. */
  take(dashboardId: string): boolean;
}

export const useSharingRequests = create<SharingRequests>()((set, get) => ({
  pending: new Set(),
  request: (dashboardId) => set((s) => ({ pending: new Set(s.pending).add(dashboardId) })),
  take(dashboardId) {
    if (!get().pending.has(dashboardId)) return false;
    set((s) => {
      const pending = new Set(s.pending);
      pending.delete(dashboardId);
      return { pending };
    });
    return true;
  },
}));
