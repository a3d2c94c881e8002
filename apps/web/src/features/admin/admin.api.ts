import {
  ADMIN_API_PREFIX,
  type AllMajorsResponse,
  type AuditResponse,
  type BulkBody,
  type BulkResponse,
  type DocumentKind,
  type DocumentRevokedResponse,
  type NextApplicationResponse,
  type FileReviewBody,
  type MessageResponse,
  type MfaRecoveryCodesResponse,
  type StaffAlertMessageBody,
  type PlacementBody,
  type PlacementResponse,
  type MessageTemplateBody,
  type MessageTemplateListResponse,
  type MessageTemplateResponse,
  type QueueResponse,
  type RetentionPreviewResponse,
  type StaffAccountResponse,
  type StaffApplicationResponse,
  type StaffDocumentAddedResponse,
  type StaffFilesAddedResponse,
  type StaffInviteBody,
  type StaffPermission,
  type StaffListResponse,
  type StatusChangeBody,
  type StatusChangedResponse,
  type StatusPreviewResponse,
} from '@studychina/contracts';
import { apiDownload, apiFetch, apiUpload } from '../../lib/api';

/* The back office's calls (docs/product.md#back-office-screens), each a one-liner over lib/api.ts under /api/v1/admin. */

type Token = string | null;
const prefix = ADMIN_API_PREFIX;
const app = (id: string) => `/applications/${encodeURIComponent(id)}`;
const template = (id: string) => `/templates/${encodeURIComponent(id)}`;
const file = (id: string, fileId: string) => `${app(id)}/files/${encodeURIComponent(fileId)}`;

export const adminApi = {
  /** Every major of the catalogue (the public GET /majors): the queue's major picker. */
  majors: (signal: AbortSignal) => apiFetch<AllMajorsResponse>('/majors', { signal }),
  /** `search` is the page's own query string ("?status=submitted&page=2", or ""): the URL is the state. */
  queue: (search: string, token: Token, signal: AbortSignal) =>
    apiFetch<QueueResponse>(`/applications${search}`, { token, signal, prefix }),
  csv: (search: string, token: Token) => apiDownload(`/applications.csv${search}`, { token, prefix }),
  application: (id: string, token: Token, signal: AbortSignal) =>
    apiFetch<StaffApplicationResponse>(app(id), { token, signal, prefix }),
  file: (id: string, fileId: string, token: Token, signal?: AbortSignal) =>
    apiDownload(file(id, fileId), { token, prefix, signal }),
  fileDownload: (id: string, fileId: string, token: Token) =>
    apiDownload(`${file(id, fileId)}?download=1`, { token, prefix }),
  zip: (id: string, token: Token) => apiDownload(`${app(id)}/files.zip`, { token, prefix }),
  changeStatus: (id: string, body: StatusChangeBody, token: Token) =>
    apiFetch<StatusChangedResponse>(`${app(id)}/status`, { body, token, prefix }),
  /** The mail `body` would send the student, built by the API's own status change (nothing saved). */
  previewStatus: (id: string, body: StatusChangeBody, token: Token, signal: AbortSignal) =>
    apiFetch<StatusPreviewResponse>(`${app(id)}/status/preview`, { body, token, signal, prefix }),
  review: (id: string, fileId: string, body: FileReviewBody, token: Token) =>
    apiFetch<MessageResponse>(`${file(id, fileId)}/review`, { body, token, prefix }),
  sendAlertMessage: (id: string, body: StaffAlertMessageBody, token: Token) =>
    apiFetch<MessageResponse>(`${app(id)}/alerts`, { body, token, prefix }),
  addNote: (id: string, text: string, token: Token) =>
    apiFetch<MessageResponse>(`${app(id)}/notes`, { body: { text }, token, prefix }),
  placement: (id: string, body: PlacementBody, token: Token) =>
    apiFetch<PlacementResponse>(`${app(id)}/placement`, { method: 'PUT', body, token, prefix }),
  /** `expectedAssigneeId`: the assignee the page showed; someone else by now is a 409 (no silent take-over). */
  assign: (id: string, staffId: string | null, token: Token, expectedAssigneeId?: string | null) =>
    apiFetch<MessageResponse>(`${app(id)}/assign`, { body: { staffId, expectedAssigneeId }, token, prefix }),
  bulk: (body: BulkBody, token: Token) => apiFetch<BulkResponse>('/applications/bulk', { body, token, prefix }),
  /** `filters`: the queue's query string without its page ("?nationality=NG&sort=name", or ""). */
  next: (id: string, filters: string, token: Token) =>
    apiFetch<NextApplicationResponse>(`${app(id)}/next${filters}`, { token, prefix }),
  /** A stamped kind (admission_letter, offer_confirmation) answers its verify code; `other` is stored as sent. */
  attach: (id: string, document: File, kind: DocumentKind, token: string, onProgress: (percent: number) => void) => {
    const body = new FormData();
    body.append('kind', kind);
    body.append('file', document);
    return apiUpload<StaffDocumentAddedResponse>(`${app(id)}/documents`, { token, body, onProgress, prefix });
  },
  /** The signed-in member's own second factor, under the user API (/user/mfa/*), each with the password again. */
  renewRecoveryCodes: (password: string, token: Token) =>
    apiFetch<MfaRecoveryCodesResponse>('/mfa/recovery-codes', { body: { password }, token }),
  turnOffMfa: (password: string, token: Token) =>
    apiFetch<MessageResponse>('/mfa/disable', { body: { password }, token }),
  /** An issued document's register entry says revoked, with the reason, on its public page. */
  revokeDocument: (code: string, reason: string, token: Token) =>
    apiFetch<DocumentRevokedResponse>(`/documents/${encodeURIComponent(code)}/revoke`, {
      body: { reason },
      token,
      prefix,
    }),
  /** A student document uploaded on the student's behalf: fields as in /apply, `requestId` first when given. */
  uploadForStudent: (id: string, body: FormData, token: string, onProgress: (percent: number) => void) =>
    apiUpload<StaffFilesAddedResponse>(`${app(id)}/files`, { token, body, onProgress, prefix }),
  staff: (token: Token, signal: AbortSignal) => apiFetch<StaffListResponse>('/staff', { token, signal, prefix }),
  invite: (body: StaffInviteBody, token: Token) => apiFetch<StaffAccountResponse>('/staff', { body, token, prefix }),
  setEnabled: (staffId: string, enabled: boolean, token: Token) =>
    apiFetch<StaffAccountResponse>(`/staff/${encodeURIComponent(staffId)}/${enabled ? 'enable' : 'disable'}`, {
      body: {},
      token,
      prefix,
    }),
  setPermissions: (staffId: string, permissions: StaffPermission[], token: Token) =>
    apiFetch<StaffAccountResponse>(`/staff/${encodeURIComponent(staffId)}/permissions`, {
      method: 'PUT',
      body: { permissions },
      token,
      prefix,
    }),
  resetSecondFactor: (staffId: string, token: Token) =>
    apiFetch<{ message: string }>(`/staff/${encodeURIComponent(staffId)}/mfa/reset`, { body: {}, token, prefix }),
  resendInvitation: (staffId: string, token: Token) =>
    apiFetch<StaffAccountResponse>(`/staff/${encodeURIComponent(staffId)}/invitation`, { body: {}, token, prefix }),
  templates: (token: Token, signal: AbortSignal) =>
    apiFetch<MessageTemplateListResponse>('/templates', { token, signal, prefix }),
  createTemplate: (body: MessageTemplateBody, token: Token) =>
    apiFetch<MessageTemplateResponse>('/templates', { body, token, prefix }),
  updateTemplate: (id: string, body: MessageTemplateBody, token: Token) =>
    apiFetch<MessageTemplateResponse>(template(id), { method: 'PUT', body, token, prefix }),
  deleteTemplate: (id: string, token: Token) =>
    apiFetch<MessageResponse>(template(id), { method: 'DELETE', token, prefix }),
  audit: (search: string, token: Token, signal: AbortSignal) =>
    apiFetch<AuditResponse>(`/audit${search}`, { token, signal, prefix }),
  /** What the next retention run erases (docs/decisions/0144-retention-of-closed-applications.md), admins. */
  retention: (token: Token, signal: AbortSignal) =>
    apiFetch<RetentionPreviewResponse>('/retention', { token, signal, prefix }),
};
