import { CONSENT_VERSION, type ApplicationDraftBody, type DraftFiles } from '@studychina/contracts';
import { apiFetch } from '../../lib/api';
import type { ApplyAnswer } from './apply.api';

/** The server draft's calls (docs/product.md#resumable-uploads-and-the-server-draft). */

export interface ServerDraft {
  draft: ApplicationDraftBody;
  files: Partial<DraftFiles>;
  /** ISO 8601; null when the account has no draft yet. */
  updatedAt: string | null;
}

export const getServerDraft = (token: string, signal?: AbortSignal) =>
  apiFetch<ServerDraft>('/application-draft', { token, signal });

export const putServerDraft = (token: string, values: ApplicationDraftBody) =>
  apiFetch<{ updatedAt: string }>('/application-draft', { token, method: 'PUT', body: values });

export const deleteDraftFile = (token: string, id: string) =>
  apiFetch<unknown>(`/application-draft/files/${id}`, { token, method: 'DELETE' });

/**
 * Submits the draft: judged and answered exactly as POST /apply. The Review step shows the consent statement
 * beside Submit, so pressing it agrees to that version (docs/decisions/0137-students-data-rights.md).
 */
export const submitServerDraft = (token: string) =>
  apiFetch<ApplyAnswer | null>('/application-draft/submit', {
    token,
    method: 'POST',
    body: { consentVersion: CONSENT_VERSION },
  });
