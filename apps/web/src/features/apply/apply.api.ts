import {
  APPLICATION_TEXT_FIELDS,
  FILE_LIST_NAMES,
  WORK_EXPERIENCE_FIELDS,
  fileFieldName,
  needsWorkExperience,
  type ApplicationFormValues,
} from '@studychina/contracts';
import { apiUpload } from '../../lib/api';
import type { FileState } from './form-state';

/**
 * POST /apply's multipart body (docs/product.md#api-apply): every text field, both lists as JSON text, each file under
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

/** POST /apply's answer on success; refusals arrive as ApiError (lib/api.ts). */
export interface ApplyAnswer {
  success?: boolean;
  message?: string;
}

/**
 * Sends the application with upload progress (lib/api.ts's apiUpload, docs/decisions/0016-xhr-for-upload-progress.md);
 * `signal` aborts it.
 */
export const postApplication = (
  body: FormData,
  token: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) => apiUpload<ApplyAnswer | null>('/apply', { token, body, onProgress, signal });
