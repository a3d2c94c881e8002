import { APPLY_COPY } from './copy';

/** The upload's progress (percent of bytes sent) while the application is submitting. */
export function UploadProgress({ percent }: { percent: number }) {
  const label = APPLY_COPY.uploading(percent);
  return (
    <div className="upload-progress">
      <p aria-live="polite">{label}</p>
      <progress max={100} value={percent} aria-label={label} />
    </div>
  );
}
