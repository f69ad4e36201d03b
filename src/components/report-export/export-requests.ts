import { create } from 'zustand';
import type { ExportFormat } from './export-file-name.ts';

/**
 * Downloads asked for outside a report (the chat's export_report), by dashboard id: the report's detail takes
 * its request once its components are shown and runs its own export, so the file is the one its buttons make.
 */
interface ExportRequests {
  pending: Readonly<Record<string, ExportFormat>>;
  request(dashboardId: string, format: ExportFormat): void;
  /** The request for this dashboard, now removed; null when there is none. */
  take(dashboardId: string): ExportFormat | null;
}

export const useExportRequests = create<ExportRequests>()((set, get) => ({
  pending: {},
  request: (dashboardId, format) => set((s) => ({ pending: { ...s.pending, [dashboardId]: format } })),
  take(dashboardId) {
    const format = get().pending[dashboardId] ?? null;
    if (format)
      set((s) => ({
        pending: Object.fromEntries(Object.entries(s.pending).filter(([id]) => id !== dashboardId)),
      }));
    return format;
  },
}));
