import { describe, expect, it } from 'vitest';
import { manifestFile, webManifest } from './web-manifest';

describe('the web app manifest', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`(${lang}) installs standalone from /?source=pwa inside its scope, with Book and Admin shortcuts`, () => {
      const m = webManifest(lang);
      expect(m).toMatchObject({ start_url: '/?source=pwa', scope: '/', display: 'standalone' });
      expect(new URL(m.start_url, 'https://x.example').pathname.startsWith(m.scope)).toBe(true);
      expect(m.shortcuts.map((s) => s.url)).toEqual(['/', '/admin']);
      expect(m.icons.filter((i) => i.purpose === 'maskable')).toHaveLength(1);
    });
  }

  it('has one file per language, in the language', () => {
    expect(manifestFile('en')).toBe('manifest.webmanifest');
    expect(manifestFile('zh')).toBe('manifest-zh.webmanifest');
    expect(webManifest('zh').name).not.toBe(webManifest('en').name);
  });
});
