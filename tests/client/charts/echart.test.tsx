import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { EChart } from '@/components/charts/echart';

describe('EChart', () => {
  it('without a 2D canvas makes no chart instance: it marks itself failed and keeps its label', async () => {
    const { container, unmount } = render(
      <EChart option={{ series: [{ type: 'line', data: [1, 2, 3] }] }} ariaLabel="Views by day" />,
    );
    const box = container.querySelector('[role="img"]')!;
    await waitFor(() => expect(box.getAttribute('data-chart-failed')).toBe('true'));
    expect(box.getAttribute('aria-label')).toBe('Views by day');
    // An instance would have added its own canvas or wrapper inside the box.
    expect(box.children).toHaveLength(0);
    unmount();
  });
});
