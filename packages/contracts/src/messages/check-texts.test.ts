/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod and intl-messageformat only.
import { checkContactForm } from '../contact-form.js';
import { contactBodySchema } from '../contact.js';
import { checkLoginForm, checkOtp, checkRegisterForm, checkResetForm } from '../account/forms.js';
import { parseWithFieldErrors } from '../account/fields.js';
import { registerBodySchema } from '../account/register.js';
import { emptyApplication } from '../application/defaults.js';
import { checkApplicationSubmission } from '../application/server.js';
import { validateStep } from '../application/validate-step.js';
import { renderAll } from './render-all.js';

/**
 * The checks shared by the web and the API raise Texts (docs/decisions/0109-checks-raise-texts.md): each renders
 * the product's English byte for byte and a French of its own that names the field by its French label.
 */
const NOW = new Date('2026-06-01T12:00:00Z');
const both = <T>(value: T) => ({ en: renderAll(value, 'en'), fr: renderAll(value, 'fr') });

describe("the checks' Texts in English and French", () => {
  it('the account forms', () => {
    const register = { firstname: 'Ada', lastname: 'L', email: 'ada@example.com', phoneNumber: '123456' };
    expect(both(checkRegisterForm({ ...register, password: 'short', confirmPassword: 'short' }))).toEqual({
      en: 'Password must be at least 8 characters.',
      fr: 'Le mot de passe doit contenir au moins 8 caractères.',
    });
    expect(both(checkLoginForm({ email: '', password: '' }))).toEqual({
      en: 'All fields are Required',
      fr: 'Tous les champs sont obligatoires',
    });
    expect(both(checkLoginForm({ email: 'ada@example', password: 'x' }))).toEqual({
      en: 'Please enter a valid email address!',
      fr: 'Veuillez saisir une adresse e-mail valide\u202F!',
    });
    expect(both(checkResetForm({ password: 'longenough', confirmPassword: 'other one' })).en).toBe(
      'Passwords do not match.',
    );
    expect(both(checkOtp(' '))).toEqual({ en: 'OTP field is Required!', fr: 'Le code est obligatoire\u202F!' });
    expect(both(checkContactForm({ name: '', email: 'a@b.c', subject: 's', message: 'm' }))).toEqual({
      en: 'All fields are Required!',
      fr: 'Tous les champs sont obligatoires\u202F!',
    });
  });

  it('the account schemas, labels included', () => {
    const long = 'x'.repeat(101);
    const result = parseWithFieldErrors(registerBodySchema, {
      firstname: long,
      lastname: 'L',
      email: 'ada@example.com',
      password: 'longenough',
      phoneNumber: '123456',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(both(result.errors)).toEqual({
      en: { firstname: ['Firstname must be at most 100 characters.'] },
      fr: { firstname: ['Prénom\u202F: 100 caractères au maximum.'] },
    });
    const contact = parseWithFieldErrors(contactBodySchema, { name: 'A', email: 'x', subject: 'S', message: 'M' });
    expect(contact.ok ? null : both(contact.errors)).toEqual({
      en: { email: ['Please enter a valid email address!'] },
      fr: { email: ['Veuillez saisir une adresse e-mail valide\u202F!'] },
    });
  });

  it("the application form's steps name each field by its label in the reader's language", () => {
    const values = { ...emptyApplication(), dob: '1990-02-30', email: 'not-an-email', passportNumber: 'A1' };
    const { messages } = validateStep(0, values, {}, NOW);
    const rendered = both(messages);
    expect(rendered.en).toContain('Surname is required');
    expect(rendered.en).toContain('Date of Birth is not a valid date!');
    expect(rendered.en).toContain('Email format looks invalid!');
    expect(rendered.en).toContain('Invalid Passport Number!');
    expect(rendered.fr).toContain('Nom de famille\u202F: champ obligatoire');
    expect(rendered.fr).toContain('Date de naissance\u202F: date non valide\u202F!');
    expect(rendered.fr.some((text) => /is required|looks invalid/.test(text))).toBe(false);

    const education = { ...emptyApplication(), educationHistory: [{ ...emptyEducation(), schoolAttended: 'X' }] };
    const entries = both(validateStep(2, education, {}, NOW).messages);
    expect(entries.en).toContain('Education entry 1: Location is required');
    expect(entries.en).toContain('Education entry 1: Degree Awarded  is required');
    expect(entries.fr.find((text) => text.startsWith('Formation 1\u202F: '))).toBeDefined();
  });

  it("the API's check of a whole submission, choices and files included", () => {
    const check = checkApplicationSubmission({ gender: 'Other' }, { applicantSignature: [pdf(), pdf()] }, NOW);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    const { en, fr } = both(check.errors);
    expect(en.gender).toEqual(['Gender must be one of: Male, Female']);
    expect(en.applicantSignature).toEqual([
      'Applicant Signature: only one file is allowed',
      'Applicant Signature: this file type is not allowed',
    ]);
    expect(en.passportNumber).toEqual(['Passport Number is required']);
    expect(fr.passportNumber).toEqual(['Numéro de passeport\u202F: champ obligatoire']);
    expect(fr.gender?.[0]).toBe('Sexe\u202F: choisissez parmi Male, Female');
  });
});

function emptyEducation() {
  return { schoolAttended: '', location: '', major: '', dateAttended: '', degreeAwarded: '' };
}
function pdf() {
  return { name: 'a.pdf', size: 10, type: 'application/pdf' };
}
