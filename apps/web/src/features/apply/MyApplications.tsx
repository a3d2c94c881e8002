import { Link } from 'react-router-dom';
import { STUDENT_FOLLOW_UP, STUDENT_STATUS_LABELS, type ApplicationSummary } from '@studychina/contracts';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { useSession } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { fetchMyApplications } from './my-applications.api';
import { useEventText } from './event-text';
import { CallToAction, formatDay, StatusTimeline } from './StatusTimeline';
import { useChosenStudy } from '../../lib/programme-choices/ChosenStudy';
import { MY_APPLICATIONS_COPY } from './copy';
import './my-applications.css';
import { useLocale, useText } from '../../lib/i18n';

/** The dashboard's list of the signed-in user's applications (issue 6), from GET /applications. */
export function MyApplications() {
  const COPY = useText(MY_APPLICATIONS_COPY);
  const { token } = useSession();
  const list = useLoad(token ? ['/applications', token] : null, (signal) => fetchMyApplications(token, signal));
  const applications = list.data?.applications;

  // Only on token-guarded pages; without a token there is nothing of one's own to list.
  if (!token) return null;
  return (
    <div className="my-applications">
      <h2>{COPY.heading}</h2>
      {list.status === 'loading' && <Spinner label={COPY.loading} />}
      {list.status === 'failed' && (
        <div className="alert alert-error" role="alert">
          <p>{COPY.failed}</p>
          <button type="button" className="btn btn-sm btn-secondary" onClick={list.reload}>
            {COPY.retry}
          </button>
        </div>
      )}
      {applications?.length === 0 && (
        <div className="my-applications-empty card">
          <p>{COPY.empty}</p>
          <Link className="btn btn-primary" to="/apply">
            {COPY.start}
          </Link>
        </div>
      )}
      {applications && applications.length > 0 && (
        <ul className="my-applications-list" role="list">
          {applications.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * One application: date, status badge and timeline, majors, files, the latest message from staff and what to
 * do next (docs/product.md#back-office-screens), all from the list's answer: no request per card.
 */
function ApplicationCard({ application }: { application: ApplicationSummary }) {
  const COPY = useText(MY_APPLICATIONS_COPY);
  const studentFollowUp = useText(STUDENT_FOLLOW_UP);
  const studentStatusLabels = useText(STUDENT_STATUS_LABELS);
  const { locale } = useLocale();
  const eventText = useEventText();
  const [firstChoice, secondChoice] = useChosenStudy(application);
  const message = application.lastMessage && eventText(application.lastMessage, application.lastMessageKey);
  const href = `/dashboard/applications/${application.id}`;
  return (
    <li className="card application-card">
      <div className="application-card-head">
        <span className="application-date">
          {COPY.submitted} <time dateTime={application.createdAt}>{formatDay(application.createdAt, locale)}</time>
        </span>
        <StatusBadge status={application.status}>
          <span className="visually-hidden">{COPY.status}: </span>
          {studentStatusLabels[application.status] ?? application.status}
        </StatusBadge>
      </div>
      <StatusTimeline status={application.status} events={application.statusChanges} />
      <dl className="application-majors">
        <div>
          <dt>{COPY.firstChoice}</dt>
          <dd>{firstChoice}</dd>
        </div>
        {secondChoice && (
          <div>
            <dt>{COPY.secondChoice}</dt>
            <dd>{secondChoice}</dd>
          </div>
        )}
      </dl>
      <p className="application-files">{COPY.files(application.fileCount)}</p>
      {message && (
        <div className="last-message">
          <p className="last-message-title">{studentFollowUp.lastMessage}</p>
          <p className="pre-line">{message}</p>
        </div>
      )}
      <CallToAction application={application} />
      <Link className="application-open" to={href}>
        {studentFollowUp.open}
      </Link>
    </li>
  );
}
