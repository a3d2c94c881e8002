import { useState, type FormEvent } from 'react';
import {
  APPLICATION_COPY as COPY,
  STAFF_ALERT_MAX_LENGTH,
  type AlertChannelName,
  type StaffApplication,
} from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { adminApi } from './admin.api';
import { When } from './dates';
import type { Actions } from './application-actions';

/**
 * What was sent to the student about the application, by which channel, and its state; and a free-form WhatsApp or
 * SMS message to them (docs/decisions/0138-whatsapp-and-sms-alerts.md).
 */
export function AlertsPanel({ application, actions }: { application: StaffApplication; actions: Actions }) {
  const { token } = useSession();
  const [channel, setChannel] = useState<AlertChannelName>('sms');
  const [text, setText] = useState('');
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    if (await actions.run(() => adminApi.sendAlertMessage(application.id, { channel, text: text.trim() }, token)))
      setText('');
  };
  return (
    <section className="card admin-panel" aria-labelledby="alerts-title">
      <h2 id="alerts-title">{COPY.alertsTitle}</h2>
      {application.alerts.length === 0 ? (
        <p className="muted">{COPY.alertsNone}</p>
      ) : (
        <ul role="list" className="notes">
          {application.alerts.map((alert, index) => (
            <li key={`${alert.at}-${alert.channel}-${index}`}>
              <p>
                {COPY.alertChannels[alert.channel]} · {COPY.alertKinds[alert.kind] ?? alert.kind} ·{' '}
                <strong>{COPY.alertStates[alert.state]}</strong>
              </p>
              <p className="muted small">
                <When iso={alert.at} />
                {alert.providerId ? ` · ${alert.providerId}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form className="form" noValidate onSubmit={(e) => void send(e)}>
        <fieldset>
          <legend>{COPY.alertMessageLegend}</legend>
          <p className="muted small">{COPY.alertMessageHint}</p>
          <div className="field">
            <label htmlFor="alert-channel">{COPY.alertMessageChannel}</label>
            <select id="alert-channel" value={channel} onChange={(e) => setChannel(e.target.value as AlertChannelName)}>
              <option value="sms">{COPY.alertChannels.sms}</option>
              <option value="whatsapp">{COPY.alertChannels.whatsapp}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="alert-text">{COPY.alertMessageText}</label>
            <textarea
              id="alert-text"
              rows={2}
              maxLength={STAFF_ALERT_MAX_LENGTH}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        </fieldset>
        <button type="submit" className="btn btn-sm btn-secondary" disabled={actions.busy || !text.trim()}>
          {COPY.alertMessageSend}
        </button>
      </form>
    </section>
  );
}
