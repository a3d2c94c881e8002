/*
 * Saving what lib/api.ts's apiDownload fetched. Its own module, not api.ts: api.ts is in the first bundle and
 * only the back office and the student's application page download files.
 */

export interface Download {
  blob: Blob;
  /** From Content-Disposition (filename*, else filename), when the answer names the file. */
  fileName: string | null;
}

/** RFC 6266: filename*=UTF-8''… (non-ASCII names) before filename="…". */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : null;
}

/** The body and file name of a download's answer. */
export async function readDownload(response: Response): Promise<Download> {
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** Hands a download to the browser as a file save. */
export async function saveDownload(answer: Response | Promise<Response>, fallbackName: string): Promise<void> {
  const { blob, fileName } = await readDownload(await answer);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
