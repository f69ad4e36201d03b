export { ClientScreen } from './clients/client-screen.tsx';
export { ProjectScreen } from './projects/project-screen.tsx';
export { PlacementScreen } from './placements/placement-screen.tsx';
