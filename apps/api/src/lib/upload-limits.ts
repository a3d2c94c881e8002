import type { Config } from '../config.js';

/** The upload limits of multipart requests, from config (documented in .env.example). */
export interface UploadLimits {
  /** Largest single file. */
  fileBytes: number;
  /** All files of one request together. */
  totalBytes: number;
  /** Most files in one request. */
  files: number;
  /** Most text fields in one request. */
  fields: number;
  /** Largest single text field (busboy holds each field in memory). */
  fieldBytes: number;
  /** All text fields together: fields x fieldBytes would allow far more than any form needs. */
  textBytes: number;
  /** A declared Content-Length above this is refused before a byte is read. */
  requestBytes: number;
}

/** Room for the multipart framing (boundaries and part headers) on top of content. */
const FRAMING_BYTES_PER_PART = 1024;
/** The application's text is at most ~40 KiB in practice (two JSON lists of 20 entries are the bulk). */
const TEXT_BYTES = 1024 * 1024;

export function uploadLimitsFrom(config: Config): UploadLimits {
  const textBytes = Math.min(TEXT_BYTES, config.UPLOAD_MAX_FIELDS * config.UPLOAD_MAX_FIELD_BYTES);
  return {
    fileBytes: config.UPLOAD_MAX_FILE_BYTES,
    totalBytes: config.UPLOAD_MAX_TOTAL_BYTES,
    files: config.UPLOAD_MAX_FILES,
    fields: config.UPLOAD_MAX_FIELDS,
    fieldBytes: config.UPLOAD_MAX_FIELD_BYTES,
    textBytes,
    requestBytes:
      config.UPLOAD_MAX_TOTAL_BYTES +
      textBytes +
      (config.UPLOAD_MAX_FILES + config.UPLOAD_MAX_FIELDS) * FRAMING_BYTES_PER_PART,
  };
}
