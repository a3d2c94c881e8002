import { Link } from 'react-router-dom';
import {
  STUDENT_FOLLOW_UP,
  STUDENT_STATUS_LABELS,
  STUDENT_TIMELINE_STEPS,
  dayText,
  isFinalStatus,
  type ApplicationStatus,
  type ApplicationSummary,
  type StudentApplication,
  type Locale,
  type StudentEvent,
} from '@studychina/contracts';
import { useLocale, useText } from '../../lib/i18n';

type TimelineStep = (typeof STUDENT_TIMELINE_STEPS)[number];

/** Where a status sits on the happy path: corrections happen during the review. */
const stepOf = (status: ApplicationStatus): TimelineStep | null =>
  status === 'action_required'
    ? 'under_review'
    : (STUDENT_TIMELINE_STEPS as readonly string[]).includes(status)
      ? (status as TimelineStep)
      : null;

/**
 * The status as a timeline (docs/product.md#back-office-screens): submitted → under review → sent to the
 * university → admitted. An application that ended off that path (not successful, withdrawn) shows the steps
 * it went through, then how it ended; "Action required" takes the review's place while corrections are due.
 */
export function StatusTimeline({
  status,
  events = [],
}: {
  status: ApplicationStatus;
  events?: readonly Pick<StudentEvent, 'fromStatus' | 'toStatus'>[];
}) {
  const COPY = useText(STUDENT_FOLLOW_UP);
  const studentStatusLabels = useText(STUDENT_STATUS_LABELS);
  const offPath = isFinalStatus(status) && status !== 'admitted';
  // Where the application was when it ended: the last event's origin (submitted when unknown).
  const lastOnPath = offPath
    ? stepOf([...events].reverse().find((e) => e.toStatus === status)?.fromStatus ?? 'submitted')
    : stepOf(status);
  const position = STUDENT_TIMELINE_STEPS.indexOf(lastOnPath ?? 'submitted');
  const steps: { key: string; label: string; state: 'done' | 'current' | 'upcoming' }[] = offPath
    ? [
        ...STUDENT_TIMELINE_STEPS.slice(0, position + 1).map((step) => ({
          key: step,
          label: studentStatusLabels[step],
          state: 'done' as const,
        })),
        { key: status, label: studentStatusLabels[status], state: 'current' as const },
      ]
    : STUDENT_TIMELINE_STEPS.map((step, index) => ({
        key: step,
        label: index === position ? studentStatusLabels[status] : studentStatusLabels[step],
        state:
          index < position ? 'done' : index === position ? (status === 'admitted' ? 'done' : 'current') : 'upcoming',
      }));
  const currentIndex = offPath ? steps.length - 1 : position;

  return (
    <ol className={`status-timeline status-timeline-${status}`} aria-label={COPY.timelineLabel}>
      {steps.map((step, index) => (
        <li
          key={step.key}
          className={`timeline-step is-${step.state}`}
          aria-current={index === currentIndex ? 'step' : undefined}
        >
          <span className="timeline-dot" aria-hidden="true" />
          <span className="timeline-label">{step.label}</span>
          {step.state === 'done' && index !== currentIndex && (
            <span className="visually-hidden"> ({COPY.doneStep})</span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Current documents staff rejected that the student has not replaced yet. */
export const documentsToReplace = (application: Pick<StudentApplication, 'files'>) =>
  application.files.filter((file) => !file.replacedAt && file.review?.decision === 'rejected');

/**
 * '30 Nov 2026' / '30 nov. 2026': day first and the month in words, in the visitor's language and in UTC, as the
 * mails write them, so a day deadline (the end of that day, UTC) never shows as the next day
 * (docs/product.md#values-in-the-readers-language).
 */
export const formatDay = (iso: string, locale: Locale = 'en') => dayText(locale, iso, 'short');

/** What the call to action needs: the list's answer carries it (GET /applications), one application gives it too. */
export type FollowUpNeeds = Pick<
  ApplicationSummary,
  'status' | 'deadline' | 'documentsToReplace' | 'documentsRequested' | 'documentsFromStaff'
>;

export const followUpOf = (application: StudentApplication): FollowUpNeeds => ({
  status: application.status,
  deadline: application.deadline,
  documentsToReplace: documentsToReplace(application).length,
  documentsRequested: application.requests.filter((request) => request.state === 'open').length,
  // Erased ones (docs/decisions/0144-retention-of-closed-applications.md) are no longer there to download.
  documentsFromStaff: application.documentsFromStaff.filter((doc) => !doc.erasedAt).length,
});

/**
 * What the student should do now, or nothing: documents to replace and documents requested while corrections
 * are asked for (with the deadline), documents from staff to download.
 */
export function CallToAction({ application, href }: { application: FollowUpNeeds; href?: string }) {
  const COPY = useText(STUDENT_FOLLOW_UP);
  const { locale } = useLocale();
  const correcting = application.status === 'action_required';
  const toReplace = correcting ? application.documentsToReplace : 0;
  const requested = correcting ? application.documentsRequested : 0;
  const fromStaff = application.documentsFromStaff;
  if (!toReplace && !requested && !fromStaff) return null;
  const deadline = application.deadline && <> {COPY.deadline(formatDay(application.deadline, locale))}</>;
  return (
    <div className="call-to-action" role="note">
      {toReplace > 0 && (
        <p>
          <strong>{COPY.replaceDocuments(toReplace)}</strong>
          {!requested && deadline}
        </p>
      )}
      {requested > 0 && (
        <p>
          <strong>{COPY.requestedDocuments(requested)}</strong>
          {deadline}
        </p>
      )}
      {fromStaff > 0 && <p>{COPY.newDocuments(fromStaff)}</p>}
      {href && (
        <Link className="btn btn-sm btn-primary" to={href}>
          {COPY.open}
        </Link>
      )}
    </div>
  );
}
