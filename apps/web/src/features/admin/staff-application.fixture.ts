import { APPLICATION_TEXT_FIELDS, type StaffApplication } from '@studychina/contracts';

/**
 * A staff view of application a1 for component tests: Chiamaka Okafor, nothing uploaded, reviewed or asked for;
 * each test sets what it is about. One place, so a field added to the answer is added once.
 */
export const staffApplication = (over: Partial<StaffApplication> = {}): StaffApplication => ({
  id: 'a1',
  status: 'under_review',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  applicant: { id: 'u1', firstname: 'Chiamaka', lastname: 'Okafor', email: 'chiamaka@example.com', locale: 'en' },
  fields: {
    ...(Object.fromEntries(APPLICATION_TEXT_FIELDS.map((name) => [name, null])) as StaffApplication['fields']),
    surName: 'OKAFOR',
    firstName: 'Chiamaka',
    nationality: 'Nigeria',
  },
  educationHistory: [],
  familyMembers: [],
  files: [],
  events: [],
  notes: [],
  assignee: null,
  placement: { forwardedUniversity: null, forwardedProgramme: null, admissionNumber: null },
  consent: { version: '2026-11-27', at: '2026-11-27T10:00:00.000Z' },
  documentsFromStaff: [],
  requests: [],
  outstanding: [],
  nationalityCode: 'NG',
  statusChangedAt: '2026-11-21T10:00:00.000Z',
  deadline: null,
  waitingDays: 3,
  overdue: false,
  duplicates: [],
  invoice: null,
  alerts: [],
  ...over,
});
