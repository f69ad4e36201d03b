import { callApi } from '@/lib/api/client';
import { useAuthStore } from '@/lib/auth/auth-store';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import type { ToolUi } from '../tool-ui.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { switchTeamTool } from './contract.ts';

export const switchTeamUi: ToolUi<ToolInput<typeof switchTeamTool>, ToolOutput<typeof switchTeamTool>> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.SwitchTeamCard)),
  // The server switched; the browser's copy of the caller's team (perm.user) follows once, on the live result.
  effect(output) {
    if (output.status !== 'switched') return;
    void callApi('perm.user', {}, { silent: true }).then((perm) =>
      useAuthStore.getState().setUserRoleInfo(perm),
    );
  },
};
