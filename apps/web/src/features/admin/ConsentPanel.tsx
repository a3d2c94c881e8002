import { APPLICATION_COPY as COPY, type StaffApplication } from '@studychina/contracts';
import { exactTime } from './dates';

/**
 * What the student agreed to at submit (docs/decisions/0137-students-data-rights.md): sending the application to the
 * universities named, with the version of the statement they were shown and when.
 */
export function ConsentPanel({ application }: { application: StaffApplication }) {
  const { consent } = application;
  return (
    <section className="card admin-panel" aria-labelledby="consent-title">
      <h2 id="consent-title">{COPY.consentTitle}</h2>
      {consent ? (
        <p>
          {COPY.consentGiven(consent.version)},{' '}
          <time dateTime={consent.at} title={exactTime(consent.at)}>
            {exactTime(consent.at)}
          </time>
        </p>
      ) : (
        <p className="muted">{COPY.consentNone}</p>
      )}
    </section>
  );
}
