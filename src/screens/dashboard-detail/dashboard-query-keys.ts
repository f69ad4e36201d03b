/**
 * The query keys of one dashboard, kept apart from the screen so the artifact registry can read a cached name
 * without loading the screen's chunk.
 */
export const dashboardDetailKey = (dashboardId: string) => ['dashboard', 'detail', dashboardId] as const;
export const shareLinksKey = (dashboardId: string) => ['dashboard', 'shares', dashboardId] as const;
/** Every dashboards list (the list screen's `dashboardKeys.all`, the same key): a rename shows there. */
export const dashboardListsKey = ['dashboards'] as const;
