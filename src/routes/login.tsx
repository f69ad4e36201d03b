import { createFileRoute, redirect } from '@tanstack/react-router';
import { appConfigQuery, enabledModules } from '@/lib/app-config';
import { defaultModule, moduleLogin } from '@/lib/router/modules';
import { routeMeta } from '@/lib/router/route-meta';

/** Spec §2: `/login` goes to the default module's sign-in, dropping any stale auth code from the address. */
export const Route = createFileRoute('/login')({
  staticData: routeMeta('login'),
  beforeLoad: async ({ context }) => {
    const config = await context.queryClient.ensureQueryData(appConfigQuery).catch(() => null);
    throw redirect({ href: moduleLogin(defaultModule(enabledModules(config))), replace: true });
  },
});
