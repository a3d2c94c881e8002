// Where an application went (docs/product.md#back-office-where-it-went): the staff panel's texts and the
// API's answers, free of zod so the back office's chunk imports them without the schemas. What the
// student reads is in STUDENT_FOLLOW_UP (./screens.ts), in English and French.

export const PLACEMENT_MAX_LENGTH = {
  forwardedUniversity: 200,
  forwardedProgramme: 200,
  admissionNumber: 100,
} as const;
export type PlacementField = keyof typeof PLACEMENT_MAX_LENGTH;

export const PLACEMENT_COPY = {
  heading: 'Where it went',
  forwardedUniversity: 'University',
  forwardedProgramme: 'Programme',
  admissionNumber: 'Admission number',
  hint: 'The student sees the university, the programme and the admission number on their application page.',
  notYet: 'Once the application is forwarded to a university, record here where it went.',
  save: 'Save',
} as const;

export const PLACEMENT_SAVED_MESSAGE = 'Saved. The student now sees where their application went.';
export const PLACEMENT_NOT_FORWARDED_MESSAGE =
  'Where an application went can be recorded once it has been forwarded to a university.';
export const PLACEMENT_UNIVERSITY_REQUIRED_MESSAGE =
  'Name the university first: a programme or an admission number belongs to a university.';
