/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod and intl-messageformat only.
import {
  ACCOUNT_HEADINGS,
  ACCOUNT_LABELS,
  ACCOUNT_TOASTS,
  CONTACT_TOASTS,
  MAJORS_PAGE_LINKS,
  MY_APPLICATIONS_COPY,
  REGISTER_HINTS,
  resendOtpCountdownLabel,
} from '../page-labels.js';
import { friendlyLabel } from '../application/labels.js';
import { FIELD_LABELS_FR } from '../i18n/field-labels.fr.js';
import { SHELL_TOASTS_FR } from '../i18n/fr.js';
import { SHELL_TOASTS } from '../i18n/shell-toasts.js';
import { renderText } from './render.js';
import { CONTROL_TEXTS, codeDigitLabel } from '../i18n/control-texts.js';
import { CONTROL_TEXTS_FR } from '../i18n/control-texts.fr.js';
import { STUDENT_PAGES } from '../i18n/student-pages.js';
import { STUDENT_FOLLOW_UP } from '../back-office/screens.js';
import { SERVER_TEXTS_FR } from '../i18n/server-texts.fr.js';
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

  it('reads a catalogue whose texts the keyed ones gather by name, and its functions by the Texts they make', () => {
    const myApplications = frenchByKey(MY_APPLICATIONS_COPY)!;
    expect(myApplications.heading).toBe(SERVER_TEXTS_FR.pages.myApplications.heading);
    expect([myApplications.files(1), myApplications.files(3)]).toEqual(['1 fichier', '3 fichiers']);
    const followUp = frenchByKey(STUDENT_FOLLOW_UP)!;
    expect(followUp.pageTitle).toBe(STUDENT_PAGES_FR.followUp.pageTitle);
    expect(followUp.timelineLabel).toBe(SERVER_TEXTS_FR.pages.followUp.timelineLabel);
    expect(followUp.requestedDocuments(2)).toBe('2 documents demandés');
    expect(frenchByKey(codeDigitLabel)!(2, 6)).toBe('Chiffre 2 sur 6');
    expect(frenchByKey(resendOtpCountdownLabel)!(30)).toMatch(/^Renvoyer le code dans 30\s?s$/);
  });

  it('knows nothing of a catalogue that is not keyed, nor of a single text or a plain function', () => {
    expect(frenchByKey((n: number) => `${n} files`)).toBeUndefined();
    expect(frenchByKey({ login: 'Login' })).toBeUndefined();
    expect(frenchByKey('Login')).toBeUndefined();
  });

  it("reads the single texts of the account, contact and majors pages by their catalogues' keys", () => {
    const { LOGGED_OUT: _logout, NETWORK_FAILURE: _network, ...accountToasts } = SERVER_TEXTS_FR.toasts;
    expect(frenchByKey(ACCOUNT_TOASTS)).toEqual(accountToasts);
    expect(frenchByKey(CONTACT_TOASTS)).toEqual({
      CONTACT_UNAUTHORIZED: SERVER_TEXTS_FR.answers.CONTACT_UNAUTHORIZED,
      CONTACT_FAILED: SERVER_TEXTS_FR.answers.CONTACT_FAILED,
      CONTACT_SENT: SERVER_TEXTS_FR.answers.CONTACT_SENT,
    });
    expect(frenchByKey(REGISTER_HINTS)).toEqual({
      PASSWORD_HINT_MISMATCH: SERVER_TEXTS_FR.validation.PASSWORD_HINT_MISMATCH,
    });
    expect(frenchByKey(MAJORS_PAGE_LINKS)).toEqual({ majorsFirstPage: SERVER_TEXTS_FR.pages.majorsFirstPage });
  });

  it("names a form's field by its label's key, and anything else as written", () => {
    const label = frenchByKey(friendlyLabel)!;
    expect(label('passportNumber')).toBe(FIELD_LABELS_FR.passportNumber);
    expect(label('not_a_field')).toBe('not_a_field');
  });
});

// The part of the keyed catalogue that ships with the shell (docs/decisions/0116-texts-by-key-to-the-end.md).
describe('the French of the toasts shipped with the shell', () => {
  it('is the French of their keys', () => {
    for (const name of Object.keys(SHELL_TOASTS) as (keyof typeof SHELL_TOASTS)[]) {
      expect(SHELL_TOASTS_FR[name]).toBe(SERVER_TEXTS_FR.toasts[name]);
      expect(renderText({ key: `toasts.${name}` }, 'fr')).toBe(SHELL_TOASTS_FR[name]);
    }
  });
});
