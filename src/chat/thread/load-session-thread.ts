/**
 * The thread's code: assistant-ui, the AI SDK, markdown and the tool cards, the heaviest part of the app. The
 * chat routes start loading it with the route (their loader), in parallel with the screen's own code.
 */
export const loadSessionThread = () => import('./session-thread.tsx');
