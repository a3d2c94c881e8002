import { APPLICATION_COPY as COPY, STAFF_STATUS_LABELS, type StaffApplication } from '@studychina/contracts';
import { exactTime } from './dates';
import { fullName } from './application-actions';

export function HistoryPanel({ application }: { application: StaffApplication }) {
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
