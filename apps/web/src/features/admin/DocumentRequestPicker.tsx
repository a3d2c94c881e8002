import {
  APPLICATION_COPY as COPY,
  DOCUMENT_REQUEST_NAME_MAX_LENGTH,
  DOCUMENT_REQUEST_NOTE_MAX_LENGTH,
  FILE_LIST_NAMES,
  MAX_DOCUMENT_REQUESTS,
  friendlyLabel,
  type DocumentRequestInput,
  type FileListName,
} from '@studychina/contracts';

interface DocumentRequestPickerProps {
  /** The form's lists asked for (`{ listName, note? }`), then other documents (`{ name, note? }`), as edited. */
  value: DocumentRequestInput[];
  onChange(next: DocumentRequestInput[]): void;
}

/**
 * What staff ask the student to send with action_required (docs/product.md#document-requests): a checkbox per
 * form list with an optional note, and "another document" rows with a name and a note. The status panel sends
 * the value as the status change's `requests`.
 */
export function DocumentRequestPicker({ value, onChange }: DocumentRequestPickerProps) {
  const lists = value.filter((request) => request.listName);
  const others = value.filter((request) => !request.listName);
  const listRequest = (list: FileListName) => lists.find((request) => request.listName === list);
  const set = (nextLists: DocumentRequestInput[], nextOthers: DocumentRequestInput[]) =>
    onChange([
      // The form's order, whatever order they were ticked in.
      ...FILE_LIST_NAMES.flatMap((list) => nextLists.filter((request) => request.listName === list)),
      ...nextOthers,
    ]);
  const toggle = (list: FileListName, on: boolean) =>
    set(on ? [...lists, { listName: list }] : lists.filter((request) => request.listName !== list), others);
  const noteList = (list: FileListName, note: string) =>
    set(
      lists.map((request) => (request.listName === list ? { ...request, note } : request)),
      others,
    );
  const editOther = (index: number, change: Partial<DocumentRequestInput>) =>
    set(
      lists,
      others.map((request, i) => (i === index ? { ...request, ...change } : request)),
    );

  return (
    <fieldset className="request-picker">
      <legend>{COPY.requestLegend}</legend>
      <p className="field-hint">{COPY.requestHint}</p>
      <ul role="list" className="request-lists">
        {FILE_LIST_NAMES.map((list) => {
          const request = listRequest(list);
          const id = `request-${list}`;
          return (
            <li key={list}>
              <label className="checkbox-line" htmlFor={id}>
                <input
                  id={id}
                  type="checkbox"
                  checked={Boolean(request)}
                  onChange={(e) => toggle(list, e.target.checked)}
                />
                {friendlyLabel(list)}
              </label>
              {request && (
                <div className="field request-note">
                  <label htmlFor={`${id}-note`}>{COPY.requestNote(friendlyLabel(list))}</label>
                  <input
                    id={`${id}-note`}
                    type="text"
                    maxLength={DOCUMENT_REQUEST_NOTE_MAX_LENGTH}
                    value={request.note ?? ''}
                    onChange={(e) => noteList(list, e.target.value)}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {others.map((request, index) => (
        <div key={index} className="request-other" role="group" aria-label={`${COPY.anotherDocument} ${index + 1}`}>
          <div className="field">
            <label htmlFor={`request-other-${index}`}>{COPY.anotherName}</label>
            <input
              id={`request-other-${index}`}
              type="text"
              required
              aria-required="true"
              maxLength={DOCUMENT_REQUEST_NAME_MAX_LENGTH}
              value={request.name ?? ''}
              onChange={(e) => editOther(index, { name: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`request-other-${index}-note`}>{COPY.anotherNote}</label>
            <textarea
              id={`request-other-${index}-note`}
              rows={2}
              maxLength={DOCUMENT_REQUEST_NOTE_MAX_LENGTH}
              value={request.note ?? ''}
              onChange={(e) => editOther(index, { note: e.target.value })}
            />
          </div>
          <button
            type="button"
            className="btn btn-sm btn-secondary"
            onClick={() =>
              set(
                lists,
                others.filter((_, i) => i !== index),
              )
            }
          >
            {COPY.removeAnother(request.name?.trim() ?? '')}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-sm btn-secondary"
        disabled={value.length >= MAX_DOCUMENT_REQUESTS}
        onClick={() => set(lists, [...others, { name: '' }])}
      >
        {COPY.addAnother}
      </button>
    </fieldset>
  );
}

/**
 * The picker's value as the API takes it: notes trimmed (an empty one left out), other documents by their
 * trimmed name; null when another document has no name yet (the panel says so instead of sending).
 */
export function requestsToSend(value: readonly DocumentRequestInput[]): DocumentRequestInput[] | null {
  const sent: DocumentRequestInput[] = [];
  for (const request of value) {
    const note = request.note?.trim();
    const name = request.name?.trim();
    if (!request.listName && !name) return null;
    const base: DocumentRequestInput = request.listName ? { listName: request.listName } : { name };
    sent.push(note ? { ...base, note } : base);
  }
  return sent;
}
