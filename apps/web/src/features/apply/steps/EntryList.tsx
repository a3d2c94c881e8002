import { useEffect, useRef } from 'react';
import { canAddEntry, canRemoveEntry } from '@studychina/contracts';
import { EntryField } from '../fields';
import { useApplyForm } from '../form-context';
import { useFormLanguage } from '../form-language';
import type { ListName } from '../form-state';
import { useLocale } from '../../../lib/i18n';

interface EntryListProps {
  list: ListName;
  fields: readonly string[];
  /** 'Education entry 2' for index 1. */
  title(index: number): string;
  /** The button shown while the list is empty (the lists start empty: see emptyApplication). */
  addFirstLabel: string;
}

/**
 * A repeatable list (docs/product.md#apply-education, docs/product.md#apply-family): 'Add another' on the last entry, Remove on every entry
 * while more than one exists. A new entry gets the focus, so keyboard and screen-reader users land in it.
 */
export function EntryList({ list, fields, title, addFirstLabel }: EntryListProps) {
  const { values, errors, addEntry, removeEntry } = useApplyForm();
  const { texts } = useFormLanguage();
  const { msg } = useLocale();
  const entries = values[list];
  const count = useRef(entries.length);
  useEffect(() => {
    if (entries.length > count.current)
      document.getElementById(`apply-${list}-${entries.length - 1}-${fields[0]}`)?.focus();
    count.current = entries.length;
  }, [entries.length, list, fields]);

  const listError = errors.fieldErrors[list]?.[0];
  return (
    <div className="entry-list">
      {listError && (
        <p className="field-error" role="alert">
          {msg(listError)}
        </p>
      )}
      {entries.length === 0 && (
        <button type="button" className="btn btn-secondary" onClick={() => addEntry(list)}>
          {addFirstLabel}
        </button>
      )}
      {entries.map((_, index) => (
        <fieldset key={index} className="entry card">
          <legend className="entry-title">{title(index)}</legend>
          <div className="apply-grid">
            {fields.map((field) => (
              <EntryField key={field} list={list} index={index} field={field} />
            ))}
          </div>
          <div className="entry-actions">
            {canRemoveEntry(entries) && (
              <button
                type="button"
                className="btn btn-sm btn-secondary"
                aria-label={`${texts.page.remove} ${title(index)}`}
                onClick={() => removeEntry(list, index)}
              >
                {texts.page.remove}
              </button>
            )}
            {index === entries.length - 1 && canAddEntry(entries) && (
              <button type="button" className="btn btn-sm btn-primary" onClick={() => addEntry(list)}>
                {texts.page.addAnother}
              </button>
            )}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** The title of the entry at `index` from a 1-based one: 'Education entry 1' for index 0 (FORM_TEXTS.entryTitles). */
export const entryTitle = (title: (n: number) => string) => (index: number) => title(index + 1);
