import { useEffect, useRef } from 'react';
import { fileSizeInKb } from '@studychina/contracts';
import { APPLY_COPY } from './copy';

const canShowImage = (file: File) => file.type.startsWith('image/') && typeof URL.createObjectURL === 'function';

/**
 * An image file's thumbnail through an object URL, revoked when the file changes or the preview goes
 * away: each URL pins the whole file in memory, which matters on phones with little RAM and several big
 * photos. The URL is a browser resource, not render data: it goes on the element, not into state.
 */
function Thumbnail({ file }: { file: File }) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    img.current?.setAttribute('src', url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={img} alt="" width={48} height={48} />;
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

/** One chosen file (docs/product.md#apply-documents): thumbnail for images, else an icon; name, size in KB, Remove. */
export function FilePreview({ file, onRemove }: { file: File; onRemove?: () => void }) {
  return (
    <li className="file-item">
      <span className="file-thumb">{canShowImage(file) ? <Thumbnail file={file} /> : <DocumentIcon />}</span>
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
