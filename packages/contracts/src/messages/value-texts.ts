import { labelText } from '../application/labels.js';
import { text, type Text } from './text.js';

/**
 * Texts that build the values of other texts (docs/decisions/0106-keyed-icu-messages.md): a field's label,
 * a wait in words, a size in MiB/KiB/bytes, a file named by its list and name.
 */

/** A form field's label as a Text, or its raw name when the form has no such field. */
export const fieldLabel: (name: string) => Text | string = labelText;

/** A wait in words: seconds under 2 minutes, minutes under 2 hours, then hours (or minutes, for sign-in locks). */
export const waitText = (seconds: number, largest: 'minutes' | 'hours'): Text<'wait.duration'> =>
  seconds < 120
    ? text('wait.duration', { unit: 'seconds', n: seconds })
    : seconds < 7200 || largest === 'minutes'
      ? text('wait.duration', { unit: 'minutes', n: Math.ceil(seconds / 60) })
      : text('wait.duration', { unit: 'hours', n: Math.ceil(seconds / 3600) });

/** 10485760 -> 10 MiB, 65536 -> 64 KiB, 1500 -> 1500 bytes (one decimal when not whole, as formatBytes). */
export const bytesText = (bytes: number): Text => {
  const amount = (n: number) => String(Number.isInteger(n) ? n : n.toFixed(1));
  if (bytes >= 1024 * 1024) return text('bytes.mib', { n: amount(bytes / (1024 * 1024)) });
  if (bytes >= 1024) return text('bytes.kib', { n: amount(bytes / 1024) });
  return text('bytes.bytes', { n: String(bytes) });
};

/** A file of a list: `Transcripts: "notes.pdf"`, or `Transcripts: a file` when the browser sent no name. */
export const fileText = (label: Text | string, fileName: string): Text =>
  fileName ? text('upload.namedFile', { label, fileName }) : text('upload.anyFile', { label });
