import { lazy, Suspense } from 'react';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { AssistantDock } from '@/chat/dock/lazy-assistant-dock';
import { CommandPalette } from '@/chat/palette/palette-launcher';
import { useRegisterNavigator } from '@/chat/runtime/use-register-navigator';
import { useAuthStore } from '@/lib/auth/auth-store';
import { AppShell } from '@/components/app-shell/app-shell';
import { PublicFrame } from '@/components/app-shell/public-frame';

// The switcher's menu and dialogs load after the frame, like the user menu's.
const TeamSwitcher = lazy(() => import('@/screens/teams').then((m) => ({ default: m.TeamSwitcher })));

/** The chat's own full screens: the dock beside them would be the same conversation twice. */
const FULL_CHAT_PATHS = ['/writer/app/session', '/writer/app/store', '/writer/knowledge'];

/**
 * Layout of the signed-in areas (/writer, /benchmark). The guard lets a signed-out visitor in only on open
 * routes (the usage guide); they get the public frame instead of a shell full of things they cannot use.
 */
export function SignedInLayout() {
  // A chat turn's tool result can take the user to a screen after the dock that asked was closed.
  useRegisterNavigator(useRouter());
  const signedIn = useAuthStore((s) => s.userInfo !== null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (!signedIn) {
    return (
      <PublicFrame>
        <Outlet />
      </PublicFrame>
    );
  }
  const fullChat = FULL_CHAT_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  return (
    <AppShell
      dock={fullChat ? null : <AssistantDock />}
      overlay={<CommandPalette />}
      teamSwitcher={
        <Suspense fallback={<span className="size-10" />}>
          <TeamSwitcher />
        </Suspense>
      }
    >
      <Outlet />
    </AppShell>
  );
}
