import { useEffect } from 'react';
import { FILE_LIST_NAMES } from '@studychina/contracts';
import { FileListInput } from '../FileListInput';
import { useApplyForm } from '../form-context';
import { useFormLanguage } from '../form-language';

/**
 * Step 5 (docs/product.md#apply-documents): the eleven file lists. A file dropped next to a drop zone would make the browser
 * open it in place of the page, losing everything chosen so far: drops outside the zones are ignored.
 */
export function DocumentsStep() {
  const { files, errors, addFiles, removeFile, retryFile } = useApplyForm();
  const { copy } = useFormLanguage().texts;
  useEffect(() => {
    const ignore = (event: DragEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('.dropzone')) event.preventDefault();
    };
    window.addEventListener('dragover', ignore);
    window.addEventListener('drop', ignore);
    return () => {
      window.removeEventListener('dragover', ignore);
      window.removeEventListener('drop', ignore);
    };
  }, []);

  return (
    <>
      <p className="muted">{copy.documentsHint}</p>
      <div className="documents-grid">
        {FILE_LIST_NAMES.map((list) => (
          <FileListInput
            key={list}
            list={list}
            files={files[list]}
            error={errors.fieldErrors[list]?.[0]}
            onAdd={(chosen) => addFiles(list, chosen)}
            onRemove={(index) => removeFile(list, index)}
            onRetry={retryFile}
          />
        ))}
      </div>
    </>
  );
}
