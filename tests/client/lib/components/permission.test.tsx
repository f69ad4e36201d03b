import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { signInResult } from '../../msw/fixtures.ts';
import { useAuthStore } from '@/lib/auth/auth-store';
import { Permission, usePermission } from '@/components/permission';

describe('Permission', () => {
  it('hides its children when signed out', () => {
    render(<Permission roles={['admin']}>secret</Permission>);
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('shows them when role_info.role_name is allowed, and follows a role change', () => {
    useAuthStore.getState().signIn(signInResult);
    render(
      <Permission roles={['admin', 'editor']} fallback={<span>denied</span>}>
        secret
      </Permission>,
    );
    expect(screen.getByText('secret')).toBeTruthy();
    act(() => useAuthStore.getState().setRoleInfo({ role_id: 'r-v', role_name: 'viewer', module: 'writer' }));
    expect(screen.queryByText('secret')).toBeNull();
    expect(screen.getByText('denied')).toBeTruthy();
  });

  it('usePermission answers from the stored role_info', () => {
    localStorage.setItem(
      'role_info',
      JSON.stringify({ role_id: 'r1', role_name: 'editor', module: 'writer' }),
    );
    act(() => useAuthStore.setState({ roleInfo: { role_id: 'r1', role_name: 'editor', module: 'writer' } }));
    expect(renderHook(() => usePermission(['editor'])).result.current).toBe(true);
    expect(renderHook(() => usePermission(['admin'])).result.current).toBe(false);
  });
});
