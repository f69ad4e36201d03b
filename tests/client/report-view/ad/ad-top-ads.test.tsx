import { describe, expect, it } from 'vitest';
import { fireEvent, within } from '@testing-library/react';
import { CONTRACT, copy, renderAd } from './ad-fixture.tsx';

type Top = { items: Record<string, unknown>[] };

const HOSTILE_NAME = '<img src=x onerror="alert(1)">**Sale** [win](javascript:alert(2))';
const HOSTILE_TEXT = '<script>alert(3)</script> ![pixel](https://evil.example/p.png) Shop now';

describe('AD excellent and poor ads', () => {
  it("shows the rule in the reader's language and each creative with its names, ROI, spend and purchases", async () => {
    const { body } = await renderAd('db_ad_excellent_ads_display');
    expect(body.querySelector('[data-rule]')?.textContent).toMatch(
      /^The 10 ads with the highest ROI .* at least \$110\.50/,
    );
    const cards = within(body).getAllByRole('listitem');
    // Contract: A1 (ROI 3.80) and A3 (0) spent at least the average $110.50; A2 and A4 did not.
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('No. 1')).toBeTruthy();
    expect(first.getByText('Runner video')).toBeTruthy();
    expect(cards[0]!.textContent).toContain('Ad set · Women 25-34');
    expect(cards[0]!.textContent).toContain('Campaign · Spring Sale');
    expect(cards[0]!.querySelector('[data-roi]')?.textContent).toBe('3.8');
    expect(cards[0]!.textContent).toContain('$270');
    expect(cards[0]!.textContent).toMatch(/Purchases\s*23/);
    const zh = await renderAd('db_ad_poor_ads_display', { language: 'zh' });
    expect(zh.body.querySelector('[data-rule]')?.textContent).toMatch(
      /^本期花费不低于 \$110\.50.*ROI（购买价值 ÷ 花费）最低的 10 个/,
    );
  });

  it('puts a quiet tile in place of a cover that is missing or fails to load ("Image load failed")', async () => {
    const result = copy(CONTRACT.db_ad_excellent_ads_display) as Top;
    result.items[1]!.creativeUrl = null;
    const { body } = await renderAd('db_ad_excellent_ads_display', { result });
    const cover = body.querySelector('img');
    expect(cover?.getAttribute('src')).toBe('https://cdn.example.com/A1.jpg');
    expect(cover?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(body.querySelector('[data-cover="missing"]')?.getAttribute('aria-label')).toBe('No cover');
    fireEvent.error(cover!);
    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelector('[data-cover="failed"]')?.textContent).toBe('Image load failed');
  });

  it('loads no cover that is not a web address', async () => {
    const result = copy(CONTRACT.db_ad_excellent_ads_display) as Top;
    result.items[0]!.creativeUrl = 'javascript:alert(1)';
    result.items[1]!.creativeUrl = 'data:image/svg+xml,<svg onload=alert(1)>';
    const { body } = await renderAd('db_ad_excellent_ads_display', { result });
    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelectorAll('[data-cover="missing"]')).toHaveLength(2);
  });

  it('renders hostile ad names and creative text as text, never as markup', async () => {
    const result = copy(CONTRACT.db_ad_excellent_ads_display) as Top;
    result.items[0]!.name = HOSTILE_NAME;
    result.items[0]!.campaignName = '<b>bold</b>';
    result.items[0]!.creativeText = HOSTILE_TEXT;
    const { body } = await renderAd('db_ad_excellent_ads_display', { result });
    expect(body.textContent).toContain(HOSTILE_NAME);
    expect(body.textContent).toContain(HOSTILE_TEXT);
    expect(body.textContent).toContain('Campaign · <b>bold</b>');
    expect(body.querySelectorAll('script, b, a')).toHaveLength(0);
    // Only the two covers: no image from a name or a text.
    expect([...body.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'https://cdn.example.com/A1.jpg',
      'https://cdn.example.com/A3.jpg',
    ]);
  });

  it('says there is nothing to rank when nothing was spent', async () => {
    const result = { ...(copy(CONTRACT.db_ad_poor_ads_display) as Top), items: [] };
    const { body } = await renderAd('db_ad_poor_ads_display', { result });
    expect(body.textContent).toContain('Nothing was spent in this period, so there is nothing to rank.');
  });
});
