import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { server } from '../msw/server.ts';
import { email } from '../msw/handlers/kox-outreach.ts';
import {
  attachment,
  attachmentDb,
  koxOutreachAttachmentHandlers,
} from '../msw/handlers/kox-outreach-attachments.ts';
import { renderOutreach } from './outreach-kit.tsx';

/** A file the size says, without holding its bytes (50 MB in happy-dom would be slow for nothing). */
const sized = (name: string, type: string, size: number) => {
  const file = new File(['%PDF-1.7'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function openEdit() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit the e-mail to Mia Chen' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('outreach attachments', () => {
  it('lists, uploads and removes an e-mail’s files with the total against 50 MB', async () => {
    const files = attachmentDb({ 'e-1': [attachment()] });
    renderOutreach({ emails: [email()] });
    server.use(...koxOutreachAttachmentHandlers(files));
    const { user, dialog } = await openEdit();
    expect(await within(dialog).findByText('Media kit.pdf')).toBeTruthy();
    expect(within(dialog).getByText('2.4 MB · application/pdf')).toBeTruthy();
    expect(within(dialog).getByText('2.4 MB of 50.0 MB')).toBeTruthy();

    await user.upload(
      within(dialog).getByTestId('attachment-input'),
      new File(['%PDF-1.7 product'], 'Product sheet.pdf', { type: 'application/pdf' }),
    );
    expect(await within(dialog).findByText('Product sheet.pdf')).toBeTruthy();
    expect(files.uploads).toEqual([{ target: { email_id: 'e-1' }, name: 'Product sheet.pdf', size: 16 }]);

    await user.click(within(dialog).getByRole('button', { name: 'Remove Media kit.pdf' }));
    await waitFor(() => expect(within(dialog).queryByText('Media kit.pdf')).toBeNull());
    expect(within(dialog).getByText('16 B of 50.0 MB')).toBeTruthy();
  });

  it('refuses before the upload a file over 50 MB in total, a type not allowed and an empty file', async () => {
    const files = attachmentDb({ 'e-1': [attachment({ size: 30_000_000 })] });
    renderOutreach({ emails: [email()] });
    server.use(...koxOutreachAttachmentHandlers(files));
    const { user, dialog } = await openEdit();
    await within(dialog).findByText('Media kit.pdf');
    const input = within(dialog).getByTestId('attachment-input');
    await user.upload(input, sized('Lookbook.pdf', 'application/pdf', 25_000_000));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Lookbook.pdf: Total attachments at most 50MB',
    );
    await user.upload(input, new File(['<b>hi</b>'], 'page.html', { type: 'text/html' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /^page\.html: This kind of file cannot be attached/,
    );
    await user.upload(input, new File([], 'empty.pdf', { type: 'application/pdf' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('empty.pdf: The file is empty');
    expect(files.uploads).toEqual([]);

    // What only the server knows (another upload filled the e-mail meanwhile) is shown in the user's words.
    files.refuseTotal = true;
    await user.upload(input, new File(['%PDF-1.7'], 'small.pdf', { type: 'application/pdf' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'small.pdf: Total attachments at most 50MB',
    );
    expect(files.uploads).toHaveLength(1);
  });

  it('attaches one file to all drafts of the project', async () => {
    const files = attachmentDb();
    renderOutreach({ emails: [email()] });
    server.use(...koxOutreachAttachmentHandlers(files));
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Attach to all drafts' });
    await user.upload(
      screen.getByTestId('drafts-attachment-input'),
      new File(['%PDF-1.7 kit'], 'Media kit.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Media kit.pdf attached to 2 e-mails.')).toBeTruthy();
    expect(files.uploads).toEqual([{ target: { project_id: 'p-1' }, name: 'Media kit.pdf', size: 12 }]);
  });

  it('speaks Chinese', async () => {
    const files = attachmentDb({ 'e-1': [attachment()] });
    renderOutreach({ emails: [email()] });
    server.use(...koxOutreachAttachmentHandlers(files));
    await screen.findByRole('button', { name: 'Attach to all drafts' });
    await i18n.changeLanguage('zh');
    try {
      expect(await screen.findByRole('button', { name: '添加到全部草稿' })).toBeTruthy();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: '编辑发给 Mia Chen 的邮件' }));
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByText('2.4 MB / 50.0 MB')).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: '移除 Media kit.pdf' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
