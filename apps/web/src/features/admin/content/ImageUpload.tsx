import { useId, useState } from 'react';
import { CONTENT_EDITOR_COPY as COPY, CONTENT_IMAGE_MAX_BYTES } from '@studychina/contracts';
import { failureText } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { contentApi } from './content.api';
import { fallbackUrl } from './image-urls';

/**
 * An image field's upload (docs/product.md#content-management): the file goes to POST /admin/content/images,
 * which checks it is an image, resizes it and answers its addresses; the JPEG fallback's address goes into the
 * field. An image over 10 MiB, or a file that is not an image, is refused with the reason shown here.
 */
export function ImageUpload({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const { token } = useSession();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const upload = async (file: File) => {
    setDone(false);
    setProblem(null);
    // The route's own limit, checked here too so 10 MiB are not sent only to be refused.
    if (file.size > CONTENT_IMAGE_MAX_BYTES) return setProblem(COPY.imageTooLarge);
    setProgress(0);
    try {
      const answer = await contentApi.uploadImage(file, token ?? '', setProgress);
      const url = fallbackUrl(answer.data.urls);
      if (url) {
        onUploaded(url);
        setDone(true);
      }
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="content-upload">
      <label htmlFor={id} className="btn btn-sm btn-secondary">
        {COPY.upload}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        className="visually-hidden"
        aria-label={`${COPY.upload}: ${label}`}
        aria-describedby={`${id}-hint`}
        disabled={progress !== null}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <p id={`${id}-hint`} className="field-hint">
        {COPY.imageHint}
      </p>
      <p role="status" className="field-hint">
        {progress !== null ? COPY.uploading(progress) : done ? COPY.uploaded : ''}
      </p>
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}
