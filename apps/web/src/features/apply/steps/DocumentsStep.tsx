import { useEffect } from 'react';
import { DOCUMENT_DATE_FIELDS, FILE_LIST_NAMES, documentDateWarning, type DatedDocument } from '@studychina/contracts';
import { FileListInput } from '../FileListInput';
import { TextField } from '../fields';
import { useApplyForm } from '../form-context';
import { useFormLanguage } from '../form-language';
import { useLocale } from '../../../lib/i18n';

const isDated = (list: string): list is DatedDocument => Object.hasOwn(DOCUMENT_DATE_FIELDS, list);

/**
 * The date of a document that expires, beside its upload (docs/product.md#apply-document-dates), and a warning
 * in its last thirty days: an error only comes once it is too old.
 */
function DocumentDateField({ document }: { document: DatedDocument }) {
  const { values } = useApplyForm();
  const { texts } = useFormLanguage();
  const { msg } = useLocale();
  const name = DOCUMENT_DATE_FIELDS[document];
  const warning = documentDateWarning(document, values[name], new Date());
  return (
    <>
      <TextField name={name} hint={texts.copy.documentDateHint} />
      {warning && (
        <p className="field-warning" role="status">
          {msg(warning)}
        </p>
      )}
    </>
  );
}

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
        {FILE_LIST_NAMES.map((list) => {
          const input = (
            <FileListInput
              key={list}
              list={list}
              files={files[list]}
              error={errors.fieldErrors[list]?.[0]}
              onAdd={(chosen) => addFiles(list, chosen)}
              onRemove={(index) => removeFile(list, index)}
              onRetry={retryFile}
            />
          );
          if (!isDated(list)) return input;
          return (
            <div key={list} className="dated-document">
              {input}
              <DocumentDateField document={list} />
            </div>
          );
        })}
      </div>
    </>
  );
}
