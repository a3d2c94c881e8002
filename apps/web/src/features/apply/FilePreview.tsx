import { useEffect, useState } from 'react';
import { fileSizeInKb } from '@studychina/contracts';
import { APPLY_COPY } from './copy';

/**
 * An object URL for an image file, revoked when the file changes or the preview goes away: each URL
 * pins the whole file in memory, which matters on phones with little RAM and several big photos.
 */
function useImageUrl(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return;
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [file]);
  return url;
}

function DocumentIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </svg>
  );
}

/** One chosen file (SPEC 2 step 5): thumbnail for images, else an icon; name, size in KB, Remove. */
export function FilePreview({ file, onRemove }: { file: File; onRemove?: () => void }) {
  const url = useImageUrl(file);
  return (
    <li className="file-item">
      <span className="file-thumb">{url ? <img src={url} alt="" width={48} height={48} /> : <DocumentIcon />}</span>
      <span className="file-meta">
        <span className="file-name">{file.name}</span>
        <span className="file-size">{fileSizeInKb(file.size)}</span>
      </span>
      {onRemove && (
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          aria-label={`${APPLY_COPY.remove} ${file.name}`}
          onClick={onRemove}
        >
          {APPLY_COPY.remove}
        </button>
      )}
    </li>
  );
}
