import { vi } from 'vitest';

/** Stand-ins for the chat's parts in shell and router tests: enough to see where the shell mounts each one. */
export const dockMock = { AssistantDock: () => <div data-testid="assistant-dock" /> };
export const paletteMock = { CommandPalette: () => <div data-testid="command-palette" /> };
export const workspaceMock = {
  AssistantWorkspace: ({ sessionId }: { sessionId?: string }) => (
    <div data-testid="assistant-workspace" data-session={sessionId ?? ''} />
  ),
};
export const startMock = { StartComposer: () => <div data-testid="start-composer" /> };
/**
 * The chat routes' loaders start importing the thread's code; a real import (assistant-ui, the AI SDK) can
 * outlive the test file and fail after its environment is torn down.
 */
export const threadLoaderMock = {
  loadSessionThread: () => Promise.resolve({ SessionThread: () => <div data-testid="session-thread" /> }),
};

/**
 * A route change checks the server's version; here every check answers "current". One mock function for the
 * worker, as `exportReportMock` in chart-parts.tsx.
 */
export const versionCheckMock = { checkVersion: vi.fn(async () => 'current') };
