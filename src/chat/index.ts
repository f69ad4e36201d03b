export { AssistantWorkspace } from './workspace/assistant-workspace.tsx';
export { AssistantDock } from './dock/assistant-dock.tsx';
export { StartComposer } from './start/start-composer.tsx';
export { CommandPalette } from './palette/command-palette.tsx';
