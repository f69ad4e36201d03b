import { expect } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';

/**
 * happy-dom lays nothing out: give the data table's scrolling box a height and every row one, as a browser
 * would, so the virtualizer can work out which rows are in view. Returns the undo.
 */
export function fakeTableLayout({ viewport, rowHeight }: { viewport: number; rowHeight: number }) {
  const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.firstElementChild?.tagName === 'TABLE' ? viewport : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'TR' ? rowHeight : 0;
    },
  });
  return () => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight!);
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight!);
  };
}

/** Scrolls the box that holds `table` to `top` pixels, as the wheel would. */
export function scrollTableTo(table: HTMLElement, top: number) {
  const box = table.parentElement!;
  Object.defineProperty(box, 'scrollTop', { configurable: true, value: top });
  fireEvent.scroll(box);
}

/** The virtualizer loads on the first long list; until then the first rows show plainly, without spacers. */
export async function virtualized(table: HTMLElement) {
  await waitFor(() => expect(table.querySelector('tr[aria-hidden]')).not.toBeNull());
  return table;
}
