// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language';

describe('language detection (docs/product.md §1)', () => {
  it('uses the saved choice first', () => {
    expect(detectLanguage('en', ['zh-CN'])).toBe('en');
    expect(detectLanguage('zh', ['en-US'])).toBe('zh');
  });

  it('otherwise takes zh when the browser language starts with zh, in any region or case', () => {
    for (const l of ['zh', 'zh-CN', 'zh-TW', 'zh-Hant-HK', 'ZH-sg'])
      expect(detectLanguage(null, [l])).toBe('zh');
  });

  it('otherwise takes en', () => {
    expect(detectLanguage(null, ['en-SG'])).toBe('en');
    expect(detectLanguage(null, ['ms-MY', 'zh-CN'])).toBe('en'); // only the first preference counts
    expect(detectLanguage(null, [])).toBe('en');
  });

  it('ignores a saved value that is not a supported language', () => {
    expect(detectLanguage('fr', ['zh-CN'])).toBe('zh');
    expect(detectLanguage('', ['en'])).toBe('en');
  });

  it('is what the page and the API client use, and a saved choice sticks', async () => {
    localStorage.setItem('tress.language', 'zh');
    const { currentLanguage, saveLanguage } = await import('./language');
    expect(currentLanguage()).toBe('zh');
    saveLanguage('en');
    expect(localStorage.getItem('tress.language')).toBe('en');
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
