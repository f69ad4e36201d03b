import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode } from '@/lib/api/error-codes';
import { i18n } from '@/lib/i18n';
import { KoxTemplatesScreen } from '@/screens/kox/templates/kox-templates-screen';
import { renderKox } from '../kox/kox-kit.tsx';
import { server } from '../msw/server.ts';
import { templateDb, templateHandlers, type TemplateDb } from '../msw/handlers/kox-template.ts';
// Loaded once here, the lazy editor resolves at once instead of racing the test's timeouts.
import '@/screens/kox/templates/template-editor';

/* The templates screen: the empty list's first action, and every §5 message of the editor at its field. */

function Host() {
  const [templateId, setTemplateId] = useState('');
  return <KoxTemplatesScreen templateId={templateId} onTemplate={setTemplateId} />;
}

function setUp(db: TemplateDb = templateDb()) {
  server.use(...templateHandlers(db));
  renderKox(<Host />);
  return { db, user: userEvent.setup() };
}

async function openNew(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Create a template' }));
  return screen.findByRole('heading', { name: 'New template' });
}

const fieldError = (label: string) => {
  const input = screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((x) => x.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('KOX templates', () => {
  it('offers to create the first template and starts it with the built-in labels', async () => {
    const { user } = setUp();
    expect(await screen.findByText('No templates yet')).toBeTruthy();
    await openNew(user);
    const labels = screen.getByRole('region', { name: 'Progress labels' });
    for (const name of ['Not contacted', 'Replied – declined', 'Replied – interested', 'No reply'])
      expect(within(labels).getByRole('button', { name, expanded: false })).toBeTruthy();
    expect(within(labels).queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('shows each rule’s message at its field and sends nothing while any is wrong', async () => {
    const { db, user } = setUp();
    await openNew(user);
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(
      await screen.findByText('2 problems: fix the marked fields and save again. Nothing was saved.'),
    ).toBeTruthy();
    expect(fieldError('Template name')).toBe('Template name and description are required');
    expect(fieldError('Description')).toBe('Template name and description are required');

    await user.type(screen.getByLabelText(/Template name/), 'Trail shoe launch');
    await user.type(screen.getByLabelText(/^Description/), 'Invite runners');
    await user.click(screen.getByRole('button', { name: 'Add a field' }));
    await user.click(screen.getByRole('button', { name: 'Add a field' }));
    const [first, second] = screen.getAllByRole('listitem', { name: /^Field \d$/ });
    await user.type(within(first!).getByLabelText(/Field name/), 'Product');
    await user.type(within(second!).getByLabelText(/Field name/), 'product');
    await user.click(screen.getByRole('button', { name: 'Add a custom label' }));
    const custom = screen.getByRole('button', { name: 'Unnamed label', expanded: true }).closest('li')!;
    await user.type(within(custom).getByLabelText(/Label name/), 'Agreed');
    await user.type(within(custom).getByLabelText(/Judgment rule/), 'mentions: sample');
    await user.type(within(custom).getByLabelText(/Reply strategy/), '寄样品');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);

    expect(await within(second!).findByText('Field names must not repeat')).toBeTruthy();
    expect(within(first!).getAllByText('Custom labels and new fields must be complete')).toHaveLength(2);
    expect(within(custom).getByText('Label names must not repeat')).toBeTruthy();
    expect(
      within(custom).getByText(
        'Line 1: start with contains any:, contains none:, from domain: or no reply after:',
      ),
    ).toBeTruthy();
    expect(
      within(custom).getByText('Reply strategy and completion criteria must be written in English'),
    ).toBeTruthy();
    expect(db.saves).toEqual([]);

    await act(() => i18n.changeLanguage('zh'));
    await user.click(screen.getAllByRole('button', { name: '保存' })[0]!);
    expect(await within(custom).findByText('回复策略和完成标准必须用英文填写')).toBeTruthy();
    expect(within(second!).getByText('字段名称不能重复')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
  });

  it('puts the server’s refusal at its field, then saves the whole template', async () => {
    const { db, user } = setUp();
    db.refuseNext = [{ path: 'name', code: ErrorCode.KOX_TEMPLATE_NAME_TAKEN, message: 'taken' }];
    await openNew(user);
    await user.type(screen.getByLabelText(/Template name/), 'Summer');
    await user.type(screen.getByLabelText(/^Description/), 'Summer invitations');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('A template with this name already exists in the team')).toBeTruthy();
    expect(
      screen.getByText('1 problem: fix the marked field and save again. Nothing was saved.'),
    ).toBeTruthy();

    await user.clear(screen.getByLabelText(/Template name/));
    await user.type(screen.getByLabelText(/Template name/), 'Summer 2');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Edit template' })).toBeTruthy();
    expect(db.saves[1]).toMatchObject({ name: 'Summer 2', description: 'Summer invitations', fields: [] });
    expect(
      (db.saves[1] as { labels: { builtin_key: string | null }[] }).labels.map((l) => l.builtin_key),
    ).toEqual([
      'not_contacted',
      'contacted',
      'replied_declined',
      'agreed',
      'negotiating',
      'replied_interested',
      'no_reply',
    ]);
    await user.click(screen.getByRole('button', { name: 'All templates' }));
    expect(await screen.findByRole('button', { name: 'Edit Summer 2' })).toBeTruthy();
  });

  it('duplicates a template under the name confirmed and deletes one only once confirmed', async () => {
    const { db, user } = setUp();
    await openNew(user);
    await user.type(screen.getByLabelText(/Template name/), 'Launch <b>');
    await user.type(screen.getByLabelText(/^Description/), 'Launch invitations');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await screen.findByRole('heading', { name: 'Edit template' });
    await user.click(screen.getByRole('button', { name: 'All templates' }));

    const row = (await screen.findByRole('button', { name: 'Edit Launch <b>' })).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Duplicate' }));
    const copyName = await screen.findByLabelText(/Name of the copy/);
    expect((copyName as HTMLInputElement).value).toBe('Launch <b> (copy)');
    await user.clear(copyName);
    await user.type(copyName, 'Launch again');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Duplicate' }));
    await screen.findByRole('heading', { name: 'Edit template' });
    expect(db.calls).toEqual([{ key: 'duplicate', body: { template_id: 'tpl-1', name: 'Launch again' } }]);

    await user.click(screen.getByRole('button', { name: 'All templates' }));
    const original = (await screen.findByRole('button', { name: 'Edit Launch <b>' })).closest('li')!;
    await user.click(within(original).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Launch <b>”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(db.calls).toHaveLength(1);
    await user.click(within(original).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Launch <b>' })).toBeNull());
    expect(db.calls[1]).toEqual({ key: 'delete', body: { template_id: 'tpl-1' } });
    expect(screen.getByRole('button', { name: 'Edit Launch again' })).toBeTruthy();
  });
});
