import { useFormLanguage } from './form-language';

/** The upload's progress (percent of bytes sent) while the application is submitting (in the form's language when inside it). */
export function UploadProgress({ percent }: { percent: number }) {
  const label = useFormLanguage().texts.copy.uploading(percent);
  return (
    <div className="upload-progress">
      <p aria-live="polite">{label}</p>
      <progress max={100} value={percent} aria-label={label} />
    </div>
  );
}
