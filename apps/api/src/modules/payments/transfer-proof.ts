import { pipeline } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import {
  STAFF_DOCUMENT_MIME_TYPES,
  bytesText,
  fileContentNotAllowedText,
  fileEmptyText,
  fileText,
  text,
  type Text,
} from '@studychina/contracts';
import { detectFileType, fileTypeLabel } from '../../lib/file-type.js';
import { HttpError } from '../../lib/http-error.js';
import type { StorageBatch } from '../../lib/storage/file-storage.js';
import type { UploadLimits } from '../../lib/upload-limits.js';
import { FileMeter } from '../applications/file-meter.js';
import { sanitiseOriginalName } from '../applications/original-name.js';

/** A proof of transfer as it was stored, and what the payer declared beside it. */
export interface TransferProof {
  key: string;
  name: string;
  type: string;
  bytes: number;
  /** Minor units of the invoice's currency; null when not declared (what is due is assumed). */
  amount: number | null;
  /** YYYY-MM-DD; null when not declared. */
  paidOn: string | null;
  payerName: string | null;
}

/** The most a declared amount may be: far above any invoice, within the column's integer. */
const MAX_AMOUNT = 2_000_000_000;
const MAX_PAYER_NAME = 120;

const refuse = (field: string, message: Text, code: 'VALIDATION_FAILED' | 'FILE_TYPE_REFUSED' = 'VALIDATION_FAILED') =>
  new HttpError(422, code, message, { [field]: [message] });

/**
 * Reads a transfer proof upload (docs/decisions/0130-bank-transfer-proof-and-confirmation.md): one file in the part
 * `file`, streamed into the batch through the same meter, size limit and type detection as the students' documents
 * (docs/decisions/0013-uploads-stream-all-or-nothing.md), PDF or image by its bytes; and the optional text parts
 * `amount` (minor units, digits), `paidOn` (YYYY-MM-DD, not after `today`) and `payerName`, in any order.
 */
export async function readTransferProof(
  parts: AsyncIterable<Multipart>,
  batch: StorageBatch,
  limits: UploadLimits,
  today: string,
): Promise<TransferProof> {
  const label = text('payments.transfer.proofLabel');
  const fields: Record<string, string> = {};
  let stored: { key: string; name: string; bytes: number } | undefined;
  let detected: Awaited<ReturnType<typeof detectFileType>> = null;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value.trim();
      continue;
    }
    if (part.fieldname !== 'file' || stored) {
      part.file.resume();
      throw refuse('file', text('payments.transfer.proofRequired'));
    }
    const name = sanitiseOriginalName(part.filename) || 'proof';
    const tooLarge = () =>
      new HttpError(
        413,
        'PAYLOAD_TOO_LARGE',
        text('upload.fileTooLarge', { file: fileText(label, name), size: bytesText(limits.fileBytes) }),
      );
    const meter = new FileMeter(() => null);
    part.file.once('limit', () => meter.destroy(tooLarge()));
    const key = await batch.put(pipeline(part.file, meter, () => {}));
    if (part.file.truncated) throw tooLarge();
    const { size, sample } = meter.measure();
    detected = size > 0 ? await detectFileType(sample) : null;
    stored = { key, name, bytes: size };
  }
  if (!stored) throw refuse('file', text('payments.transfer.proofRequired'));
  if (stored.bytes === 0) throw refuse('file', fileEmptyText(label, stored.name));
  if (!detected || !(STAFF_DOCUMENT_MIME_TYPES as readonly string[]).includes(detected.mime)) {
    const allowed = [...new Set(STAFF_DOCUMENT_MIME_TYPES.map(fileTypeLabel))];
    throw refuse(
      'file',
      fileContentNotAllowedText(label, stored.name, detected?.label ?? null, allowed),
      'FILE_TYPE_REFUSED',
    );
  }

  const amountText = fields.amount ?? '';
  const amount = amountText === '' ? null : /^\d{1,10}$/.test(amountText) ? Number(amountText) : NaN;
  if (amount !== null && !(amount > 0 && amount <= MAX_AMOUNT))
    throw refuse('amount', text('payments.transfer.amountInvalid'));
  const paidOn = fields.paidOn || null;
  if (paidOn !== null && !(isDay(paidOn) && paidOn <= today))
    throw refuse('paidOn', text('payments.transfer.dateInvalid'));
  const payerName = fields.payerName || null;
  if (payerName !== null && payerName.length > MAX_PAYER_NAME)
    throw refuse('payerName', text('payments.transfer.tooLong', { max: MAX_PAYER_NAME }));
  return { key: stored.key, name: stored.name, type: detected.mime, bytes: stored.bytes, amount, paidOn, payerName };
}

/** A real day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}
