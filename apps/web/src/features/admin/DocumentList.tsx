import type { ReactNode } from 'react';
import {
  APPLICATION_COPY as COPY,
  EXTRA_DOCUMENTS_LIST,
  FILE_LIST_NAMES,
  friendlyLabel,
  type StaffApplication,
  type StaffDocumentRequest,
  type StaffFile,
} from '@studychina/contracts';
import { AcceptAllRemaining } from './AcceptAllRemaining';
import { DocumentDate } from './DocumentDate';
import { exactDay } from './dates';
import { fullName, type Actions } from './application-actions';
import { DocumentFileItem, ReviewState } from './DocumentFileItem';
import { StaffUploadControl } from './StaffUploadControl';

interface DocumentListProps {
  application: StaffApplication;
  viewing: string | null;
  onView(id: string): void;
  onDownload(file: StaffFile): void;
  actions: Actions;
}

const REQUEST_STATE = { open: COPY.requested, fulfilled: COPY.requestFulfilled, cancelled: COPY.requestCancelled };

/** What was asked for: its state, who asked, the note the student read. */
function RequestLine({ request }: { request: StaffDocumentRequest }) {
  return (
    <p className={`request-line request-${request.state}`}>
      <strong>{REQUEST_STATE[request.state]}</strong>
      {request.requestedBy && <span className="muted small"> · {COPY.requestedBy(fullName(request.requestedBy))}</span>}
      {request.note && <span className="request-note-text">{request.note}</span>}
    </p>
  );
}

/** One list (or one named document): the request, the current files, previous versions, an upload for the student. */
function DocumentGroup({
  title,
  files,
  request,
  upload,
  dated,
  ...props
}: DocumentListProps & {
  title: string;
  files: StaffFile[];
  request?: StaffDocumentRequest;
  upload: ReactNode;
  /** The document's date and age, for the documents that expire. */
  dated?: ReactNode;
}) {
  const current = files.filter((f) => !f.replacedAt);
  const previous = files.filter((f) => f.replacedAt);
  return (
    <div className="document-group">
      <h3>{title}</h3>
      {dated}
      {request && <RequestLine request={request} />}
      {current.length > 0 && (
        <ul role="list">
          {current.map((file) => (
            <DocumentFileItem
              key={file.id}
              applicationId={props.application.id}
              file={file}
              viewing={props.viewing === file.id}
              onView={props.onView}
              onDownload={props.onDownload}
              actions={props.actions}
            />
          ))}
        </ul>
      )}
      {previous.length > 0 && (
        <details className="previous-versions">
          <summary>{COPY.previousVersions}</summary>
          <ul role="list">
            {previous.map((file) => (
              <li key={file.id}>
                {file.erasedAt ? (
                  <span>{file.originalName}</span>
                ) : (
                  <button type="button" className="link-button" onClick={() => props.onView(file.id)}>
                    {file.originalName}
                  </button>
                )}{' '}
                <span className="muted small">
                  {file.erasedAt ? COPY.erasedOn(exactDay(file.erasedAt)) : COPY.replacedOn(exactDay(file.replacedAt!))}
                </span>
                <ReviewState file={file} />
              </li>
            ))}
          </ul>
        </details>
      )}
      {upload}
    </div>
  );
}

/**
 * The student's documents by list (docs/product.md#back-office-screens), with what was requested and not
 * received yet, the named extra documents asked for, an upload for the student per list (and for the lists
 * with nothing yet), and "Accept all remaining".
 */
export function DocumentList(props: DocumentListProps) {
  const { application, actions } = props;
  const { id, files, requests } = application;
  // The newest request of a list (an open one first): what the group says was asked.
  const listRequest = (list: string) =>
    requests.find((r) => r.listName === list && r.state === 'open') ??
    requests.findLast((r) => r.listName === list && r.state === 'fulfilled');
  const lists = FILE_LIST_NAMES.filter(
    (list) => files.some((f) => f.listName === list) || requests.some((r) => r.listName === list && r.state === 'open'),
  );
  const named = requests.filter(
    (r) => !r.listName && (r.state !== 'cancelled' || files.some((f) => f.requestId === r.id)),
  );
  const unasked = files.filter((f) => f.listName === EXTRA_DOCUMENTS_LIST && !named.some((r) => r.id === f.requestId));
  return (
    <div className="document-list">
      <AcceptAllRemaining application={application} actions={actions} />
      {lists.map((list) => (
        <DocumentGroup
          key={list}
          {...props}
          title={friendlyLabel(list)}
          files={files.filter((f) => f.listName === list)}
          request={listRequest(list)}
          dated={<DocumentDate application={application} list={list} />}
          upload={<StaffUploadControl applicationId={id} lists={[list]} actions={actions} />}
        />
      ))}
      {named.map((request) => (
        <DocumentGroup
          key={request.id}
          {...props}
          title={request.name ?? ''}
          files={files.filter((f) => f.requestId === request.id && f.listName === EXTRA_DOCUMENTS_LIST)}
          request={request}
          upload={
            request.state === 'open' && (
              <StaffUploadControl
                applicationId={id}
                lists={[EXTRA_DOCUMENTS_LIST]}
                label={request.name ?? undefined}
                requestId={request.id}
                actions={actions}
              />
            )
          }
        />
      ))}
      {unasked.length > 0 && (
        <DocumentGroup {...props} title={friendlyLabel(EXTRA_DOCUMENTS_LIST)} files={unasked} upload={null} />
      )}
      <div className="document-group">
        <h3>{COPY.uploadFor}</h3>
        <StaffUploadControl
          applicationId={id}
          lists={FILE_LIST_NAMES.filter((list) => !lists.includes(list))}
          actions={actions}
        />
      </div>
    </div>
  );
}
