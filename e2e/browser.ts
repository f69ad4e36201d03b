import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';

/**
 * Debian's headless shell when installed: the same Blink without the full browser around it, which took about a
 * quarter less CPU over the same specs (docs/decisions.md); Debian's Chromium otherwise.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian's Chromium with the flags this closed network needs (see README). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath:
      process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const SCREENSHOT_DIR = path.resolve('e2e/artifacts');

export async function screenshot(page: Page, name: string): Promise<string> {
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await savePng(page, file);
  return file;
}

const protocolSessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Saves what the page shows (the whole document with `fullPage`) as a PNG encoded for speed, through the debugging
 * protocol: Playwright's `page.screenshot` asks for Chromium's default encoding, about 230 ms of CPU a shot against
 * about 60 here, for files about twice as large, and the specs save some 250 a run (docs/decisions.md, 200).
 */
export async function savePng(page: Page, file: string, { fullPage = false } = {}): Promise<void> {
  let session = protocolSessions.get(page);
  if (!session) protocolSessions.set(page, (session = page.context().newCDPSession(page)));
  const protocol = await session;
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const content = fullPage ? (await protocol.send('Page.getLayoutMetrics')).cssContentSize : undefined;
  const { data } = await protocol.send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    ...(content && {
      clip: { x: 0, y: 0, width: Math.ceil(content.width), height: Math.ceil(content.height), scale: 1 },
      captureBeyondViewport: true,
    }),
  });
  // As page.screenshot did: the folder is made when missing.
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(data, 'base64'));
}

/** Fails the test on any uncaught page error, so a broken screen cannot pass silently. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}
