/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod and intl-messageformat only.
import { ACCOUNT_HEADINGS, ACCOUNT_LABELS, MY_APPLICATIONS_COPY } from '../page-labels.js';
import { CONTROL_TEXTS } from '../i18n/control-texts.js';
import { CONTROL_TEXTS_FR } from '../i18n/control-texts.fr.js';
import { STUDENT_PAGES } from '../i18n/student-pages.js';
import { STUDENT_PAGES_FR } from '../i18n/student-pages.fr.js';
import { frenchByKey } from './french-by-key.js';

// docs/decisions/0110-catalogues-by-area.md: the web reads a keyed catalogue's French by its keys.
describe('a keyed catalogue in French, by key', () => {
  it('gives each text the French of its own key, where two texts share their English', () => {
    expect(ACCOUNT_HEADINGS.login).toBe(ACCOUNT_LABELS.login);
    expect(frenchByKey(ACCOUNT_HEADINGS)?.login).toBe('Connexion');
    expect(frenchByKey(ACCOUNT_LABELS)?.login).toBe('Se connecter');
  });

  it('is the French catalogue itself, part for part', () => {
    expect(frenchByKey(STUDENT_PAGES)).toEqual(STUDENT_PAGES_FR);
    expect(frenchByKey(STUDENT_PAGES.submitted)).toEqual(STUDENT_PAGES_FR.submitted);
    expect(frenchByKey(CONTROL_TEXTS)).toEqual(CONTROL_TEXTS_FR);
  });

  it('knows nothing of a catalogue that is not keyed by its paths, nor of a single text', () => {
    expect(frenchByKey(MY_APPLICATIONS_COPY)).toBeUndefined();
    expect(frenchByKey({ login: 'Login' })).toBeUndefined();
    expect(frenchByKey('Login')).toBeUndefined();
  });
});
