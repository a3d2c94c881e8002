import {
  API_PREFIX,
  APPLICATION_TEXT_FIELDS,
  FILE_LIST_NAMES,
  WORK_EXPERIENCE_FIELDS,
  fileFieldName,
  needsWorkExperience,
  type AllMajorsResponse,
  type ApplicationFormValues,
} from '@studychina/contracts';
import { apiFetch } from '../../lib/api';
import { APPLY_COPY } from './copy';
import type { FileState } from './form-state';

/**
 * POST /apply's multipart body (SPEC 7): every text field, both lists as JSON text, each file under
 * `<list>[<i>]`. Text first, so the server has read the fields before the (large) files stream in.
 * Work Experience left over from a PHD entry that was changed since is not part of the application.
 */
export function buildApplicationBody(values: ApplicationFormValues, files: FileState): FormData {
  const body = new FormData();
  const withWork = needsWorkExperience(values);
  for (const name of APPLICATION_TEXT_FIELDS) {
    const dropped = !withWork && (WORK_EXPERIENCE_FIELDS as readonly string[]).includes(name);
    body.append(name, dropped ? '' : values[name].trim());
  }
  body.append('educationHistory', JSON.stringify(values.educationHistory));
  body.append('familyMembers', JSON.stringify(values.familyMembers));
  for (const list of FILE_LIST_NAMES)
    files[list].forEach((file, i) => body.append(fileFieldName(list, i), file, file.name));
  return body;
}

export interface UploadAnswer {
  status: number;
  body: { success?: boolean; message?: string; errors?: Record<string, string[]> } | null;
}

/**
 * Sends the application with XMLHttpRequest, not fetch: only XHR reports upload progress, and on mobile
 * data a 20 MB upload takes minutes. No timeout for the same reason; `signal` aborts (leaving the page).
 * Resolves with any HTTP answer; rejects only when no answer came (network down, aborted).
 */
export function postApplication(
  body: FormData,
  token: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}/apply`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let parsed: UploadAnswer['body'] = null;
      try {
        parsed = JSON.parse(xhr.responseText) as UploadAnswer['body'];
      } catch {
        // Not JSON (a proxy's error page): the status still tells what happened.
      }
      resolve({ status: xhr.status, body: parsed });
    };
    xhr.onerror = () => reject(new Error(APPLY_COPY.networkError));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** The majors the API serves, for the major inputs' suggestions (SPEC 2). */
export const fetchMajorNames = async (): Promise<string[]> =>
  (await apiFetch<AllMajorsResponse>('/majors')).data.map((major) => major.name);
