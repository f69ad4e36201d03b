import { afterEach, describe, expect, it } from 'vitest';
import type { AnyRouter } from '@tanstack/react-router';
import {
  focusHeadingOnArrival,
  focusNewHeading,
  pageHeading,
  watchPageHeadingFocus,
} from '@/lib/a11y/page-heading-focus';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function showPage(title: string): HTMLElement {
  document.body.innerHTML = `<nav><a href="/x">Rail</a></nav><main><h1>${title}</h1><button>Act</button></main>`;
  return pageHeading()!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus after navigation', () => {
  it('focuses the new page heading once it appears, as a start point outside the tab order', async () => {
    const old = showPage('Dashboards');
    const stop = focusNewHeading({ element: old, text: 'Dashboards' });
    expect(document.activeElement).toBe(document.body);
    const fresh = showPage('Running shoes');
    await settle();
    expect(document.activeElement).toBe(fresh);
    expect(fresh.tabIndex).toBe(-1);
    stop();
  });

  it('leaves focus alone when the heading stays the same page', async () => {
    const same = showPage('Workspace');
    const stop = focusNewHeading({ element: same, text: 'Workspace' });
    document.querySelector('main')!.append(document.createElement('p'));
    await settle();
    expect(document.activeElement).toBe(document.body);
    stop();
  });

  it('does not take focus back from where the user has moved it', async () => {
    const old = showPage('Dashboards');
    const stop = focusNewHeading({ element: old, text: 'Dashboards' });
    document.body.innerHTML = '<main><button>Chosen</button></main>';
    document.querySelector('button')!.focus();
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<h1>New page</h1>');
    await settle();
    expect(document.activeElement?.textContent).toBe('Chosen');
    stop();
  });
});

describe('focus on arrival from the sign-in page', () => {
  /** A router that reports the first load as resolved, as TanStack Router does (no `fromLocation`). */
  function firstLoad() {
    const listeners = new Map<string, (event: object) => void>();
    const router = {
      subscribe: (name: string, listener: (event: object) => void) => {
        listeners.set(name, listener);
        return () => listeners.delete(name);
      },
    } as unknown as AnyRouter;
    return { router, resolve: () => listeners.get('onResolved')?.({ hrefChanged: true }) };
  }

  it('starts the first page on its heading once, when the sign-in page asked for it', async () => {
    focusHeadingOnArrival();
    const arrival = firstLoad();
    const stop = watchPageHeadingFocus(arrival.router);
    const heading = showPage('AI apps');
    arrival.resolve();
    await settle();
    expect(document.activeElement).toBe(heading);
    stop();

    document.body.innerHTML = '';
    const reload = firstLoad();
    const again = watchPageHeadingFocus(reload.router);
    showPage('AI apps');
    reload.resolve();
    await settle();
    expect(document.activeElement).toBe(document.body);
    again();
  });
});
