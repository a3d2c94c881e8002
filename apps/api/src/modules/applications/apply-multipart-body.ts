import { z } from 'zod';
import {
  CONSENT_FIELD,
  CONSENT_VERSION,
  EDUCATION_ENTRY_FIELDS,
  FAMILY_MEMBER_FIELDS,
  FILE_LIST_NAMES,
  FILE_LIST_RULES,
  MAX_LIST_ENTRIES,
  applicationBodySchema,
  fileFieldName,
  friendlyLabel,
  type FileListName,
} from '@studychina/contracts';

/**
 * POST /apply's multipart body as the OpenAPI document shows it (docs/product.md#api-apply), so a client
 * generated from the document can call the route. It documents; it does not validate: the route reads
 * the body as a stream and the contracts check it (checkApplicationSubmission). The text fields are the
 * contracts' own schema; the two lists are JSON text; each file list is a list of binary parts.
 */
const jsonList = (name: 'educationHistory' | 'familyMembers', fields: readonly string[]) =>
  z
    .string()
    .optional()
    .meta({
      description:
        `${friendlyLabel(name)} as JSON text: a list of at most ${MAX_LIST_ENTRIES} objects with the text fields ` +
        `${fields.join(', ')}.`,
      example: JSON.stringify([Object.fromEntries(fields.map((field) => [field, '...']))]),
    });

// A string of format binary, not z.file(): OpenAPI 3.0 has no contentEncoding, which z.file() adds.
const binaryPart = z.string().meta({ format: 'binary' });

const fileList = (list: FileListName) => {
  const rule = FILE_LIST_RULES[list];
  const count = rule.multiple ? 'One or more files' : 'One file';
  return z
    .array(binaryPart)
    .optional()
    .meta({
      description:
        `${friendlyLabel(list)}. ${count} (${rule.extensions.join(', ')}; judged by content), each as a part named ` +
        `"${list}" or "${fileFieldName(list, 0)}", "${fileFieldName(list, 1)}", ... Send the text fields first.`,
    });
};

export const applyMultipartBody = applicationBodySchema.extend({
  educationHistory: jsonList('educationHistory', EDUCATION_ENTRY_FIELDS),
  familyMembers: jsonList('familyMembers', FAMILY_MEMBER_FIELDS),
  [CONSENT_FIELD]: z.string().meta({
    description: `The version of the consent statement shown beside Submit, today "${CONSENT_VERSION}": the student agrees to sending the application to the universities named (docs/decisions/0137-students-data-rights.md). Without it, or with another version, the answer is 422.`,
    example: CONSENT_VERSION,
  }),
  ...(Object.fromEntries(FILE_LIST_NAMES.map((list) => [list, fileList(list)])) as Record<
    FileListName,
    ReturnType<typeof fileList>
  >),
});
