import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../msw/server.ts';
import { fail } from '../msw/envelope.ts';
import { withUser } from '../msw/handlers/auth.ts';
import { fillBasics, next, renderBuilder } from './builder-kit.tsx';

const keywordsField = () => screen.getByRole('textbox', { name: 'Keywords' });

// Typing whole forms with user-event is slow on a shared machine; the default 5 s is too tight.
describe('dashboard builder — spec §5 messages at their fields', () => {
  it('step 1: "Basic information is incomplete" at the name and "Please select media" at the media', async () => {
    renderBuilder();
    await next();
    const name = screen.getByRole('textbox', { name: /Dashboard name/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Basic information is incomplete')).toBeTruthy();
    expect(screen.getByText('Please select media')).toBeTruthy();
    expect(document.activeElement).toBe(name);

    await userEvent.type(name, 'Shoes');
    await next();
    expect(screen.queryByText('Basic information is incomplete')).toBeNull();
    expect(screen.getByText('Please select media')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'YouTube' }));
  });

  it('step 2: "Please complete the dashboard criteria." for a subject without any condition', async () => {
    renderBuilder();
    await fillBasics();
    await next();
    expect(await screen.findByText('Please complete the dashboard criteria.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Analysis subjects' })).toBeTruthy();
  });

  it('step 2: "Fill in keywords or hashtags." when only other conditions are set', async () => {
    renderBuilder();
    await fillBasics();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'US');
    expect(screen.getByRole('button', { name: 'Remove United States' })).toBeTruthy();
    await next();
    expect(await screen.findByText('Fill in keywords or hashtags.')).toBeTruthy();
    expect(keywordsField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(keywordsField());
    expect(screen.queryByText('Please complete the dashboard criteria.')).toBeNull();
  });

  it('step 2: "Please fill in all the information." for an unnamed subject among several', async () => {
    renderBuilder();
    await fillBasics();
    await userEvent.click(screen.getByRole('radio', { name: 'Multiple subjects' }));
    await userEvent.type(keywordsField(), 'nike');
    await next();
    expect(await screen.findByText('Please fill in all the information.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Subject name/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('step 2: follower range and topics written with #', async () => {
    renderBuilder();
    await fillBasics();
    await userEvent.type(screen.getByRole('textbox', { name: 'Topics' }), '#running');
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum followers' }), '5000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Maximum followers' }), '100');
    await next();
    expect(await screen.findByText('Write topics without the # symbol.')).toBeTruthy();
    expect(screen.getByText('The minimum cannot exceed the maximum.')).toBeTruthy();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Maximum followers' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Maximum followers' }), 'many');
    await next();
    expect(await screen.findByText('Enter a whole number of 0 or more.')).toBeTruthy();
  });

  it('a server rule (10215) brings the user back to the field it names', async () => {
    server.use(
      http.post(
        '/api/dashboard/add',
        withUser(() =>
          fail('KEYWORDS_REQUIRED', 'Fill in keywords or hashtags.', {
            issues: [{ path: 'subjects.0.keywords', message: 'Fill in keywords or hashtags.' }],
          }),
        ),
      ),
    );
    renderBuilder();
    await fillBasics();
    await userEvent.type(keywordsField(), 'nike');
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Create dashboard' }));
    expect(await screen.findByText('Fill in keywords or hashtags.')).toBeTruthy();
    expect(document.activeElement).toBe(keywordsField());
  });

  it('a server 10201 keyword-syntax issue shows the parser message at the keywords', async () => {
    server.use(
      http.post(
        '/api/dashboard/add',
        withUser(() =>
          fail('VALIDATION', 'Keywords do not match the requirements.', {
            issues: [{ path: 'subjects.0.keywords', message: 'unbalanced_open at 0' }],
          }),
        ),
      ),
    );
    renderBuilder();
    await fillBasics();
    await userEvent.type(keywordsField(), 'nike');
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Create dashboard' }));
    expect(await screen.findByText('This opening parenthesis is never closed.')).toBeTruthy();
  });

  it('step 3 offers the components of the app, all chosen, analysis type single-item', async () => {
    renderBuilder({ appDoi: 'x_y_general_z_GENERAL' });
    await fillBasics();
    await userEvent.type(keywordsField(), 'nike');
    await next();
    const components = await screen.findByRole('group', { name: /Components \(30 of 30 selected\)/ });
    expect(within(components).getByRole('checkbox', { name: /Overview/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Single-item analysis' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create dashboard' }));
    expect(await screen.findByText('Select at least one report component.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('group', { name: /0 of 30/ })).toBeTruthy());
  });
});
