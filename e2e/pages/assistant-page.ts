import type { Locator, Page } from 'playwright-core';

/** The composer of the start page or the thread, in either language. */
export function composer(page: Page): Locator {
  return page.getByRole('combobox', { name: /^(发给助手的消息|Message to the assistant)$/ }).last();
}

export async function sendMessage(page: Page, text: string): Promise<void> {
  const box = composer(page);
  await box.fill(text);
  await box.press('Enter');
}
