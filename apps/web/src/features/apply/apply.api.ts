import {
  APPLICATION_TEXT_FIELDS,
  WORK_EXPERIENCE_FIELDS,
  needsWorkExperience,
  type ApplicationFormValues,
} from '@studychina/contracts';

/**
 * The values as the application is submitted (docs/product.md#api-apply): every text field trimmed; Work
 * Experience left over from a PHD entry that was changed since is not part of the application. The form
 * saves them to the server draft, then submits the draft (its documents are already there).
 */
export function submissionValues(values: ApplicationFormValues): ApplicationFormValues {
  const withWork = needsWorkExperience(values);
  const submitted = { ...values };
  for (const name of APPLICATION_TEXT_FIELDS) {
    const dropped = !withWork && (WORK_EXPERIENCE_FIELDS as readonly string[]).includes(name);
    submitted[name] = dropped ? '' : values[name].trim();
  }
  return submitted;
}

/** The submit's answer on success; refusals arrive as ApiError (lib/api.ts). */
export interface ApplyAnswer {
  success?: boolean;
  message?: string;
  /** The stored application (docs/product.md#api-apply): the form goes on to its page. */
  application?: { id?: string };
}
