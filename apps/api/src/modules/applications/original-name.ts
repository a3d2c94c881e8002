/** Longest original name kept; the database and e-mails need a bound, people never need more. */
export const ORIGINAL_NAME_MAX_LENGTH = 200;

/**
 * The file name the browser sent, made safe to store and show. It is data only: never a path (files
 * are stored under random keys). Keeps the last path segment (old browsers send 'C:\\...\\scan.pdf'),
 * drops control and invisible formatting characters (a right-to-left override can make 'gpj.exe' read
 * as 'exe.jpg'), and shortens long names keeping the extension.
 */
export function sanitiseOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...clean];
  if (chars.length <= ORIGINAL_NAME_MAX_LENGTH) return clean;
  const extension = /\.[\p{L}\p{N}]{1,10}$/u.exec(clean)?.[0] ?? '';
  return chars.slice(0, ORIGINAL_NAME_MAX_LENGTH - extension.length).join('') + extension;
}
