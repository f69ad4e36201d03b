import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';

describe('toasts before the toast library is in', () => {
  it('waits for it and shows the toast once the Toaster is up', async () => {
    vi.resetModules();
    const { withToast } = await import('@/lib/toasts');
    const { Toaster } = await import('@/components/toaster');
    withToast((toast) => toast.error('早到的错误'));
    render(<Toaster />);
    expect(await screen.findByText('早到的错误')).toBeTruthy();
  });
});
