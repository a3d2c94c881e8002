/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod and intl-messageformat only.
import * as index from '../index.js';
import * as contentPages from '../i18n/content-pages.js';
import snapshot from './english-snapshot.json' with { type: 'json' };
import { englishTexts } from './english-texts.js';

describe('the English texts of the package (issue 27)', () => {
  it('are byte for byte the ones recorded before texts moved to keyed catalogues', () => {
    const now = englishTexts([
      ['index.js', index as Record<string, unknown>],
      ['i18n/content-pages.js', contentPages as Record<string, unknown>],
    ]);
    // Every recorded text still renders the same; texts added since are new, not changed.
    const changed = Object.entries(snapshot).filter(([path, english]) => now[path] !== english);
    expect(changed).toEqual([]);
  });
});
