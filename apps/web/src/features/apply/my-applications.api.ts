import type {
  ApplicationsListResponse,
  FilesReplacedResponse,
  StatusChangedResponse,
  StudentApplicationResponse,
} from '@studychina/contracts';
import { apiDownload, apiFetch, apiUpload } from '../../lib/api';

/**
 * GET /applications: the signed-in user's own applications, newest first. Its own file so the
 * dashboard's list does not pull the application form's code into the dashboard's chunk.
 */
export const fetchMyApplications = (token: string | null, signal: AbortSignal) =>
  apiFetch<ApplicationsListResponse>('/applications', { token, signal });

/** The student's own application after submitting (docs/product.md#back-office-screens). */
const own = (id: string) => `/applications/${encodeURIComponent(id)}`;

export const followUpApi = {
  application: (id: string, token: string | null, signal: AbortSignal) =>
    apiFetch<StudentApplicationResponse>(own(id), { token, signal }),
  /** A document of the application (own file or one from staff), as a Blob: a link cannot carry the token. */
  download: (id: string, fileId: string, token: string | null) =>
    apiDownload(`${own(id)}/files/${encodeURIComponent(fileId)}`, { token }),
  /** Replacements of one list's rejected files, fields named as in /apply (`passportphoto[0]`). */
  replace: (id: string, body: FormData, token: string, onProgress: (percent: number) => void) =>
    apiUpload<FilesReplacedResponse>(`${own(id)}/files`, { token, body, onProgress }),
  resubmit: (id: string, token: string | null) =>
    apiFetch<StatusChangedResponse>(`${own(id)}/resubmit`, { body: {}, token }),
  withdraw: (id: string, token: string | null) =>
    apiFetch<StatusChangedResponse>(`${own(id)}/withdraw`, { body: {}, token }),
};
