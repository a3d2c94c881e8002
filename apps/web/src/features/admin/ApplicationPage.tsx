import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  APPLICATION_COPY as COPY,
  FILE_LIST_NAMES,
  NOTE_TEXT_REQUIRED_MESSAGE,
  STAFF_STATUS_LABELS,
  friendlyLabel,
  fileSizeInKb,
  type StaffApplication,
  type StaffFile,
  type StaffMember,
} from '@studychina/contracts';
import { ApplicationSections } from '../../components/ApplicationSections';
import { Spinner } from '../../components/Spinner';
import { ApiError, failureText } from '../../lib/api';
import { saveDownload } from '../../lib/download';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useLoad } from '../../lib/useLoad';
import { adminApi } from './admin.api';
import { exactDay, exactTime, When } from './dates';
import { DocumentViewer } from './DocumentViewer';
import { StaffStatusBadge } from './QueuePage';
import { ReviewControls } from './ReviewControls';
import { StatusPanel } from './StatusPanel';

const fullName = (member: Pick<StaffMember, 'firstname' | 'lastname'>) => `${member.firstname} ${member.lastname}`;

/** 409 from a stale page: someone else moved the application (ILLEGAL_TRANSITION, CONFLICT). */
const isStale = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code !== 'DOCUMENTS_OUTSTANDING';

/**
 * Every action of the page: busy while it runs (a second press does nothing), a toast either way, then the
 * application reloads in place (scroll and open panels kept). A 409 reloads too and says why.
 */
function useActions(reload: () => void) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = async (call: () => Promise<{ message?: string }>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      const answer = await call();
      if (answer.message) toast.success(answer.message);
      reload();
      return true;
    } catch (error) {
      if (isStale(error)) {
        toast.error(COPY.reloadedAfterConflict);
        reload();
      } else {
        toast.error(failureText(error));
        if (error instanceof ApiError && error.status === 409) reload();
      }
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}

/** /admin/applications/:id (docs/product.md#back-office-screens). */
export function ApplicationPage() {
  const { id = '' } = useParams();
  const { token } = useSession();
  const load = useLoad(['/admin/applications/:id', id, token], (signal) => adminApi.application(id, token, signal));
  // While reloading after an action, keep showing the last answer: the page keeps its scroll and state.
  const [shown, setShown] = useState<StaffApplication | null>(null);
  if (load.data && load.data.application !== shown) setShown(load.data.application);
  const application = load.data?.application ?? (shown?.id === id ? shown : null);
  const actions = useActions(load.reload);

  if (!application) {
    if (load.status === 'failed')
      return (
        <div className="alert alert-error" role="alert">
          <p>{failureText(load.error, COPY.failed)}</p>
          <button type="button" className="btn btn-sm btn-secondary" onClick={load.reload}>
            {COPY.retry}
          </button>
        </div>
      );
    return <Spinner label={COPY.loading} />;
  }
  return <ApplicationView application={application} actions={actions} />;
}

function ApplicationView({
  application,
  actions,
}: {
  application: StaffApplication;
  actions: ReturnType<typeof useActions>;
}) {
  const { token } = useSession();
  const { id } = application;
  const [viewing, setViewing] = useState<string | null>(null);
  const viewed = application.files.find((f) => f.id === viewing) ?? null;

  const download = async (call: () => ReturnType<typeof adminApi.zip>, fallbackName: string) => {
    try {
      await saveDownload(call(), fallbackName);
    } catch (error) {
      toast.error(failureText(error));
    }
  };

  return (
    <article className="admin-application" aria-labelledby="application-title">
      <Link to="/admin" className="back-link">
        {COPY.back}
      </Link>
      <header className="admin-page-head">
        <div>
          <h1 id="application-title">
            {application.fields.surName} {application.fields.firstName}
          </h1>
          <p className="muted">
            {application.applicant.email} · {COPY.submitted} <When iso={application.createdAt} /> ·{' '}
            <StaffStatusBadge status={application.status} />
          </p>
        </div>
      </header>

      <div className="admin-application-grid">
        <div className="admin-application-main">
          <section className="card admin-panel" aria-labelledby="documents-title">
            <div className="admin-page-head">
              <h2 id="documents-title">{COPY.documents}</h2>
              <button
                type="button"
                className="btn btn-sm btn-secondary"
                onClick={() => void download(() => adminApi.zip(id, token), 'documents.zip')}
              >
                {COPY.downloadAll}
              </button>
            </div>
            <div className="documents-and-viewer">
              <DocumentList
                application={application}
                viewing={viewing}
                onView={setViewing}
                onDownload={(file) => void download(() => adminApi.fileDownload(id, file.id, token), file.originalName)}
                actions={actions}
              />
              <div className="viewer" aria-live="polite">
                <DocumentViewer applicationId={id} file={viewed} />
              </div>
            </div>
          </section>
          <ApplicationSections application={application} />
        </div>

        <aside className="admin-application-side">
          <StatusPanel
            status={application.status}
            firstname={application.applicant.firstname}
            busy={actions.busy}
            onSubmit={(body) => actions.run(() => adminApi.changeStatus(id, body, token))}
          />
          <AssignmentPanel application={application} actions={actions} />
          <NotesPanel application={application} actions={actions} />
          <AttachPanel application={application} actions={actions} />
          <HistoryPanel application={application} />
        </aside>
      </div>
    </article>
  );
}

function ReviewState({ file }: { file: StaffFile }) {
  if (!file.review) return <span className="review-state review-none">{COPY.notReviewed}</span>;
  const by = file.review.by ? ` ${COPY.reviewedBy(fullName(file.review.by))}` : '';
  if (file.review.decision === 'accepted')
    return <span className="review-state review-accepted">{COPY.accepted + by}</span>;
  return (
    <span className="review-state review-rejected">
      {COPY.rejected + by}: {file.review.reason}
    </span>
  );
}

function DocumentList({
  application,
  viewing,
  onView,
  onDownload,
  actions,
}: {
  application: StaffApplication;
  viewing: string | null;
  onView(id: string): void;
  onDownload(file: StaffFile): void;
  actions: ReturnType<typeof useActions>;
}) {
  const { token } = useSession();
  const lists = FILE_LIST_NAMES.filter((list) => application.files.some((f) => f.listName === list));
  return (
    <div className="document-list">
      {lists.map((list) => {
        const files = application.files.filter((f) => f.listName === list);
        const current = files.filter((f) => !f.replacedAt);
        const previous = files.filter((f) => f.replacedAt);
        return (
          <div key={list} className="document-group">
            <h3>{friendlyLabel(list)}</h3>
            <ul role="list">
              {current.map((file) => (
                <li key={file.id} className={viewing === file.id ? 'is-viewing' : undefined}>
                  <div className="document-line">
                    <button
                      type="button"
                      className="link-button"
                      aria-pressed={viewing === file.id}
                      onClick={() => onView(file.id)}
                    >
                      {file.originalName}
                    </button>
                    {file.replaces && !file.review && <span className="pending-badge">{COPY.newSinceReview}</span>}
                    <span className="muted small">{fileSizeInKb(file.size)}</span>
                    <button
                      type="button"
                      className="btn btn-sm btn-link"
                      aria-label={`${COPY.download} ${file.originalName}`}
                      onClick={() => onDownload(file)}
                    >
                      {COPY.download}
                    </button>
                  </div>
                  <ReviewState file={file} />
                  <ReviewControls
                    name={file.originalName}
                    busy={actions.busy}
                    onReview={(body) => actions.run(() => adminApi.review(application.id, file.id, body, token))}
                  />
                </li>
              ))}
            </ul>
            {previous.length > 0 && (
              <details className="previous-versions">
                <summary>{COPY.previousVersions}</summary>
                <ul role="list">
                  {previous.map((file) => (
                    <li key={file.id}>
                      <button type="button" className="link-button" onClick={() => onView(file.id)}>
                        {file.originalName}
                      </button>{' '}
                      <span className="muted small">{COPY.replacedOn(exactDay(file.replacedAt!))}</span>
                      <ReviewState file={file} />
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </div>
        );
      })}
    </div>
  );
}

function AssignmentPanel({
  application,
  actions,
}: {
  application: StaffApplication;
  actions: ReturnType<typeof useActions>;
}) {
  const { token, user } = useSession();
  const isAdmin = user?.role === 'admin';
  // Admins can list staff (GET /admin/staff); staff members assign themselves or nobody.
  const staff = useLoad(isAdmin ? ['/admin/staff', token] : null, (signal) => adminApi.staff(token, signal));
  const [choice, setChoice] = useState(application.assignee?.id ?? '');
  const people = new Map<string, string>();
  if (user) people.set(user.id, fullName(user));
  if (application.assignee) people.set(application.assignee.id, fullName(application.assignee));
  for (const member of staff.data?.data ?? []) if (member.state !== 'disabled') people.set(member.id, fullName(member));

  const save = (event: FormEvent) => {
    event.preventDefault();
    void actions.run(() => adminApi.assign(application.id, choice || null, token));
  };
  return (
    <section className="card admin-panel" aria-labelledby="assignment-title">
      <h2 id="assignment-title">{COPY.assignment}</h2>
      <form className="form inline-form" onSubmit={save}>
        <div className="field">
          <label htmlFor="assignee">{COPY.assignTo}</label>
          <select id="assignee" value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">{COPY.nobody}</option>
            {[...people].map(([personId, name]) => (
              <option key={personId} value={personId}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-sm btn-secondary" disabled={actions.busy}>
          {COPY.assign}
        </button>
      </form>
    </section>
  );
}

function NotesPanel({
  application,
  actions,
}: {
  application: StaffApplication;
  actions: ReturnType<typeof useActions>;
}) {
  const { token } = useSession();
  const [text, setText] = useState('');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return void toast.error(NOTE_TEXT_REQUIRED_MESSAGE);
    if (await actions.run(() => adminApi.addNote(application.id, text.trim(), token))) setText('');
  };
  return (
    <section className="card admin-panel" aria-labelledby="notes-title">
      <h2 id="notes-title">{COPY.notes}</h2>
      {application.notes.length === 0 ? (
        <p className="muted">{COPY.noNotes}</p>
      ) : (
        <ul role="list" className="notes">
          {application.notes.map((note) => (
            <li key={note.id}>
              <p className="pre-line">{note.text}</p>
              <p className="muted small">
                {note.author ? fullName(note.author) : ''} · <When iso={note.createdAt} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <form className="form" noValidate onSubmit={(e) => void add(e)}>
        <div className="field">
          <label htmlFor="new-note">{COPY.newNote}</label>
          <textarea id="new-note" rows={2} value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-sm btn-secondary" disabled={actions.busy}>
          {COPY.addNote}
        </button>
      </form>
    </section>
  );
}

function AttachPanel({
  application,
  actions,
}: {
  application: StaffApplication;
  actions: ReturnType<typeof useActions>;
}) {
  const { token } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const attach = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !token) return;
    setPercent(0);
    const saved = await actions.run(() => adminApi.attach(application.id, file, token, setPercent));
    setPercent(null);
    if (saved) {
      setFile(null);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <section className="card admin-panel" aria-labelledby="attach-title">
      <h2 id="attach-title">{COPY.fromStaff}</h2>
      {application.documentsFromStaff.length > 0 && (
        <ul role="list">
          {application.documentsFromStaff.map((doc) => (
            <li key={doc.id}>
              {doc.originalName}{' '}
              <span className="muted small">
                · <When iso={doc.uploadedAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className="form" onSubmit={(e) => void attach(e)}>
        <div className="field">
          <label htmlFor="attach-file">{COPY.attach}</label>
          <input
            ref={input}
            id="attach-file"
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp"
            aria-describedby="attach-hint"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <span id="attach-hint" className="field-hint">
            {COPY.attachHint}
          </span>
        </div>
        {percent !== null && <progress max={100} value={percent} aria-label={`${percent}%`} />}
        <button type="submit" className="btn btn-sm btn-secondary" disabled={!file || actions.busy}>
          {COPY.attachSend}
        </button>
      </form>
    </section>
  );
}

function HistoryPanel({ application }: { application: StaffApplication }) {
  return (
    <section className="card admin-panel" aria-labelledby="history-title">
      <h2 id="history-title">{COPY.history}</h2>
      <ol className="history">
        {[...application.events].reverse().map((event) => (
          <li key={event.id}>
            <p>
              <strong>{STAFF_STATUS_LABELS[event.toStatus]}</strong>{' '}
              <time dateTime={event.at} title={exactTime(event.at)}>
                {exactTime(event.at)}
              </time>{' '}
              {event.actor && <span className="muted small">{COPY.by(fullName(event.actor))}</span>}
            </p>
            <p className="pre-line">{event.message}</p>
            {event.note && (
              <p className="muted small pre-line">
                {COPY.noteLabel}: {event.note}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
