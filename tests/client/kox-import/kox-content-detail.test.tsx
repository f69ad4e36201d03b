import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KoxContentDetailScreen } from '@/screens/kox/content/kox-content-detail-screen';
import { server } from '../msw/server.ts';
import { content, koxImportDb, koxImportHandlers } from '../msw/handlers/kox-import.ts';
import { renderKox } from '../kox/kox-kit.tsx';

describe('KOX content detail', () => {
  it('shows the post, its price, cooperation type, CPM, CPV and views over time', async () => {
    server.use(
      ...koxImportHandlers(koxImportDb({ contents: [content('c-1', { title: 'Pegasus review' })] })),
    );
    renderKox(<KoxContentDetailScreen contentId="c-1" />);
    const post = await screen.findByRole('region', { name: 'Pegasus review' });
    expect(within(post).getByText('$800')).toBeTruthy();
    expect(within(post).getByText('Product placement order')).toBeTruthy();
    expect(within(post).getByText('Deal')).toBeTruthy();
    expect(within(post).getByText('$5')).toBeTruthy();
    expect(within(post).getByText('$0.005')).toBeTruthy();
    expect(within(post).getByRole('link', { name: 'Trail Tom' })).toBeTruthy();
    expect(within(post).getByText('Sample data')).toBeTruthy();
    const views = screen.getByRole('list', { name: 'Views over time' });
    expect(within(views).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when the record is missing, and retries after a failure', async () => {
    const db = koxImportDb({ contents: [content('c-2')], failures: 1 });
    server.use(...koxImportHandlers(db));
    renderKox(<KoxContentDetailScreen contentId="c-2" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Post c-2' })).toBeTruthy();
  });

  it('says so for an unknown record, and asks to pick one without an id', async () => {
    server.use(...koxImportHandlers(koxImportDb()));
    renderKox(<KoxContentDetailScreen contentId="nope" />);
    expect(
      await screen.findByText('This content record does not exist or is not visible to you.'),
    ).toBeTruthy();
  });

  it('corrects a record with the §5 rules, sending changed views only, and deletes it after asking', async () => {
    const db = koxImportDb({ contents: [content('c-3', { title: 'Pegasus review' })] });
    server.use(...koxImportHandlers(db));
    renderKox(<KoxContentDetailScreen contentId="c-3" />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Correct this record' });
    const price = within(form).getByLabelText('Price (USD)');
    await user.clear(price);
    await user.type(price, '12.345');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Enter a price in USD of 0 or more, with at most 2 decimals.'),
    ).toBeTruthy();
    expect(db.requests).toEqual([]);

    await user.clear(price);
    await user.type(price, '1000');
    await user.selectOptions(within(form).getByLabelText('Deal status'), 'Non-deal');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.requests).toHaveLength(1));
    expect(db.requests).toEqual([
      {
        content_id: 'c-3',
        title: 'Pegasus review',
        price_usd: 1000,
        cooperation_type: 'product_placement',
        deal: false,
      },
    ]);

    await user.click(within(form).getByRole('button', { name: 'Delete record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this content record?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete record' }));
    await waitFor(() => expect(db.requests.at(-1)).toEqual({ content_ids: ['c-3'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.contents).toEqual([]);
  });

  it('shows viewers the record without the form', async () => {
    server.use(...koxImportHandlers(koxImportDb({ contents: [content('c-4')] })));
    renderKox(<KoxContentDetailScreen contentId="c-4" />, undefined, 'viewer');
    await screen.findByRole('region', { name: 'Post c-4' });
    expect(screen.queryByRole('form', { name: 'Correct this record' })).toBeNull();
  });
});
