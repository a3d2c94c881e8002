import { z } from 'zod';
import { EXTRA_DOCUMENTS_LIST, FILE_LIST_NAMES } from '@studychina/contracts';

const binaryList = z.array(z.string().meta({ format: 'binary' })).optional();

/**
 * The OpenAPI shape of a correction upload (docs/product.md#document-requests), shared by the student's and
 * staff's routes; the parts themselves are read by document-upload.ts.
 */
export const documentUploadBody = z
  .object({
    requestId: z.string().optional().meta({
      description:
        'The document request the files answer (its id from the application). Required for "extra"; send it before the files.',
    }),
    ...(Object.fromEntries([...FILE_LIST_NAMES, EXTRA_DOCUMENTS_LIST].map((list) => [list, binaryList])) as Record<
      string,
      typeof binaryList
    >),
  })
  .meta({
    description:
      'The files of ONE list, named as in /apply (passportphoto[0], passportphoto[1], ...), or a named extra document ' +
      'as extra[0] with its requestId. Without requestId the k-th file replaces the k-th rejected file of the list; ' +
      'files beyond those answer the open request of the list.',
  });
