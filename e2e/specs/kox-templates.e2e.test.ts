import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { blockingViolations } from '../axe.ts';
import { launchBrowser, savePng } from '../browser.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';

const baseURL = inject('baseURL');
const SHOTS = '/tmp/shots/kox-templates';
const name = `Trail launch ${Date.now().toString(36)}`;
let templateId = '';

/**
 * AI business templates: create one with two fields and a custom label, meet a §5 rule's message, save, and
 * find it whole on reopening; then the editor in both languages at desktop and phone width.
 */
describe('KOX templates', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('creates a template with two fields and a custom label, and reopens it as saved', async () => {
    const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language: 'en' });
    await page.goto('/writer/kox/templates');
    await page.getByRole('button', { name: 'Create a template' }).first().click();
    await page.getByRole('heading', { name: 'New template' }).waitFor();
    await page.getByLabel('Template name').fill(name);
    await page
      .getByLabel('Description', { exact: false })
      .first()
      .fill('Invite trail runners to review the shoe.');

    const fields = page.getByRole('region', { name: 'Fields' });
    for (const [field, content, description] of [
      ['Product', 'Trail shoe X', 'What we send'],
      ['Fee', 'USD 500 per video', 'Our offer'],
    ] as const) {
      await fields.getByRole('button', { name: 'Add a field' }).click();
      const item = fields.getByRole('listitem').last();
      await item.getByLabel('Field name').fill(field);
      await item.getByLabel('Content').fill(content);
      await item.getByLabel('Description').fill(description);
    }

    const labels = page.getByRole('region', { name: 'Progress labels' });
    await labels.getByRole('button', { name: 'Add a custom label' }).click();
    const custom = labels.getByRole('listitem').last();
    await custom.getByLabel('Label name').fill('Asked for samples');
    await custom.getByLabel('Judgment rule').fill('contains any: sample, 样品');
    await custom.getByRole('checkbox', { name: 'Product' }).check();
    await custom.getByLabel('Reply strategy (English)').fill('确认地址后寄出样品');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await custom.getByText('Reply strategy and completion criteria must be written in English').waitFor();

    await custom.getByLabel('Reply strategy (English)').fill('Confirm the address and ship the sample.');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByRole('heading', { name: 'Edit template' }).waitFor();
    templateId = new URL(page.url()).searchParams.get('template') ?? '';
    expect(templateId).not.toBe('');

    await page.reload();
    await expect.poll(() => page.getByLabel('Template name').inputValue()).toBe(name);
    expect(await fields.getByRole('listitem').count()).toBe(2);
    await labels.getByRole('button', { name: 'Asked for samples', exact: true }).click();
    expect(await custom.getByLabel('Reply strategy (English)').inputValue()).toBe(
      'Confirm the address and ship the sample.',
    );
    expect(await custom.getByRole('checkbox', { name: 'Product' }).isChecked()).toBe(true);
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'All templates' }).click();
    await page.getByRole('button', { name: `Edit ${name}` }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each(['en', 'zh'] as const)('reads well in %s at desktop and phone width', async (language) => {
    mkdirSync(SHOTS, { recursive: true });
    for (const viewport of [
      { name: 'desktop', width: 1440, height: 900 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language, viewport });
      await page.goto(`/writer/kox/templates?template=${templateId}`);
      const nameInput = page.getByLabel(language === 'zh' ? '模板名称' : 'Template name');
      await expect.poll(() => nameInput.inputValue()).toBe(name);
      // A rule's message on show, with the labels: a custom label's reply strategy in Chinese, saved.
      const zh = language === 'zh';
      const labels = page.getByRole('region', { name: zh ? '进展标签' : 'Progress labels' });
      await labels.getByRole('button', { name: 'Asked for samples', exact: true }).click();
      const custom = labels.getByRole('listitem').last();
      await custom
        .getByLabel(zh ? '回复策略（英文）' : 'Reply strategy (English)')
        .fill('确认地址后寄出样品');
      await page
        .getByRole('button', { name: zh ? '保存' : 'Save' })
        .first()
        .click();
      const message = custom.getByText(
        zh
          ? '回复策略和完成标准必须用英文填写'
          : 'Reply strategy and completion criteria must be written in English',
      );
      await message.waitFor();
      await custom.getByRole('button', { name: 'Asked for samples', exact: true }).scrollIntoViewIfNeeded();
      await savePng(page, path.join(SHOTS, `${language}-${viewport.name}.png`));
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });
});
