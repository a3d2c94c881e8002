import { text } from '@studychina/contracts';
import { HttpError } from '../../../lib/http-error.js';
import type { Cell } from './cell-codecs.js';
import { readCsv } from './csv-file.js';
import { readXlsx } from './xlsx-file.js';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const notASpreadsheet = () => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', text('content.import.notASpreadsheet'));
const unreadable = () =>
  new HttpError(422, 'VALIDATION_FAILED', text('content.import.unreadable'), {
    file: [text('content.import.unreadable')],
  });

/**
 * An uploaded file's rows, its format judged by its content, never by its name or declared type: a ZIP container is
 * an XLSX workbook (or an unreadable one: 422), UTF-8 text without NUL bytes is CSV, anything else (a legacy .xls, a
 * PDF, an image, text in another encoding) is 415.
 */
export async function readSpreadsheet(file: Buffer): Promise<Cell[][]> {
  if (file.subarray(0, 4).equals(ZIP)) {
    try {
      return await readXlsx(file);
    } catch {
      throw unreadable();
    }
  }
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw notASpreadsheet();
  }
  if (decoded.includes('\0')) throw notASpreadsheet();
  try {
    return readCsv(decoded);
  } catch {
    throw unreadable();
  }
}
