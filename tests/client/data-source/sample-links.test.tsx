import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ReportTable } from '@/components/report-view/report-table';

describe('links of sample posts', () => {
  it('are shown as text, while a real post link stays a link', () => {
    render(
      <ReportTable
        caption="Posts"
        table={{
          columns: [{ key: 'url', label: 'Link', format: 'text' }],
          rows: [
            { url: 'https://sample.invalid/youtube/posts/AbCdEfGhIjK' },
            { url: 'https://www.youtube.com/watch?v=AbCdEfGhIjK' },
          ],
        }}
      />,
    );
    expect(screen.getByText('https://sample.invalid/youtube/posts/AbCdEfGhIjK').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'https://www.youtube.com/watch?v=AbCdEfGhIjK' })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
