import {
  ADMIN_API_PREFIX,
  type ContentFileFormat,
  type ContentImportResult,
  type ContentKind,
  type ContentListResponse,
  type ContentTransferKind,
  type ContentMeta,
  type ContentPreviewLink,
  type ContentVersionsResponse,
} from '@studychina/contracts';
import { apiDownload, apiFetch, apiUpload } from '../../../lib/api';

/* The content screens' calls (docs/product.md#content-management), each a one-liner over lib/api.ts under /api/v1/admin/content.
   The actions send an empty JSON object: the API refuses a JSON request without a body. */

type Token = string | null;
const prefix = `${ADMIN_API_PREFIX}/content`;
const item = (kind: ContentKind, id: string) => `/${kind}/${encodeURIComponent(id)}`;

/** An item as the GET answers it: the draft's fields beside its meta. */
export type ContentItem = Record<string, unknown> & ContentMeta;
export interface ContentItemResponse {
  data: ContentItem;
}
export interface ContentImageResponse {
  data: { id: string; urls: unknown };
}

export const contentApi = {
  /** `search`: "?q=…&status=…&page=…" or "", as the list's address has it. */
  list: (kind: ContentKind, search: string, token: Token, signal: AbortSignal) =>
    apiFetch<ContentListResponse>(`/${kind}${search}`, { token, signal, prefix }),
  get: (kind: ContentKind, id: string, token: Token, signal?: AbortSignal) =>
    apiFetch<ContentItemResponse>(item(kind, id), { token, signal, prefix }),
  create: (kind: ContentKind, fields: Record<string, unknown>, token: Token) =>
    apiFetch<{ data: { id: string; version: number } }>(`/${kind}`, { body: fields, token, prefix }),
  save: (kind: ContentKind, id: string, body: Record<string, unknown>, token: Token) =>
    apiFetch<ContentItemResponse>(item(kind, id), { method: 'PUT', body, token, prefix }),
  publish: (kind: ContentKind, id: string, token: Token) =>
    apiFetch<ContentItemResponse>(`${item(kind, id)}/publish`, { body: {}, token, prefix }),
  unpublish: (kind: ContentKind, id: string, token: Token) =>
    apiFetch<ContentItemResponse>(`${item(kind, id)}/unpublish`, { body: {}, token, prefix }),
  versions: (kind: ContentKind, id: string, token: Token, signal: AbortSignal) =>
    apiFetch<ContentVersionsResponse>(`${item(kind, id)}/versions`, { token, signal, prefix }),
  restore: (kind: ContentKind, id: string, version: number, token: Token) =>
    apiFetch<ContentItemResponse>(`${item(kind, id)}/restore/${version}`, { body: {}, token, prefix }),
  /** The address of the draft's public page rendered by the server (kinds with a page), valid for minutes. */
  previewLink: (kind: ContentKind, id: string, lang: 'en' | 'fr', token: Token) =>
    apiFetch<ContentPreviewLink>(`${item(kind, id)}/preview-link?lang=${lang}`, { token, prefix }),
  /** The kind's published items as a spreadsheet (the answer names the file). */
  exportFile: (kind: ContentTransferKind, format: ContentFileFormat, token: Token) =>
    apiDownload(`/export?kind=${kind}&format=${format}`, { token, prefix }),
  /** A spreadsheet checked (`dryRun`) or imported: all rows or none. */
  importFile: (kind: ContentTransferKind, file: File, dryRun: boolean, token: string) => {
    const body = new FormData();
    body.append('file', file);
    const query = `?kind=${kind}${dryRun ? '&dryRun=1' : ''}`;
    return apiUpload<ContentImportResult>(`/import${query}`, { token, body, onProgress: () => undefined, prefix });
  },
  uploadImage: (file: File, token: string, onProgress: (percent: number) => void) => {
    const body = new FormData();
    body.append('file', file);
    return apiUpload<ContentImageResponse>('/images', { token, body, onProgress, prefix });
  },
};
