import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Fixtures } from './apply.fixtures';
import { isoDate } from './apply.helpers';

/*
 * The six steps of /apply as a Nigerian applicant, Amaka Eze, fills them in English (docs/product.md#apply-steps):
 * shared by the application journey (apply.spec.ts, which checks the form's behaviour between them) and the
 * catalogue journey (catalogue-journey.spec.ts, which applies to a programme with them).
 */

export const fill = async (scope: Page | Locator, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label, { exact: true }).fill(value);
};
export const choose = (page: Page, group: string, choice: string) =>
  page.getByRole('group', { name: group, exact: true }).getByRole('radio', { name: choice, exact: true }).check();
export const stepHeading = (page: Page) => page.locator('#apply-step-title');
/** Continue, landing on the step titled `title` without an error list. */
export const next = async (page: Page, title: string) => {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText(title);
  await expect(page.getByText('Please fix the following:')).toBeHidden();
};
/** A document list's file input. */
export const fileInput = (page: Page, list: string) => page.locator(`input[type=file][name=${list}]`);

/**
 * Step 1 but the majors (chosen apart, or filled by a programme of the catalogue): born 14 February 2003, so 24
 * at a September 2027 start (within a bachelor's 17 to 25 and a master's 21 to 35), passport valid 900 days.
 */
export async function fillPersonal(page: Page, email: string) {
  await fill(page, {
    Surname: 'Eze',
    'First Name': 'Amaka',
    'Middle Name': 'Chioma',
    Email: email,
    Phone: '+234 803 123 4567',
    'Date of Birth': '2003-02-14',
    'Native Language': 'Igbo',
    'Passport Number': 'A09876543',
    'Passport Expiry Date': isoDate(900),
    'Marital Status': 'Single',
    Religion: 'Christianity',
    'Place of Birth': 'Onitsha',
    'Permanent Home Address': '7 New Market Road, Onitsha, Anambra',
    'Zip Code': '434101',
  });
  await choose(page, 'Gender', 'Female');
  // A picker of countries named in the page's language; the ISO code is what is sent.
  await page.getByLabel('Nationality', { exact: true }).selectOption({ label: 'Nigeria' });
}

/** Step 2: a PhD candidate (so step 3 asks for work experience), sponsored by her father. */
export async function fillMoreInfo(page: Page) {
  await choose(page, 'Chinese Proficiency', 'Average');
  await choose(page, 'English Proficiency', 'Very Good');
  await choose(page, 'Study Category', 'PHD');
  await fill(page, {
    'Field of Study': 'Public Health',
    'Duration of Study (From)': '2026-09-01',
    'Duration of Study (To)': '2030-07-01',
    "Financial Sponsor's Name": 'Chukwudi Eze',
    "Sponsor's Address": '7 New Market Road, Onitsha',
    'Relationship with Applicant': 'Father',
    "Sponsor's Mobile Number": '+234 802 555 0101',
    'Person or Agency to Action on your behalf in China': 'Study in China Admissions, Guangzhou',
    "Sponsor's Comment": 'I will pay the tuition and living costs.\nFunds are ready.',
    'Signed Date': isoDate(0),
  });
}

/** Step 3, its first entry already added: a WAEC certificate and a PhD, then her work experience. */
export async function fillEducation(page: Page) {
  await fill(page.getByRole('group', { name: 'Education entry 1' }), {
    'School Attended': 'University of Nigeria, Nsukka',
    Location: 'Nsukka',
    'Major of study': 'Microbiology',
    'Start date': '2019-10-01',
  });
  // A school-leaving certificate beside the degrees (issue 34).
  await page.getByRole('group', { name: 'Education entry 1' }).getByLabel('Degree Awarded').selectOption('WAEC SSCE');
  await page.getByRole('button', { name: 'Add another' }).click();
  const second = page.getByRole('group', { name: 'Education entry 2' });
  await fill(second, {
    'School Attended': 'Peking University',
    Location: 'Beijing',
    'Major of study': 'Epidemiology',
    'Start date': '2024-09-01',
  });
  await second.getByLabel('Degree Awarded').selectOption('PHD');
  await fill(page.getByRole('region', { name: 'Work Experience' }), {
    Employer: 'Nigeria Centre for Disease Control',
    Location: 'Abuja',
    Position: 'Research Officer',
    'Date Started': '2022-01-10',
  });
}

/** Step 4: her father and mother. */
export async function fillFamily(page: Page) {
  await page.getByRole('button', { name: 'Add a family member' }).click();
  await page.getByRole('button', { name: 'Add another' }).click();
  const members = [
    ['Chukwudi Eze', '+234 802 555 0101', 'chukwudi@example.com', 'Trader', 'Main Market, Onitsha', 'Father'],
    ['Ifeoma Eze', '+234 803 555 0202', 'ifeoma@example.com', 'Nurse', 'General Hospital Onitsha', 'Mother'],
  ];
  for (const [i, [name, mobile, email, profession, workPlace, relationship]] of members.entries()) {
    await fill(page.getByRole('group', { name: `Family Member entry ${i + 1}` }), {
      Name: name!,
      Nationality: 'Nigerian',
      'Mobile Number': mobile!,
      Email: email!,
      Profession: profession!,
      'Work Place': workPlace!,
      Relationship: relationship!,
    });
  }
}

/**
 * Step 5: real files in every list but the English certificate (each journey adds that one its own way): two
 * photos, two transcripts and two certificates, one file in each other list; 13 files in all.
 */
export async function attachDocuments(page: Page, files: Fixtures) {
  const input = (list: string) => fileInput(page, list);
  await input('passportphoto').setInputFiles([files.photoJpg, files.photoPng]);
  await input('applicantSignature').setInputFiles(files.signature);
  await input('sponsorSignature').setInputFiles(files.sponsorSignature);
  await input('transcripts').setInputFiles([files.pdf('transcript'), files.photoPng]);
  await input('recommendationLetters').setInputFiles(files.pdf('recommendation'));
  await input('medicalReport').setInputFiles(files.pdf('medical-report'));
  await input('certificates').setInputFiles([files.pdf('certificate'), files.pdf('bank-statement')]);
  await input('bankStatement').setInputFiles(files.pdf('bank-statement'));
  await input('nonCriminalRecord').setInputFiles(files.pdf('non-criminal-record'));
  await input('researchProposal').setInputFiles(files.proposal);
}
