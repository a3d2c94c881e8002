import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  FILE_LIST_NAMES,
  FILE_LIST_RULES,
  STUDENT_FOLLOW_UP,
  STUDENT_STATUS_LABELS,
  answerText,
  fileFieldName,
  friendlyLabel,
  isAcceptedFile,
  isCountryCode,
  isFinalStatus,
  type FileListName,
  type StudentApplication,
  type StudentFile,
} from '@studychina/contracts';
import { ApplicationSections } from '../../components/ApplicationSections';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { useFailureText } from '../../lib/failure-text';
import { countryName } from '../../lib/countries';
import { saveDownload } from '../../lib/download';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useLoad } from '../../lib/useLoad';
import { useLocale, useText } from '../../lib/i18n';
import { useProgrammeAnswers } from '../../lib/programme-choices/ChosenStudy';
import { useEventText } from './event-text';
import { FilePreview, localItem } from './FilePreview';
import { followUpApi } from './my-applications.api';
import { PlacementNote } from './PlacementNote';
import { RequestedDocuments, studentOutstanding } from './RequestedDocuments';
import { CallToAction, followUpOf, formatDay, StatusTimeline } from './StatusTimeline';
import { SubmittedNotice } from './SubmittedNotice';
import { UploadProgress } from './UploadProgress';
import './my-applications.css';

/**
 * /dashboard/applications/:id (docs/product.md#back-office-screens): the student's application read-only, the
 * review of each document, replacements for rejected ones, "Send corrections", documents from staff, the
 * history and withdrawing.
 */
export function MyApplicationPage() {
  const COPY = useText(STUDENT_FOLLOW_UP);
  const failureText = useFailureText();
  const { id = '' } = useParams();
  const { token } = useSession();
  const load = useLoad(['/applications/:id', id, token], (signal) => followUpApi.application(id, token, signal));
  const [shown, setShown] = useState<StudentApplication | null>(null);
  if (load.data && load.data.application !== shown) setShown(load.data.application);
  const application = load.data?.application ?? (shown?.id === id ? shown : null);

  return (
    <div className="container follow-up">
      <Link to="/dashboard" className="back-link">
        {COPY.backToDashboard}
      </Link>
      <h1>{COPY.pageTitle}</h1>
      <SubmittedNotice />
      {!application && load.status === 'failed' && (
        <div className="alert alert-error" role="alert">
          <p>{failureText(load.error, COPY.failed)}</p>
          <button type="button" className="btn btn-sm btn-secondary" onClick={load.reload}>
            {COPY.retry}
          </button>
        </div>
      )}
      {!application && load.status === 'loading' && <Spinner label={COPY.loading} />}
      {application && <FollowUp application={application} reload={load.reload} />}
    </div>
  );
}

function FollowUp({ application, reload }: { application: StudentApplication; reload: () => void }) {
  const COPY = useText(STUDENT_FOLLOW_UP);
  const studentStatusLabels = useText(STUDENT_STATUS_LABELS);
  const { locale, msg } = useLocale();
  const failureText = useFailureText();
  const eventText = useEventText();
  const programmeAnswer = useProgrammeAnswers(application.fields);
  const { token } = useSession();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Every request answered and every rejected document replaced, or the corrections cannot go (the API's own check).
  const missing = application.status === 'action_required' ? studentOutstanding(application) : [];
  const current = application.files.filter((file) => !file.replacedAt);

  const act = async (call: () => Promise<{ message: string }>) => {
    if (busy) return;
    setBusy(true);
    try {
      toast.success((await call()).message);
      reload();
    } catch (error) {
      toast.error(failureText(error));
      reload();
    } finally {
      setBusy(false);
    }
  };
  const download = async (fileId: string, name: string) => {
    try {
      await saveDownload(followUpApi.download(application.id, fileId, token), name);
    } catch (error) {
      toast.error(failureText(error));
    }
  };

  return (
    <>
      <section className="card follow-up-status" aria-labelledby="follow-up-status">
        <h2 id="follow-up-status">
          <StatusBadge status={application.status}>{studentStatusLabels[application.status]}</StatusBadge>
        </h2>
        <StatusTimeline status={application.status} events={application.events} />
        <PlacementNote placement={application.placement} />
        <CallToAction application={followUpOf(application)} />
        {application.status === 'action_required' && (
          <div className="send-corrections">
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || missing.length > 0}
              aria-describedby={missing.length > 0 ? 'send-corrections-hint' : undefined}
              onClick={() => void act(() => followUpApi.resubmit(application.id, token))}
            >
              {COPY.sendCorrections}
            </button>
            {missing.length > 0 && (
              <div id="send-corrections-hint" className="field-hint">
                <p>{COPY.stillMissing}</p>
                <ul>
                  {missing.map((item) => (
                    <li key={`${item.key}-${item.text}`}>{msg(item.text)}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </section>

      <RequestedDocuments
        application={application}
        onSent={reload}
        onDownload={(fileId, name) => void download(fileId, name)}
      />

      {application.documentsFromStaff.length > 0 && (
        <section className="card follow-up-section" aria-labelledby="from-staff">
          <h2 id="from-staff">{COPY.fromStaff}</h2>
          <ul role="list" className="follow-up-files">
            {application.documentsFromStaff.map((doc) => (
              <li key={doc.id}>
                <span>{doc.originalName}</span>
                {doc.erasedAt ? (
                  // docs/decisions/0144-retention-of-closed-applications.md: the bytes are gone, the name stays.
                  <span className="muted">{COPY.erased}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-sm btn-secondary"
                    aria-label={`${COPY.download} ${doc.originalName}`}
                    onClick={() => void download(doc.id, doc.originalName)}
                  >
                    {COPY.download}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <ApplicationSections
        application={application}
        answer={(name, value) =>
          // Her answers as she reads them: « Féminin », « 15 mars 2006 », « Nigéria » (the values stay as stored).
          programmeAnswer(name, value) ??
          (name === 'nationality' && isCountryCode(value)
            ? countryName(value, locale)
            : answerText(locale, name, value))
        }
        documents={FILE_LIST_NAMES.filter((list) => current.some((f) => f.listName === list)).map((list) => (
          <DocumentListReview
            key={list}
            list={list}
            application={application}
            files={current.filter((f) => f.listName === list).sort((a, b) => a.position - b.position)}
            canReplace={application.status === 'action_required'}
            onReplaced={reload}
          />
        ))}
      />

      <section className="card follow-up-section" aria-labelledby="follow-up-history">
        <h2 id="follow-up-history">{COPY.history}</h2>
        <ol className="follow-up-history">
          {[...application.events].reverse().map((event) => (
            <li key={event.id}>
              <p>
                <strong>{studentStatusLabels[event.toStatus]}</strong>{' '}
                <time dateTime={event.at}>{formatDay(event.at, locale)}</time>
              </p>
              {/* The events the student causes carry our texts' keys; staff messages stay as written. */}
              <p className="pre-line">{eventText(event.message, event.messageKey)}</p>
              {event.deadline && <p>{COPY.deadline(formatDay(event.deadline, locale))}</p>}
            </li>
          ))}
        </ol>
      </section>

      {!isFinalStatus(application.status) && (
        <section className="follow-up-withdraw">
          {confirming ? (
            <div className="alert" role="alertdialog" aria-labelledby="withdraw-confirm">
              <p id="withdraw-confirm">{COPY.withdrawConfirm}</p>
              <div className="review-buttons">
                <button
                  type="button"
                  className="btn btn-sm btn-danger"
                  disabled={busy}
                  onClick={() =>
                    void act(() => followUpApi.withdraw(application.id, token)).then(() => setConfirming(false))
                  }
                >
                  {COPY.withdrawYes}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-secondary"

                  onClick={() => setConfirming(false)}
                >
                  {COPY.withdrawNo}
                </button>
              </div>
            </div>
          ) : (
            <button type="button" className="btn btn-secondary" onClick={() => setConfirming(true)}>
              {COPY.withdraw}
            </button>
          )}
        </section>
      )}
    </>
  );
}

/** One document list: each file with its review; rejected files get a replace control while corrections are due. */
function DocumentListReview({
  list,
  application,
  files,
  canReplace,
  onReplaced,
}: {
  list: FileListName;
  application: StudentApplication;
  files: StudentFile[];
  canReplace: boolean;
  onReplaced: () => void;
}) {
  const listLabel = useText(friendlyLabel);
  const COPY = useText(STUDENT_FOLLOW_UP);
  const { locale } = useLocale();
  const failureText = useFailureText();
  const { token } = useSession();
  const rule = FILE_LIST_RULES[list];
  const [chosen, setChosen] = useState<Record<string, File>>({});
  const [percent, setPercent] = useState<number | null>(null);
  const rejected = canReplace ? files.filter((f) => f.review?.decision === 'rejected') : [];
  const ready = rejected.length > 0 && rejected.every((f) => chosen[f.id]);

  const choose = (file: StudentFile, picked: File | undefined) => {
    if (!picked) return;
    // The form's own check (docs/product.md#apply-documents): the list's types only.
    if (!isAcceptedFile(list, picked)) return void toast.error(COPY.wrongType(picked.name));
    setChosen((was) => ({ ...was, [file.id]: picked }));
  };
  const upload = async () => {
    if (!token || !ready || percent !== null) return;
    const body = new FormData();
    rejected.forEach((file, index) => body.append(fileFieldName(list, index), chosen[file.id]!));
    setPercent(0);
    try {
      const answer = await followUpApi.replace(application.id, body, token, setPercent);
      toast.success(answer.message);
      setChosen({});
      onReplaced();
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className="document-group">
      <h3>{listLabel(list)}</h3>
      <ul role="list" className="follow-up-files">
        {files.map((file) => {
          const inputId = `replace-${file.id}`;
          return (
            <li key={file.id}>
              <span className="file-name">{file.originalName}</span>
              {file.review?.decision === 'accepted' && (
                <span className="review-state review-accepted">{COPY.accepted}</span>
              )}
              {file.review?.decision === 'rejected' && (
                <span className="review-state review-rejected">
                  {COPY.rejected}. {COPY.reason}
                  {locale === 'fr' ? ' : ' : ': '}
                  {file.review.reason}
                </span>
              )}
              {!file.review && <span className="review-state review-none">{COPY.notReviewed}</span>}
              {file.uploadedByStaff && <span className="uploaded-by-staff">{COPY.uploadedByStaff}</span>}
              {canReplace && file.review?.decision === 'rejected' && (
                <div className="replace-control">
                  <label htmlFor={inputId} className="btn btn-sm btn-secondary">
                    {COPY.replace} <span className="visually-hidden">{file.originalName}</span>
                  </label>
                  <input
                    id={inputId}
                    className="visually-hidden"
                    type="file"
                    accept={rule.accept}
                    onChange={(event) => {
                      choose(file, event.target.files?.[0]);
                      event.target.value = '';
                    }}
                  />
                  {chosen[file.id] && (
                    <ul role="list" className="file-list" aria-label={COPY.replaceWith(file.originalName)}>
                      <FilePreview item={localItem(chosen[file.id]!)} />
                    </ul>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {rejected.length > 0 && (
        <>
          {percent !== null && <UploadProgress percent={percent} />}
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={!ready || percent !== null}
            onClick={() => void upload()}
          >
            {COPY.uploadReplacements}
          </button>
        </>
      )}
    </div>
  );
}
