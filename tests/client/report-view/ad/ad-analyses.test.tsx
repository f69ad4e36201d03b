import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { escapeMarkdown } from '@/lib/markdown/escape-markdown';
import { CONTRACT, SAMPLE, copy, renderAd } from './ad-fixture.tsx';

type Analysis = { text: { zh: string; en: string }; writer: string; model?: string; items: unknown[] };

describe('AD analyses (llm_ad_*)', () => {
  it("shows the text in the reader's language, the rule, the items with their numbers and the writer", async () => {
    const user = userEvent.setup();
    const { body } = await renderAd('llm_ad_potential_hooks_analysis');
    const text = body.querySelector('[data-analysis-text]')!;
    expect(text.textContent).toBe(
      'Hook “Scarcity”: spent $2.00 (average $107.33), ROI 50.00 (overall 2.55), 1 purchases at $2.00 each.',
    );
    expect(body.textContent).toContain(
      'How the items were chosen: Hooks that spent less than the average hook with a ROI at least the overall ROI',
    );
    expect(body.querySelector('[data-writer="builtin"]')?.textContent).toBe(
      'Written by the built-in writer from the numbers above.',
    );
    await user.click(within(body).getByText('1 item and its numbers'));
    const item = within(body).getByRole('listitem');
    expect(item.textContent).toBe(
      'ScarcitySpend$2Average spend$107.33ROI50Overall ROI2.55Purchases1Cost per purchase$2',
    );
    const zh = await renderAd('llm_ad_potential_hooks_analysis', { language: 'zh' });
    expect(zh.body.querySelector('[data-analysis-text]')?.textContent).toBe(
      '钩子「Scarcity」：花费 $2.00（平均 $107.33），ROI 50.00（整体 2.55），购买 1 次，单次购买成本 $2.00。',
    );
    expect(zh.body.textContent).toContain('由内置写作程序根据上述数字撰写。');
  });

  it('writes an item a line as bullets, with changes coloured as their metric', async () => {
    const user = userEvent.setup();
    const { body } = await renderAd('llm_ad_fluctuating_products_analysis', {
      result: SAMPLE.llm_ad_fluctuating_products_analysis,
    });
    expect(body.querySelectorAll('[data-analysis-text] li')).toHaveLength(5);
    await user.click(within(body).getByText('5 items and their numbers'));
    const yogaMat = within(body)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith('Yoga Mat'))!;
    // Yoga Mat: spend -33.26% (spend is neither good nor bad), ROI 5.47 → 5.13 (worse).
    expect(yogaMat.querySelector('[aria-label^="down 33.26%"]')?.getAttribute('data-tone')).toBe('neutral');
    expect(yogaMat.querySelector('[aria-label^="down 6.19%"]')?.getAttribute('data-tone')).toBe('worse');
  });

  it("renders a model's escaped text as the literal words, and names the model", async () => {
    const result = copy(CONTRACT.llm_ad_potential_hooks_analysis) as Analysis;
    result.writer = 'model';
    result.model = 'deepseek-chat';
    // As the server words a model's answer: escaped (ad-analysis-model.ts).
    result.text.en = escapeMarkdown('Hook **Scarcity** [click](https://evil.example) <img src=x> did best.');
    const { body } = await renderAd('llm_ad_potential_hooks_analysis', { result });
    const text = body.querySelector('[data-analysis-text]')!;
    expect(text.textContent).toBe('Hook **Scarcity** [click](https://evil.example) <img src=x> did best.');
    expect(text.querySelectorAll('a, img, strong')).toHaveLength(0);
    expect(body.textContent).toContain(
      'Written by deepseek-chat from the numbers above; every number was checked against the data.',
    );
  });

  it('says the model wrote it when the result does not name the model', async () => {
    const result = { ...(copy(CONTRACT.llm_ad_potential_ads_analysis) as Analysis), writer: 'model' };
    const { body } = await renderAd('llm_ad_potential_ads_analysis', { result });
    expect(body.querySelector('[data-writer="model"]')?.textContent).toBe(
      'Written by the configured model from the numbers above; every number was checked against the data.',
    );
  });

  it("shows the writer's own sentence when nothing matched", async () => {
    const { body } = await renderAd('llm_ad_potential_audiences_analysis');
    expect(body.querySelector('[data-analysis-text]')?.textContent).toBe(
      'No audience does as well as the whole on less spend.',
    );
    expect(within(body).queryByText(/items? and (its|their) numbers/)).toBeNull();
  });
});
