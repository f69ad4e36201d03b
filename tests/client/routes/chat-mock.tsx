/** Stand-ins for `@/chat` in shell and router tests: enough to see where the shell mounts each part. */
export const chatMock = {
  AssistantDock: () => <div data-testid="assistant-dock" />,
  AssistantWorkspace: ({ sessionId }: { sessionId?: string }) => (
    <div data-testid="assistant-workspace" data-session={sessionId ?? ''} />
  ),
  StartComposer: () => <div data-testid="start-composer" />,
  CommandPalette: () => <div data-testid="command-palette" />,
};
