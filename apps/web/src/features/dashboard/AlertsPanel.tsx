import { useEffect, useState } from 'react';
import type { AlertChannelName, AlertSettings, AlertSettingsResponse } from '@studychina/contracts';
import type { ALERTS_PANEL } from '@studychina/contracts/content-pages/alerts';
import { PhoneInput } from '../../components/phone/PhoneInput';
import { usePhoneDefaults } from '../../components/phone/phone-defaults';
import { formatInternational, phoneFromText, type PhoneValue } from '../../components/phone/phone-number';
import { ApiError, apiFetch } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useSubmit } from '../../lib/useSubmit';
import { usePanelTexts } from './usePanelTexts';

type PanelTexts = typeof ALERTS_PANEL;
const loaded = new Map<string, Promise<PanelTexts>>();
/** Each language's words, loaded once by this section alone (no other page carries them). */
const textsIn = (locale: string): Promise<PanelTexts> => {
  let texts = loaded.get(locale);
  if (!texts) {
    texts =
      locale === 'fr'
        ? import('@studychina/contracts/content-pages/alerts.fr').then((m) => m.ALERTS_PANEL_FR as PanelTexts)
        : import('@studychina/contracts/content-pages/alerts').then((m) => m.ALERTS_PANEL);
    loaded.set(locale, texts);
  }
  return texts;
};

const CHANNELS: readonly AlertChannelName[] = ['whatsapp', 'sms'];

/** The field errors of a refusal (`errors: { phone: [...] }`), if any. */
const fieldError = (error: unknown, field: string): string | undefined =>
  error instanceof ApiError
    ? (error.body as { errors?: Record<string, string[]> } | null)?.errors?.[field]?.[0]
    : undefined;

/**
 * "Alerts on WhatsApp and SMS" on the dashboard (issue 32, docs/product.md#whatsapp-and-sms-alerts): the phone, each
 * channel turned on (a code is sent on it), the code entered (the consent, shown with its time), and off at any time.
 * With no provider configured, alerts come by e-mail only and there is nothing to switch.
 */
export function AlertsPanel() {
  const { texts: TEXT, locale } = usePanelTexts(textsIn);
  const { token } = useSession();
  const phoneCountry = usePhoneDefaults(locale).country;
  const [settings, setSettings] = useState<AlertSettings | null>(null);
  const [phone, setPhone] = useState<PhoneValue | null>(null);
  const [wanted, setWanted] = useState<Record<AlertChannelName, boolean>>({ whatsapp: false, sms: false });
  const [codes, setCodes] = useState<Record<AlertChannelName, string>>({ whatsapp: '', sms: '' });
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const { busy, submit } = useSubmit();

  const show = (next: AlertSettings) => {
    setSettings(next);
    setPhone(phoneFromText(next.phone ?? '', phoneCountry));
    setWanted({ whatsapp: next.channels.whatsapp.state !== 'off', sms: next.channels.sms.state !== 'off' });
  };

  // Read once its words are here: after the dashboard's own reads, which start at once.
  const ready = TEXT !== null;
  useEffect(() => {
    if (!token || !ready) return;
    const controller = new AbortController();
    apiFetch<AlertSettingsResponse>('/alerts', { token, signal: controller.signal }).then(
      // The dashboard says when the session has ended (DashboardPage); without an answer the section stays hidden.
      (answer) => answer?.alerts && show(answer.alerts),
      () => undefined,
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per session
  }, [token, ready]);

  const put = (choice: Record<AlertChannelName, boolean>) =>
    submit(null, {
      call: () =>
        apiFetch<AlertSettingsResponse>('/alerts', {
          token,
          method: 'PUT',
          body: { ...choice, phone: phone ? formatInternational(phone) || null : null },
        }),
      done: (answer) => {
        setPhoneError(undefined);
        show(answer.alerts);
        if (answer.message) toast.success(answer.message);
      },
      failed: (error) => {
        setPhoneError(fieldError(error, 'phone'));
        toast.error(error instanceof Error ? error.message : String(error));
      },
    });

  const verify = (channel: AlertChannelName) =>
    submit(null, {
      call: () =>
        apiFetch<AlertSettingsResponse>('/alerts/verify', {
          token,
          method: 'POST',
          body: { channel, code: codes[channel] },
        }),
      done: (answer) => {
        setCodes((current) => ({ ...current, [channel]: '' }));
        show(answer.alerts);
        if (answer.message) toast.success(answer.message);
      },
    });

  if (!TEXT || !settings || !phone) return null;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
  const shown = CHANNELS.filter((c) => settings.channels[c].available || settings.channels[c].state !== 'off');
  const name = (channel: AlertChannelName) => TEXT[channel];

  return (
    <section className="card dashboard-alerts" aria-labelledby="alerts-title">
      <h2 id="alerts-title">{TEXT.title}</h2>
      {shown.length === 0 ? (
        <p>{TEXT.emailOnly}</p>
      ) : (
        <>
          <p>{TEXT.intro}</p>
          <form
            className="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void put(wanted);
            }}
          >
            <div className="field">
              <label htmlFor="alerts-phone">{TEXT.phoneLabel}</label>
              <PhoneInput
                id="alerts-phone"
                name="phone"
                autoComplete="tel-national"
                value={phone}
                onChange={setPhone}
                invalid={!!phoneError}
                describedBy={phoneError ? 'alerts-phone-hint alerts-phone-error' : 'alerts-phone-hint'}
              />
              <p id="alerts-phone-hint" className="field-hint">
                {TEXT.phoneHint}
              </p>
              {phoneError && (
                <p id="alerts-phone-error" className="field-error">
                  {phoneError}
                </p>
              )}
            </div>
            <fieldset className="dashboard-alerts-channels">
              <legend className="visually-hidden">{TEXT.title}</legend>
              {shown.map((channel) => (
                <label key={channel} className="dashboard-alerts-check">
                  <input
                    type="checkbox"
                    name={channel}
                    checked={wanted[channel]}
                    onChange={(event) => setWanted((current) => ({ ...current, [channel]: event.target.checked }))}
                  />{' '}
                  {name(channel)}
                </label>
              ))}
            </fieldset>
            <p>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {TEXT.save}
              </button>
            </p>
          </form>
          <ul className="dashboard-alerts-states" role="list" aria-live="polite">
            {shown.map((channel) => {
              const info = settings.channels[channel];
              return (
                <li key={channel}>
                  <strong>{name(channel)}</strong>:{' '}
                  {info.state === 'on' && info.consentAt
                    ? TEXT.stateOn(when(info.consentAt))
                    : info.state === 'pending'
                      ? TEXT.statePending
                      : info.stoppedAt
                        ? TEXT.stateStopped(when(info.stoppedAt))
                        : TEXT.stateOff}
                  {info.state === 'pending' && (
                    <form
                      className="dashboard-alerts-code"
                      noValidate
                      onSubmit={(event) => {
                        event.preventDefault();
                        void verify(channel);
                      }}
                    >
                      <label htmlFor={`alerts-code-${channel}`}>{TEXT.codeLabel(name(channel))}</label>
                      <input
                        id={`alerts-code-${channel}`}
                        className="input"
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        maxLength={6}
                        value={codes[channel]}
                        onChange={(event) => setCodes((current) => ({ ...current, [channel]: event.target.value }))}
                      />
                      <button type="submit" className="btn btn-primary" disabled={busy}>
                        {TEXT.verify}
                      </button>
                    </form>
                  )}
                  {info.state !== 'off' && (
                    <button
                      type="button"
                      className="btn btn-secondary"
                      disabled={busy}
                      onClick={() => void put({ ...wantedNow(settings), [channel]: false })}
                    >
                      {TEXT.turnOff(name(channel))}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** What is on or waiting for its code now, as the API has it. */
const wantedNow = (settings: AlertSettings): Record<AlertChannelName, boolean> => ({
  whatsapp: settings.channels.whatsapp.state !== 'off',
  sms: settings.channels.sms.state !== 'off',
});
