import { text, asWritten, type Text } from './text.js';

/**
 * A Text through a zod issue (docs/decisions/0109-checks-raise-texts.md). Zod 4 gives an issue of a built-in
 * check (`.min`, `.max`, `.regex`, a wrong type) only a string `message`, whatever its `error` param returns,
 * so contracts' schemas write the Text there as JSON (`{ error: issueText(t) }`) and whoever reads the issues
 * (fieldErrorsFromZod, the API's errors plugin) takes the Text back whole. Never English: nothing is looked up.
 */
export const issueText = (t: Text): string => JSON.stringify(t);

const isText = (value: unknown): value is Text =>
  typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';

/**
 * The Text an issue carries. An issue none of our schemas wrote (zod's own words, a staff-only schema without
 * a text of ours) is shown as written.
 */
export function textOfIssue(message: string | undefined): Text {
  if (!message) return text('errors.VALIDATION_FAILED_MESSAGE');
  if (message.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(message);
      if (isText(parsed)) return parsed;
    } catch {
      // Not one of ours: shown as written below.
    }
  }
  return asWritten(message);
}
