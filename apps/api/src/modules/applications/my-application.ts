import {
  APPLICATION_TEXT_FIELDS,
  EDUCATION_ENTRY_FIELDS,
  FAMILY_MEMBER_FIELDS,
  STAFF_DOCUMENTS_LIST,
  eventMessageKeyOf,
  type Placement,
  type StaffDocument,
  type StudentApplication,
  type StudentDocumentRequest,
  type StudentFile,
} from '@studychina/contracts';
import type {
  Application,
  ApplicationEvent,
  ApplicationFile,
  DocumentRequest,
  EducationEntry,
  FamilyMember,
} from '@studychina/db';
import { pick } from '../../lib/pick.js';

export const toStudentFile = (file: ApplicationFile): StudentFile => ({
  id: file.id,
  listName: file.listName,
  position: file.position,
  originalName: file.originalName,
  size: file.size,
  mimeType: file.mimeType,
  uploadedAt: file.createdAt.toISOString(),
  review:
    file.reviewDecision && file.reviewedAt
      ? { decision: file.reviewDecision, reason: file.reviewReason, at: file.reviewedAt.toISOString() }
      : null,
  replaces: file.replacesId,
  replacedAt: file.replacedAt?.toISOString() ?? null,
  uploadedByStaff: file.uploadedById !== null,
  requestId: file.requestId,
  erasedAt: file.erasedAt?.toISOString() ?? null,
});

/** A document request as the student sees it: never who on staff asked or answered. */
export const toStudentRequest = (request: DocumentRequest): StudentDocumentRequest => ({
  id: request.id,
  listName: request.listName,
  name: request.name,
  note: request.note,
  state: request.state,
  requestedAt: request.createdAt.toISOString(),
  fulfilledAt: request.fulfilledAt?.toISOString() ?? null,
});

/** Where it went (docs/product.md#back-office-where-it-went): the same three fields for staff and the student. */
export const placementOf = (
  row: Pick<Application, 'forwardedUniversity' | 'forwardedProgramme' | 'admissionNumber'>,
): Placement => ({
  forwardedUniversity: row.forwardedUniversity,
  forwardedProgramme: row.forwardedProgramme,
  admissionNumber: row.admissionNumber,
});

export const toStaffDocument = (file: ApplicationFile): StaffDocument => ({
  id: file.id,
  originalName: file.originalName,
  size: file.size,
  mimeType: file.mimeType,
  uploadedAt: file.createdAt.toISOString(),
  erasedAt: file.erasedAt?.toISOString() ?? null,
});

type LoadedApplication = Application & {
  educationHistory: EducationEntry[];
  familyMembers: FamilyMember[];
  files: ApplicationFile[];
  events: Pick<
    ApplicationEvent,
    'id' | 'fromStatus' | 'toStatus' | 'message' | 'messageKey' | 'deadline' | 'createdAt'
  >[];
  requests: DocumentRequest[];
};

/**
 * The student's view of their application (docs/product.md#the-students-application-after-submitting),
 * built field by field: the events carry no internal note and no staff identity, reviews no reviewer.
 */
export function toStudentApplication(row: LoadedApplication): StudentApplication {
  const lastRequest = [...row.events].reverse().find((event) => event.toStatus === 'action_required');
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deadline: row.status === 'action_required' ? (lastRequest?.deadline?.toISOString() ?? null) : null,
    placement: placementOf(row),
    fields: pick(row, APPLICATION_TEXT_FIELDS),
    educationHistory: row.educationHistory.map((entry) => pick(entry, EDUCATION_ENTRY_FIELDS)),
    familyMembers: row.familyMembers.map((member) => pick(member, FAMILY_MEMBER_FIELDS)),
    files: row.files.filter((file) => file.source === 'student').map(toStudentFile),
    events: row.events.map((event) => ({
      id: event.id,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      message: event.message,
      messageKey: eventMessageKeyOf(event.messageKey),
      deadline: event.deadline?.toISOString() ?? null,
      at: event.createdAt.toISOString(),
    })),
    documentsFromStaff: row.files
      .filter((file) => file.source === 'staff' && file.listName === STAFF_DOCUMENTS_LIST)
      .map(toStaffDocument),
    requests: row.requests.map(toStudentRequest),
  };
}
