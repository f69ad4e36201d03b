import { createFileRoute } from '@tanstack/react-router';
import { SignedInLayout } from '../-signed-in-layout.tsx';

export const Route = createFileRoute('/writer')({
  component: SignedInLayout,
});
