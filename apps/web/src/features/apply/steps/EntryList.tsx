import { useEffect, useRef } from 'react';
import { APPLICATION_PAGE, canAddEntry, canRemoveEntry } from '@studychina/contracts';
import { EntryField } from '../fields';
import { useApplyForm } from '../form-context';
import type { ListName } from '../form-state';

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
          {listError}
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
                aria-label={`${APPLICATION_PAGE.remove} ${title(index)}`}
                onClick={() => removeEntry(list, index)}
              >
                {APPLICATION_PAGE.remove}
              </button>
            )}
            {index === entries.length - 1 && canAddEntry(entries) && (
              <button type="button" className="btn btn-sm btn-primary" onClick={() => addEntry(list)}>
                {APPLICATION_PAGE.addAnother}
              </button>
            )}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** 'Education entry 1: ' -> 'Education entry 1'. */
export const entryTitle = (prefix: (n: number) => string) => (index: number) => prefix(index + 1).replace(/:\s*$/, '');
