import { describe, expect, it } from 'vitest';
import { isIos } from './install';

describe('iOS detection for the add-to-home-screen steps', () => {
  it('knows iPhone and iPad Safari, iPadOS included (it says it is a Mac with touch)', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15', 5)).toBe(
      true,
    );
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 5)).toBe(true);
  });

  it('leaves Android and desktops to the browser’s own install prompt', () => {
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/126.0 Mobile', 5)).toBe(false);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 0)).toBe(false);
  });
});
