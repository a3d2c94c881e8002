import { useState } from 'react';
import {
  EXTRA_DOCUMENTS_LIST,
  STUDENT_FOLLOW_UP,
  fileFieldName,
  friendlyLabel,
  isAcceptedFile,
  outstandingDocuments,
  uploadRuleOf,
  type StudentApplication,
  type StudentDocumentRequest,
  type UploadListName,
} from '@studychina/contracts';
import { useFailureText } from '../../lib/failure-text';
import { useLocale, useText } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { FilePreview, localItem } from './FilePreview';
import { followUpApi } from './my-applications.api';
import { UploadProgress } from './UploadProgress';

/** What still keeps the student's corrections from going: open requests, rejected documents not replaced. */
export const studentOutstanding = (application: Pick<StudentApplication, 'files' | 'requests'>) =>
  outstandingDocuments(
    application.files.map((file) => ({
      ...file,
      source: 'student',
      reviewDecision: file.review?.decision ?? null,
    })),
    application.requests,
  );

/**
 * The documents our team asked for (docs/product.md#document-requests), each with its note and its state; while
 * corrections are due, an open one has an upload control with the list's accepted types, a preview and upload
 * progress. A named document's files are shown here (they belong to no list of the form).
 */
export function RequestedDocuments({
  application,
  onSent,
  onDownload,
}: {
  application: StudentApplication;
  onSent: () => void;
  onDownload: (fileId: string, name: string) => void;
}) {
  const COPY = useText(STUDENT_FOLLOW_UP);
  const shown = application.requests.filter((request) => request.state !== 'cancelled');
  if (shown.length === 0) return null;
  return (
    <section className="card follow-up-section" aria-labelledby="requested-documents">
      <h2 id="requested-documents">{COPY.requestsHeading}</h2>
      <ul role="list" className="requested-documents">
        {shown.map((request) => (
          <RequestedDocument
            key={request.id}
            application={application}
            request={request}
            onSent={onSent}
            onDownload={onDownload}
          />
        ))}
      </ul>
    </section>
  );
}

function RequestedDocument({
  application,
  request,
  onSent,
  onDownload,
}: {
  application: StudentApplication;
  request: StudentDocumentRequest;
  onSent: () => void;
  onDownload: (fileId: string, name: string) => void;
}) {
  const COPY = useText(STUDENT_FOLLOW_UP);
  const { locale } = useLocale();
  const failureText = useFailureText();
  const listLabel = useText(friendlyLabel);
  const { token } = useSession();
  const [chosen, setChosen] = useState<File[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const list: UploadListName = (request.listName as UploadListName | null) ?? EXTRA_DOCUMENTS_LIST;
  const rule = uploadRuleOf(list);
  const label = request.listName ? listLabel(request.listName) : (request.name ?? '');
  const open = request.state === 'open' && application.status === 'action_required';
  const inputId = `request-${request.id}`;
  const colon = locale === 'fr' ? ' : ' : ': ';
  // A named document's files live only here; a list's show in the documents below as well.
  const files = request.listName
    ? []
    : application.files.filter((file) => file.requestId === request.id && !file.replacedAt);

  const choose = (picked: File[]) => {
    // The form's own check (docs/product.md#apply-documents): the list's types only.
    const refused = picked.find((file) => !isAcceptedFile(list, file));
    if (refused) return void toast.error(COPY.wrongType(refused.name));
    setChosen(rule.multiple ? picked : picked.slice(0, 1));
  };
  const send = async () => {
    if (!token || chosen.length === 0 || percent !== null) return;
    const body = new FormData();
    // The request first, then its files (docs/product.md#document-requests).
    body.append('requestId', request.id);
    chosen.forEach((file, index) => body.append(fileFieldName(list, index), file));
    setPercent(0);
    try {
      const answer = await followUpApi.replace(application.id, body, token, setPercent);
      toast.success(answer.message);
      setChosen([]);
      onSent();
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setPercent(null);
    }
  };

  const state = { open: COPY.requestOpen, fulfilled: COPY.requestFulfilled, cancelled: COPY.requestCancelled };
  return (
    <li className={`requested-document is-${request.state}`}>
      <p className="requested-title">
        <strong>{label}</strong>{' '}
        <span className={`review-state ${request.state === 'open' ? 'review-rejected' : 'review-accepted'}`}>
          {state[request.state]}
        </span>
      </p>
      {request.note && <p className="pre-line requested-note">{request.note}</p>}
      {files.length > 0 && (
        <ul role="list" className="follow-up-files">
          {files.map((file) => (
            <li key={file.id}>
              <span className="file-name">{file.originalName}</span>
              <button
                type="button"
                className="btn btn-sm btn-secondary"
                aria-label={`${COPY.download} ${file.originalName}`}
                onClick={() => onDownload(file.id, file.originalName)}
              >
                {COPY.download}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <div className="replace-control">
          <label htmlFor={inputId} className="btn btn-sm btn-secondary">
            {COPY.chooseFile}
            <span className="visually-hidden">{`${colon}${label}`}</span>
          </label>
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept={rule.accept}
            multiple={rule.multiple}
            onChange={(event) => {
              choose([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          {chosen.length > 0 && (
            <ul role="list" className="file-list" aria-label={`${COPY.filesChosen}${colon}${label}`}>
              {chosen.map((file) => (
                <FilePreview key={`${file.name}-${file.size}`} item={localItem(file)} />
              ))}
            </ul>
          )}
          {percent !== null && <UploadProgress percent={percent} />}
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={chosen.length === 0 || percent !== null}
            aria-label={`${COPY.sendRequested} ${label}`}
            onClick={() => void send()}
          >
            {COPY.sendRequested}
          </button>
        </div>
      )}
    </li>
  );
}
