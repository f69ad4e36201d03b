import type { AnyRouter } from '@tanstack/react-router';

const WAIT_MS = 5000;

/** The page's own heading: the h1 of the main landmark, else the first h1. */
export function pageHeading(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>('main h1') ?? root.querySelector<HTMLElement>('h1');
}

/** Focuses a heading or landmark without a ring around it: it is a starting point, not a control. */
export function focusStart(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.classList.add('outline-none');
  heading.focus();
}

/**
 * Waits until the page shows a heading other than `previous` (same element with the same text counts as the
 * old page), then focuses it unless the user has moved focus somewhere since. Returns a cancel function.
 */
export function focusNewHeading(previous: { element: HTMLElement | null; text: string }): () => void {
  const focusedAtStart = document.activeElement;
  const isNew = (h: HTMLElement | null): h is HTMLElement =>
    h !== null && (h !== previous.element || h.textContent !== previous.text);
  const userMoved = () => {
    const active = document.activeElement;
    return active !== focusedAtStart && active !== document.body && active !== null;
  };
  const tryFocus = () => {
    const heading = pageHeading();
    if (!isNew(heading)) return false;
    if (!userMoved()) focusStart(heading);
    return true;
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return stop;
}

/**
 * After each navigation that lands on a new page, focus moves to its h1, so keyboard and screen-reader users
 * start at the top of what changed instead of on a link that no longer exists. The first load keeps the
 * browser's own start. Returns the unsubscribe function.
 */
export function watchPageHeadingFocus(router: AnyRouter): () => void {
  let previous = { element: null as HTMLElement | null, text: '' };
  let cancel = () => {};
  const before = router.subscribe('onBeforeNavigate', () => {
    const element = pageHeading();
    previous = { element, text: element?.textContent ?? '' };
  });
  const resolved = router.subscribe('onResolved', (event) => {
    if (!event.fromLocation || !event.hrefChanged) return;
    cancel();
    cancel = focusNewHeading(previous);
  });
  return () => {
    before();
    resolved();
    cancel();
  };
}
