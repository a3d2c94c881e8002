import { useState, type DragEvent } from 'react';
import {
  FILE_LIST_RULES,
  type FileListName,
  type FileListRule,
  type FormTexts,
  type Text,
} from '@studychina/contracts';
import { labelClass } from './controls';
import { isRequiredField } from './field-config';
import type { DocItem } from './document-uploads';
import { useFormLanguage } from './form-language';
import { FilePreview } from './FilePreview';
import { useLocale } from '../../lib/i18n';

interface FileListInputProps {
  list: FileListName;
  files: readonly DocItem[];
  error?: Text;
  onAdd(files: File[]): void;
  onRemove(index: number): void;
  onRetry(key: string): void;
}

const kindOf = (rule: FileListRule, hints: FormTexts['acceptHints']) => {
  if (rule.extensions.includes('.docx')) return hints.documents;
  if (!rule.extensions.includes('.jpg')) return hints.pdf;
  return rule.extensions.includes('.pdf') ? hints.imagesOrPdf : hints.images;
};

/**
 * One of the eleven file lists (docs/product.md#apply-documents: accept filters): a real file input named after the
 * list (its `accept` and `multiple` from contracts), a drop zone around it, and the chosen files.
 */
export function FileListInput({ list, files, error, onAdd, onRemove, onRetry }: FileListInputProps) {
  const rule = FILE_LIST_RULES[list];
  const { texts } = useFormLanguage();
  const { msg } = useLocale();
  const { copy } = texts;
  const label = texts.fieldLabels[list];
  const id = `apply-${list}`;
  const [dragging, setDragging] = useState(false);
  const required = isRequiredField(list);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onAdd(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="field file-field">
      <span className={labelClass(required, 'field-label')} id={`${id}-label`}>
        {label}
      </span>
      <p className="field-hint" id={`${id}-hint`}>
        {kindOf(rule, texts.acceptHints)} · {rule.multiple ? copy.severalFiles : copy.oneFile}
      </p>
      <div
        className={`dropzone${dragging ? ' is-dragging' : ''}${error ? ' has-error' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={id}
          className="file-input"
          type="file"
          name={list}
          accept={rule.accept}
          multiple={rule.multiple}
          required={required}
          aria-labelledby={`${id}-label`}
          aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            onAdd(Array.from(event.target.files ?? []));
            // Cleared, so choosing the same file again (after removing it) fires a change again.
            event.target.value = '';
          }}
        />
        <label htmlFor={id} className="btn btn-sm btn-secondary" aria-hidden="true">
          {rule.multiple ? copy.chooseFiles : copy.chooseFile}
        </label>
        <span className="dropzone-text">{rule.multiple ? copy.dropMany : copy.dropOne}</span>
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {msg(error)}
        </p>
      )}
      {files.length > 0 && (
        <ul className="file-items" role="list" aria-label={label}>
          {files.map((item, index) => (
            <FilePreview
              key={item.key}
              item={item}
              onRemove={() => onRemove(index)}
              onRetry={() => onRetry(item.key)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
