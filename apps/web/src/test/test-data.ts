import { APPLICATION_TEXT_FIELDS, type StudentApplication, type StudentFile, type User } from '@studychina/contracts';

/** A user as the API returns it, for the page tests. */
export const ADA: User = {
  id: 'u1',
  firstname: 'Ada',
  lastname: 'Obi',
  email: 'ada@example.com',
  phoneNumber: '2348031234567',
  countryInfo: { name: 'Nigeria', dialCode: '234', countryCode: 'ng' },
  emailVerified: true,
  role: 'student',
  createdAt: '2026-01-01T00:00:00.000Z',
  locale: 'en',
};

/** A promise the test settles itself, to look at a page while its call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A passport photo of a student's application as the API lists it; `reason` is staff's, on a rejection. */
export const studentPhoto = (
  id: string,
  decision: 'accepted' | 'rejected' | null,
  position = 0,
  reason = 'Too blurry',
): StudentFile => ({
  id,
  listName: 'passportphoto',
  position,
  originalName: `${id}.jpg`,
  size: 2048,
  mimeType: 'image/jpeg',
  uploadedAt: '2026-11-20T10:00:00.000Z',
  review: decision
    ? { decision, reason: decision === 'rejected' ? reason : null, at: '2026-11-21T10:00:00.000Z' }
    : null,
  replaces: null,
  replacedAt: null,
  uploadedByStaff: false,
  requestId: null,
  erasedAt: null,
});

/** Every text field of an application empty but the surname. */
export const applicationFields = (surName: string): StudentApplication['fields'] => ({
  ...(Object.fromEntries(APPLICATION_TEXT_FIELDS.map((name) => [name, null])) as StudentApplication['fields']),
  surName,
});

/**
 * A student's application a1 as the API answers it: submitted, nothing reviewed, asked for or sent anywhere yet;
 * each test sets what it is about. One place, so a field added to the answer is added once.
 */
export const studentApplication = (over: Partial<StudentApplication> = {}): StudentApplication => ({
  id: 'a1',
  status: 'submitted',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  deadline: null,
  placement: { forwardedUniversity: null, forwardedProgramme: null, admissionNumber: null },
  fields: applicationFields('OKAFOR'),
  educationHistory: [],
  familyMembers: [],
  files: [],
  events: [],
  documentsFromStaff: [],
  requests: [],
  ...over,
});
