// Texts of the back office's triage (issue 34): the queue's new filters and columns, bulk actions, the next
// application, the take-over warning and the duplicate warning. Staff read English. Free of zod, so the
// back office's chunk imports them without the schemas. docs/product.md#back-office-screens.

/** Whose name a warning shows: first and last name. */
interface Named {
  firstname: string;
  lastname: string;
}
const nameOf = (person: Named) => `${person.firstname} ${person.lastname}`.trim();

// --- API answers ---

export const bulkDoneMessage = (changed: number, asked: number): string =>
  `${changed} of ${asked} ${asked === 1 ? 'application' : 'applications'} changed.`;
export const BULK_NOTHING_TO_DO_MESSAGE = 'Choose an assignee or a status to apply.';
export const BULK_IDS_REQUIRED_MESSAGE = 'Choose at least one application.';
export const bulkTooManyMessage = (max: number): string => `At most ${max} applications at a time.`;
/** A bulk assignment that would take a colleague's application without `takeOver`. */
export const assignedToColleagueMessage = (person: Named): string =>
  `Assigned to ${nameOf(person)}: not taken over. Confirm to take it over.`;
/** A single assignment whose `expectedAssigneeId` is no longer the assignee. */
export const assignmentChangedMessage = (person: Named | null): string =>
  person
    ? `This application is now assigned to ${nameOf(person)}. Please check and try again.`
    : 'This application is no longer assigned to anyone. Please check and try again.';

// --- Screens ---

export const TRIAGE_COPY = {
  views: 'Views',
  allApplications: 'All applications',
  assignedToMe: 'Assigned to me',
  unassigned: 'Unassigned',
  anyCountry: 'Any country',
  anyMajor: 'Any major',
  overdue: 'Overdue corrections only',
  waitingDays: 'Waiting at least (days)',
  deadline: 'Deadline',
  waiting: 'Waiting',
  overdueBadge: 'Overdue',
  days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
  select: 'Select',
  selectRow: (name: string) => `Select ${name}`,
  selectPage: 'Select every application on this page',
  selected: (n: number) => (n === 1 ? '1 application selected' : `${n} applications selected`),
  bulkActions: 'Bulk actions',
  bulkAssignTo: 'Assign the selected to',
  bulkToMe: 'Me',
  bulkNobody: 'Nobody',
  bulkAssign: 'Assign',
  bulkStatus: 'Move the selected to',
  bulkStatusChoose: 'Choose a status',
  bulkMessage: 'Message to each student',
  bulkDeadline: 'Deadline for the corrections',
  bulkApply: 'Change status',
  clearSelection: 'Clear selection',
  bulkRefused: 'Not changed',
  bulkWorking: 'Applying to the selected applications',
  takeOverTitle: "Take over colleagues' applications?",
  takeOverMany: (names: string[], n: number) =>
    `${n === 1 ? '1 selected application is' : `${n} selected applications are`} assigned to ${names.join(', ')}.`,
  takeOverOne: (name: string) => `This application is assigned to ${name}.`,
  takeOverConfirm: 'Yes, take over',
  takeOverCancel: 'Cancel',
  backToQueue: 'Back to the queue',
  nextApplication: 'Next application',
  noNextApplication: 'This is the last application of the queue.',
  duplicatesTitle: 'Same passport number on other applications',
  duplicate: (name: string, status: string) => `${name} (${status})`,
  waitingSince: (days: string) => `In this status for ${days}`,
  correctionsDue: 'Corrections due',
} as const;
