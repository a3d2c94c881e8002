import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale, StudentApplication } from '@studychina/contracts';
import { loadFrench } from '../../lib/i18n';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { programmeDetailFixture } from '../../test/catalogue-fixtures';
import { applicationFields, studentApplication, studentPhoto } from '../../test/test-data';
import { MyApplicationPage } from './MyApplicationPage';

// Issue 27 (docs/product.md#values-in-the-readers-language): the student's answers are stored as the API
// takes them ('Female', '2006-03-15', 'NG'); her application page writes them in her language.
beforeAll(() => loadFrench(), 30_000);
afterEach(resetAppState);

const application: StudentApplication = studentApplication({
  status: 'action_required',
  deadline: '2026-12-01T23:59:59.999Z',
  files: [studentPhoto('p1', 'rejected')],
  fields: {
    ...applicationFields('EZE'),
    gender: 'Female',
    dob: '2006-03-15',
    nationality: 'NG',
    religion: 'None',
    rateYourChinese: 'None',
    rateYourEnglish: 'Very Good',
    studyCategory: 'Undergraduate',
    durationOfStudyFrom: '2027-09-01',
    programmeFirstChoice: 'medicine-mbbs-wuhan-university',
    intakeFirstChoice: '2027-09',
  },
  educationHistory: [
    {
      schoolAttended: 'Queens College',
      location: 'Lagos',
      major: 'Sciences',
      dateAttended: '2019-09-02',
      degreeAwarded: 'WAEC SSCE',
    },
  ],
});

const open = (locale: Locale) => {
  localStorage.setItem('ACCESS_TOKEN', 'student-token');
  stubFetch((url) =>
    url.startsWith('/api/v1/user/programmes/')
      ? jsonResponse(200, { data: programmeDetailFixture(locale === 'fr' ? { title: 'Médecine (MBBS)' } : {}) })
      : jsonResponse(200, { success: true, application }),
  );
  renderPage(<MyApplicationPage />, { url: '/dashboard/applications/a1', path: '/dashboard/applications/:id', locale });
};
/** The answer shown beside a label (the first row of that label: the applicant's own, before any entry's). */
const answer = (label: string) => screen.getAllByText(label, { selector: 'dt' })[0]!.nextElementSibling!.textContent;

describe("the student's answers in her language", { timeout: 30_000 }, () => {
  it('French: choices by their French label, dates in words, the country by its name', async () => {
    open('fr');
    // The labels come with the French messages' chunk, just after the first render.
    await screen.findByText('Sexe', { selector: 'dt' }, { timeout: 20_000 });
    expect(answer('Sexe')).toBe('Féminin');
    expect(answer('Date de naissance')).toBe('15 mars 2006');
    expect(answer('Nationalité')).toBe('Nigeria');
    expect(answer('Niveau de chinois')).toBe('Aucun');
    expect(answer("Niveau d'anglais")).toBe('Très bon');
    expect(answer("Catégorie d'études")).toBe('Licence (premier cycle)');
    expect(answer('Durée des études (du)')).toBe('1 septembre 2027');
    expect(answer('Diplôme obtenu')).toBe("WAEC SSCE (fin d'études secondaires, Afrique de l'Ouest)");
    expect(answer('Date de début')).toBe('2 septembre 2019');
    // The programme by its French title and university, the intake as a month.
    await expect.poll(() => answer('Programme (premier choix)')).toBe('Médecine (MBBS), Wuhan University');
    expect(answer('Rentrée (premier choix)')).toBe('septembre 2027');
    // A free-text answer is shown as she typed it, even a word that is also a choice.
    expect(answer('Religion')).toBe('None');
    // A day deadline is that day, whatever the zone (the end of the day in UTC).
    expect(screen.getByRole('note')).toHaveTextContent('avant le 1 déc. 2026.');
    expect(document.body.textContent).not.toMatch(/2006-03-15|2019-09-02|Female|Undergraduate/);
  });

  it('English: the labels of the form, dates in words', async () => {
    open('en');
    await screen.findByText('Gender', { selector: 'dt' });
    expect(answer('Gender')).toBe('Female');
    expect(answer('Date of Birth')).toBe('15 March 2006');
    expect(answer('Nationality')).toBe('Nigeria');
    expect(answer('Study Category')).toBe('Undergraduate');
    expect(answer('Degree Awarded')).toBe('WAEC SSCE (West African Senior School Certificate)');
    expect(answer('Start date')).toBe('2 September 2019');
    await expect.poll(() => answer('Programme (First Choice)')).toBe('Medicine (MBBS), Wuhan University');
    expect(answer('Intake (First Choice)')).toBe('September 2027');
    expect(document.body.textContent).not.toContain('2006-03-15');
  });
});
