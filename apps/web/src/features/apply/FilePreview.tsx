import { useEffect, useRef } from 'react';
import { fileSizeText, type FormTexts, type Text } from '@studychina/contracts';
import { useLocale } from '../../lib/i18n';
import type { DocItem } from './document-uploads';
import { useFormLanguage } from './form-language';

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

const stateText = (item: DocItem, uploads: FormTexts['uploads'], msg: (text: Text) => string): string => {
  switch (item.state) {
    case 'uploading':
      return uploads.uploading(item.percent);
    case 'waiting':
      return uploads.waiting;
    case 'retrying':
      return uploads.retrying;
    case 'failed':
      return uploads.failed;
    case 'done':
      return uploads.done;
    case 'refused':
      return item.error ? msg(item.error) : '';
    case 'interrupted':
      return uploads.interrupted;
  }
};

/** A file chosen for another purpose (a replacement on My application), shown like a document. */
export const localItem = (file: File): DocItem => ({
  key: `${file.name}-${file.size}`,
  name: file.name,
  size: file.size,
  type: file.type,
  file,
  state: 'done',
  percent: 100,
});

interface FilePreviewProps {
  item: DocItem;
  /** Shown on the Documents step: the upload's state, Remove, and Try again after a failure. */
  onRemove?: () => void;
  onRetry?: () => void;
}

/**
 * One document (docs/product.md#apply-documents): thumbnail for an image chosen here, else an icon; name,
 * size in KB ('12.5 KB', « 12,5 Ko »); on the Documents step its upload's state (docs/product.md#resumable-uploads-and-the-server-draft)
 * and Remove. In the form's language (English outside the form's provider).
 */
export function FilePreview({ item, onRemove, onRetry }: FilePreviewProps) {
  const editable = Boolean(onRemove);
  const { texts } = useFormLanguage();
  // The size in the page's language: the form's, and the application page's too, which has no form texts.
  const { locale, msg } = useLocale();
  return (
    <li className="file-item" data-state={item.state}>
      <span className="file-thumb">
        {item.file && canShowImage(item.file) ? <Thumbnail file={item.file} /> : <DocumentIcon />}
      </span>
      <span className="file-meta">
        <span className="file-name">{item.name}</span>
        <span className="file-size">{fileSizeText(locale, item.size)}</span>
        {/* On Review only what is not uploaded yet: Submit waits for every document. */}
        {(editable || item.state !== 'done') && (
          <span className={`file-status is-${item.state}`}>{stateText(item, texts.uploads, msg)}</span>
        )}
        {item.state === 'uploading' && (
          <progress className="file-progress" max={100} value={item.percent} aria-hidden="true" />
        )}
      </span>
      {onRetry && item.state === 'failed' && (
        <button type="button" className="btn btn-sm btn-secondary" onClick={onRetry}>
          {texts.uploads.retry}
        </button>
      )}
      {onRemove && (
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          aria-label={`${texts.copy.remove} ${item.name}`}
          onClick={onRemove}
        >
          {texts.copy.remove}
        </button>
      )}
    </li>
  );
}
