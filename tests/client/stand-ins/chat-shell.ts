// The `client-shell` project's setup (vitest.config.ts): shell and router suites see where the shell mounts each
// chat part, not the parts themselves. Mocks made here hold for every file of the project, which shares its
// modules, so these suites no longer each import the app afresh.
import { vi } from 'vitest';

vi.mock('@/chat/dock/lazy-assistant-dock', async () => (await import('./chat-parts.tsx')).dockMock);
vi.mock('@/chat/palette/palette-launcher', async () => (await import('./chat-parts.tsx')).paletteMock);
vi.mock('@/chat/workspace/assistant-workspace', async () => (await import('./chat-parts.tsx')).workspaceMock);
vi.mock('@/chat/start/start-composer', async () => (await import('./chat-parts.tsx')).startMock);
vi.mock('@/chat/thread/load-session-thread', async () => (await import('./chat-parts.tsx')).threadLoaderMock);
// A route change asks the server for its version.
vi.mock('@/lib/version-check', async () => (await import('./chat-parts.tsx')).versionCheckMock);
