import { describe, expect, it } from 'vitest';
import { PREFERRED_BY_LOCALE, phoneDefaults, regionOfTag } from './phone-defaults';

describe('the phone picker follows the language and region (docs/product.md#phone-input)', () => {
  it.each([
    ['fr-CI', 'ci'],
    ['en-NG', 'ng'],
    ['en-Latn-NG', 'ng'],
    ['fr', null],
    ['es-419', null],
    ['en-ng-x-private', 'ng'],
  ])('%s names region %s', (tag, region) => {
    expect(regionOfTag(tag)).toBe(region);
  });

  it.each<['en' | 'fr', string[], string]>([
    ['en', [], 'ng'],
    ['en', ['en-US', 'en'], 'ng'],
    ['en', ['en-GB'], 'ng'],
    ['en', ['en-NG'], 'ng'],
    ['en', ['en-GH'], 'gh'],
    ['fr', [], 'ci'],
    ['fr', ['fr-FR'], 'ci'],
    ['fr', ['fr-SN', 'fr'], 'sn'],
    ['fr', ['fr-CM'], 'cm'],
    ['fr', ['fr-FR', 'en-NG'], 'ng'],
    ['en', ['zh-CN'], 'ng'],
    ['fr', ['fr-XX'], 'ci'],
  ])('%s with %j: %s by default', (locale, tags, country) => {
    expect(phoneDefaults(locale, tags).country).toBe(country);
  });

  it('never defaults to China, which stays in the short lists for students already there', () => {
    for (const locale of ['en', 'fr'] as const) {
      expect(PREFERRED_BY_LOCALE[locale][0]).not.toBe('cn');
      expect(PREFERRED_BY_LOCALE[locale]).toContain('cn');
    }
  });

  it('puts the default first in the short list, each country once', () => {
    expect(phoneDefaults('fr', ['fr-SN']).preferred.slice(0, 3)).toEqual(['sn', 'ci', 'cm']);
    expect(phoneDefaults('en', ['en-RW']).preferred.slice(0, 2)).toEqual(['rw', 'ng']);
    const list = phoneDefaults('en', ['en-GH']).preferred;
    expect(new Set(list).size).toBe(list.length);
  });
});
