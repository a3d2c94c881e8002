import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  APPLICATION_COPY as COPY,
  STAFF_STATUS_LABELS,
  TRIAGE_COPY as TRIAGE,
  type StaffApplication,
} from '@studychina/contracts';
import { failureText } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { adminApi } from './admin.api';
import { When } from './dates';
import { filtersOf, queueUrlFor, type FromQueue } from './queue-url';
import { Deadline } from './QueueTable';
import { StaffStatusBadge } from './StaffStatusBadge';

/**
 * The application page's header (docs/product.md#back-office-screens): back to the exact queue staff came
 * from (or this tab's last one), the next application of that queue, who the applicant is, how long the
 * application has waited in its status and by when corrections are due, and other applications with the
 * same passport number.
 */
export function ApplicationHeader({ application }: { application: StaffApplication }) {
  const { token } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queue = queueUrlFor(location.state);
  const from: FromQueue = { queue };
  const [busy, setBusy] = useState(false);

  const next = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await adminApi.next(application.id, filtersOf(queue), token);
      if (answer.next) await navigate(`/admin/applications/${answer.next.id}`, { state: from });
      else toast(TRIAGE.noNextApplication);
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="application-nav">
        <Link to={queue} className="back-link">
          {COPY.back}
        </Link>
        <button type="button" className="btn btn-sm btn-secondary" disabled={busy} onClick={() => void next()}>
          {TRIAGE.nextApplication}
        </button>
      </div>
      <header className="admin-page-head">
        <div>
          <h1 id="application-title">
            {application.fields.surName} {application.fields.firstName}
          </h1>
          <p className="muted">
            {application.applicant.email} · {COPY.submitted} <When iso={application.createdAt} /> ·{' '}
            <StaffStatusBadge status={application.status} />
          </p>
          <p className="muted triage-line">
            {TRIAGE.waitingSince(TRIAGE.days(application.waitingDays))}
            {application.deadline && (
              <>
                {' · '}
                {TRIAGE.correctionsDue} <Deadline row={application} />
              </>
            )}
          </p>
        </div>
      </header>
      {application.duplicates.length > 0 && (
        <div className="alert duplicates" role="note" aria-labelledby="duplicates-title">
          <p id="duplicates-title">{TRIAGE.duplicatesTitle}</p>
          <ul>
            {application.duplicates.map((other) => (
              <li key={other.id}>
                <Link to={`/admin/applications/${other.id}`} state={from}>
                  {TRIAGE.duplicate(other.applicantName, STAFF_STATUS_LABELS[other.status])}
                </Link>{' '}
                <When iso={other.createdAt} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
