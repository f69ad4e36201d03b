import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Toaster } from '@/components/toaster';
import { showErrorToast } from '@/lib/api/error-toast';

describe('Toaster', () => {
  it('shows an error toast at the top centre without a close button', async () => {
    render(<Toaster />);
    showErrorToast('出错了');
    expect(await screen.findByText('出错了')).toBeTruthy();
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list?.getAttribute('data-y-position')).toBe('top');
    expect(list?.getAttribute('data-x-position')).toBe('center');
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
  });
});
