/** Stand-ins for the chat's parts in shell and router tests: enough to see where the shell mounts each one. */
export const dockMock = { AssistantDock: () => <div data-testid="assistant-dock" /> };
export const paletteMock = { CommandPalette: () => <div data-testid="command-palette" /> };
export const workspaceMock = {
  AssistantWorkspace: ({ sessionId }: { sessionId?: string }) => (
    <div data-testid="assistant-workspace" data-session={sessionId ?? ''} />
  ),
};
export const startMock = { StartComposer: () => <div data-testid="start-composer" /> };
