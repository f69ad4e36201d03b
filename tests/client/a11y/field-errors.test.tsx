import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@/lib/i18n';
import { CreateDashboardForm } from '@/tools/create-dashboard/form';
import { renderInApp } from '../chat/chat-kit.tsx';
import { renderBuilder, next } from '../dashboards/builder-kit.tsx';
import { TEST_ACCOUNT } from '../msw/fixtures.ts';
import { renderApp } from '../routes/render-app.tsx';

// The chat's parts are stand-ins here (tests/client/stand-ins/chat-shell.ts, the `client-shell` project).

/** The ids a field's aria-describedby names, resolved to their text. */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('failed fields are wired for screen readers', () => {
  it('sign-in: required fields, and a rejected sign-in marks both and points at the message', async () => {
    await setLanguage('en');
    await renderApp('/writer/login');
    const account = screen.getByLabelText('Account');
    const password = screen.getByLabelText('Password');
    expect(account.hasAttribute('required')).toBe(true);
    expect(password.hasAttribute('required')).toBe(true);
    expect(account.getAttribute('aria-invalid')).toBeNull();

    const user = userEvent.setup();
    await user.type(account, TEST_ACCOUNT);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(password)).toEqual(['Enter your password.']);
    expect(account.getAttribute('aria-invalid')).toBeNull();

    await user.type(password, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Wrong account or password.');
    for (const field of [account, password]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(field)).toEqual(['Wrong account or password.']);
    }
  });

  it('builder: a required field says so, and a missing one is invalid and described by its message', async () => {
    await setLanguage('en');
    renderBuilder();
    const name = screen.getByRole('textbox', { name: /Dashboard name/ });
    expect(name.getAttribute('aria-required')).toBe('true');
    await next();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(name).join(' ')).toMatch(/\S/);
  });

  it('builder: the mode is a radio group, not tabs without panels', async () => {
    await setLanguage('en');
    renderBuilder();
    const group = screen.getByRole('group', { name: 'Builder mode' });
    expect(screen.queryByRole('tab')).toBeNull();
    const smart = screen.getByRole('radio', { name: 'Smart mode' }) as HTMLInputElement;
    expect(smart.checked).toBe(true);
    expect(group.contains(smart)).toBe(true);
  });

  it('the /dashboard tool form marks the empty subject fields and the bad region, described by the message', async () => {
    await setLanguage('zh');
    await renderInApp(<CreateDashboardForm onSubmit={() => {}} onCancel={() => {}} />);
    const user = userEvent.setup({ delay: null });
    const subjectName = screen.getByLabelText('主体 1 名称');
    const keywords = screen.getByLabelText('主体 1 关键词');
    expect(subjectName.hasAttribute('required')).toBe(true);
    await user.type(subjectName, 'Nike');
    await user.click(screen.getByRole('button', { name: '创建' }));
    const message = (await screen.findByRole('alert')).textContent;
    expect(keywords.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(keywords)).toEqual([message]);
    expect(subjectName.getAttribute('aria-invalid')).toBeNull();

    await user.type(keywords, 'nike');
    await user.type(screen.getByLabelText('地区'), 'usa');
    await user.click(screen.getByRole('button', { name: '创建' }));
    await screen.findByText((text) => text !== message && text.length > 0, { selector: '[role=alert]' });
    expect(keywords.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('地区').getAttribute('aria-invalid')).toBe('true');
  });
});
