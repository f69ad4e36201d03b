import { describe, expect, it, vi } from 'vitest';
import { currentPathname, navigateTo, registerNavigator, type Navigator } from '@/chat/runtime/navigation';

const navigatorAt = (path: string) => ({ go: vi.fn<Navigator['go']>(), pathname: () => path });

describe('the chat navigator', () => {
  it('uses the router registered last, falls back when it leaves, and does nothing when none is left', () => {
    const dock = navigatorAt('/writer/kox/list');
    const palette = navigatorAt('/writer/app/session');
    const leaveDock = registerNavigator(dock);
    const leavePalette = registerNavigator(palette);
    navigateTo('/writer/a');
    expect(palette.go).toHaveBeenCalledWith('/writer/a', undefined);
    expect(currentPathname()).toBe('/writer/app/session');

    leavePalette();
    navigateTo('/writer/b', { replace: true });
    expect(dock.go).toHaveBeenCalledWith('/writer/b', { replace: true });
    expect(currentPathname()).toBe('/writer/kox/list');

    leaveDock();
    leaveDock();
    navigateTo('/writer/c');
    expect(currentPathname()).toBe('');
    expect(dock.go).toHaveBeenCalledTimes(1);
    expect(palette.go).toHaveBeenCalledTimes(1);
  });

  it('a surface that leaves out of order leaves the last one in charge', () => {
    const first = navigatorAt('/one');
    const second = navigatorAt('/two');
    const leaveFirst = registerNavigator(first);
    const leaveSecond = registerNavigator(second);
    leaveFirst();
    expect(currentPathname()).toBe('/two');
    leaveSecond();
    expect(currentPathname()).toBe('');
  });
});
