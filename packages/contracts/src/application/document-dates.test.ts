/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { renderAll } from '../messages/render-all.js';
import { NOW, complete, withFiles } from './application.fixtures.test.js';
import { documentDateWarning, documentDaysLeft, documentLastDay } from './document-dates.js';
import type { ApplicationFormValues } from './fields.js';
import { validateStep } from './validate-step.js';

// NOW is 2025-06-01T12:00Z: the earliest "today" anywhere is 2025-06-01 (UTC−12), the latest 2025-06-02.
const errorsOf = (overrides: Partial<ApplicationFormValues>) =>
  renderAll(validateStep(4, { ...complete(), ...overrides }, withFiles(), NOW).fieldErrors, 'en');
const warningOf = (...args: Parameters<typeof documentDateWarning>) => renderAll(documentDateWarning(...args), 'en');

describe('docs/product.md#apply-document-dates', () => {
  it('accepts a document until the same day six months after its date, or that month’s last day', () => {
    expect(documentLastDay(new Date('2024-12-01T00:00:00Z')).toISOString()).toBe('2025-06-01T00:00:00.000Z');
    expect(documentLastDay(new Date('2024-08-31T00:00:00Z')).toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(documentDaysLeft('2024-12-01', NOW)).toBe(0);
    expect(documentDaysLeft('2024-11-30', NOW)).toBe(-2);
    expect(documentDaysLeft('nope', NOW)).toBeNull();
  });

  it('leaves the dates optional, and takes one within six months', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ medicalReportDate: '2024-12-01', nonCriminalRecordDate: '2025-06-02' })).toEqual({});
  });

  it('refuses a date more than six months before submitting, naming the field and saying what to do', () => {
    expect(errorsOf({ medicalReportDate: '2024-11-30', nonCriminalRecordDate: '2023-01-01' })).toEqual({
      medicalReportDate: [
        'Medical Report is dated more than six months ago: get a new one, upload it and enter its date. Documents must be at most six months old when you submit.',
      ],
      nonCriminalRecordDate: [
        'Non-Criminal Record is dated more than six months ago: get a new one, upload it and enter its date. Documents must be at most six months old when you submit.',
      ],
    });
  });

  it('refuses a date that is not one, or in the future', () => {
    expect(errorsOf({ medicalReportDate: '2025-02-30', nonCriminalRecordDate: '2025-06-03' })).toEqual({
      medicalReportDate: ['Medical Report Date is not a valid date!'],
      nonCriminalRecordDate: ['Non-Criminal Record Date cannot be in the future!'],
    });
  });

  it('warns in the last thirty days, in English and in French', () => {
    expect(warningOf('medicalReport', '2025-05-01', NOW)).toBeNull();
    expect(warningOf('medicalReport', '2024-11-30', NOW)).toBeNull();
    expect(warningOf('medicalReport', '2024-12-01', NOW)).toBe(
      'Medical Report turns six months old today: submit your application before then, or get a newer one.',
    );
    const soon = documentDateWarning('nonCriminalRecord', '2024-12-21', NOW);
    expect(renderAll(soon, 'en')).toBe(
      'Non-Criminal Record turns six months old in 20 days: submit your application before then, or get a newer one.',
    );
    expect(renderAll(soon, 'fr')).toBe(
      'Extrait de casier judiciaire\u202F: six mois atteints dans 20 jours. Envoyez votre candidature avant, ou procurez-vous un document plus récent.',
    );
  });
});
