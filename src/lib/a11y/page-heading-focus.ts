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

const ARRIVAL_KEY = 'focus_heading_on_arrival';

/**
 * Asks the next page load to start on its heading. Leaving the sign-in page (sign-in.html) for the app is a
 * step inside the studio for the user, though a full load for the browser.
 */
export function focusHeadingOnArrival(): void {
  try {
    sessionStorage.setItem(ARRIVAL_KEY, '1');
  } catch {
    // Without storage the app keeps the browser's own start, as on any first load.
  }
}

function takeArrival(): boolean {
  try {
    const asked = sessionStorage.getItem(ARRIVAL_KEY) !== null;
    sessionStorage.removeItem(ARRIVAL_KEY);
    return asked;
  } catch {
    return false;
  }
}

/**
 * After each navigation that lands on a new page, focus moves to its h1, so keyboard and screen-reader users
 * start at the top of what changed instead of on a link that no longer exists. The first load keeps the
 * browser's own start, unless the sign-in page asked for the heading (focusHeadingOnArrival). Returns the
 * unsubscribe function.
 */
export function watchPageHeadingFocus(router: AnyRouter): () => void {
  let previous = { element: null as HTMLElement | null, text: '' };
  let cancel = () => {};
  let arriving = takeArrival();
  const before = router.subscribe('onBeforeNavigate', () => {
    const element = pageHeading();
    previous = { element, text: element?.textContent ?? '' };
  });
  const resolved = router.subscribe('onResolved', (event) => {
    const navigated = Boolean(event.fromLocation) && event.hrefChanged;
    if (!navigated && !arriving) return;
    arriving = false;
    cancel();
    cancel = focusNewHeading(previous);
  });
  return () => {
    before();
    resolved();
    cancel();
  };
}
