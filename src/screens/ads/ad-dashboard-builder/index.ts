export { AdBuilderScreen, type AdBuilderScreenProps } from './ad-builder-screen.tsx';
