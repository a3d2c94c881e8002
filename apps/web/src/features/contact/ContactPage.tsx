import { useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BUSY_LABELS, CONTACT_DRAFT_KEY, CONTACT_TOASTS, localizedPath, checkContactForm } from '@studychina/contracts';
import { PageBanner } from '../../components/PageBanner';
import { hasCode } from '../../lib/api';
import { useFailureText } from '../../lib/failure-text';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useSubmit } from '../../lib/useSubmit';
import { sendContactMessage, type ContactMessage } from './contact.api';
import { ContactCards } from './ContactCards';
import { useContactTexts } from './contactTexts';
import './contact.css';
import { useLocale, useText } from '../../lib/i18n';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', messageContent: '' };

/**
 * What was typed, kept in session storage (this tab only, gone when it closes) so the sign-in detour of a
 * visitor loses nothing (docs/product.md#contact-page). Unreadable or unavailable storage means an empty form.
 */
function loadDraft(): ContactMessage {
  try {
    const stored = JSON.parse(sessionStorage.getItem(CONTACT_DRAFT_KEY) ?? 'null') as Partial<ContactMessage> | null;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return stored
      ? {
          name: text(stored.name),
          email: text(stored.email),
          subject: text(stored.subject),
          messageContent: text(stored.messageContent),
        }
      : EMPTY;
  } catch {
    return EMPTY;
  }
}
function saveDraft(fields: ContactMessage) {
  try {
    if (Object.values(fields).every((value) => value === '')) sessionStorage.removeItem(CONTACT_DRAFT_KEY);
    else sessionStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify(fields));
  } catch {
    // Full or switched-off storage: only the detour loses the text.
  }
}

/** docs/product.md#contact-page: three cards and a message form; sending needs a token (docs/product.md#contact-page). */
export function ContactPage() {
  const busyLabels = useText(BUSY_LABELS);
  const toasts = useText(CONTACT_TOASTS);
  const failureText = useFailureText();
  const {
    copy: CONTACT_COPY,
    labels: CONTACT_LABELS,
    sendMessage: SEND_MESSAGE_LABEL,
    signInReason: CONTACT_SIGN_IN_REASON,
  } = useContactTexts();
  const { locale } = useLocale();
  const { token } = useSession();
  const navigate = useNavigate();
  const [fields, setFields] = useState<ContactMessage>(loadDraft);
  const { busy, submit } = useSubmit();
  useEffect(() => saveDraft(fields), [fields]);
  const set = (name: keyof ContactMessage) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const send = (event: FormEvent) => {
    // Without a token the send button's click has already gone to /login (below).
    if (!token) return void event.preventDefault();
    return submit(event, {
      validate: () => checkContactForm(fields),
      call: () => sendContactMessage(fields, token),
      done: (answer) => {
        if (answer?.success === false) return void toast.error(toasts.CONTACT_FAILED);
        toast.success(answer?.message || toasts.CONTACT_SENT);
        setFields(EMPTY);
      },
      // A refused token (lib/api.ts has ended the session) has its own text; any other refusal shows the
      // server's message (docs/product.md#contact-page).
      failed: (error) =>
        toast.error(hasCode(error, 'UNAUTHENTICATED') ? toasts.CONTACT_UNAUTHORIZED : failureText(error)),
    });
  };

  // docs/product.md#contact-page: a visitor pressing send goes to /login, before the browser's required checks could stop
  // the press (a click on the submit button comes first; Enter in a field clicks it too).
  const onSendClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (token) return;
    event.preventDefault();
    toast(CONTACT_SIGN_IN_REASON);
    navigate('/login', { state: { from: '/contact' } });
  };

  const input = (name: Exclude<keyof ContactMessage, 'messageContent'>, type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`contact-${name}`} className="is-required">
        {CONTACT_LABELS[name]}
      </label>
      <input
        id={`contact-${name}`}
        className="input"
        type={type}
        required
        autoComplete={autoComplete}
        value={fields[name]}
        onChange={set(name)}
      />
    </div>
  );

  return (
    <>
      <PageBanner title={CONTACT_COPY.bannerTitle} />
      <section className="section contact">
        <div className="container">
          <div className="section-head">
            <h2>{CONTACT_COPY.heading}</h2>
            <p>{CONTACT_COPY.intro}</p>
          </div>
          <ContactCards />
          <div className="card contact-form-card">
            <h2>{CONTACT_COPY.formTitle}</h2>
            {!token && (
              <>
                <p className="field-hint">{CONTACT_COPY.loginHint}</p>
                <p className="field-hint">{CONTACT_SIGN_IN_REASON}</p>
              </>
            )}
            {/* Browser-level required fields first (docs/product.md#contact-page), then checkContactForm for blanks of spaces. */}
            <form className="form" onSubmit={(e) => void send(e)}>
              <div className="form-row">
                {input('name', 'text', 'name')}
                {input('email', 'email', 'email')}
              </div>
              {input('subject', 'text', 'off')}
              <div className="field">
                <label htmlFor="contact-message" className="is-required">
                  {CONTACT_LABELS.message}
                </label>
                <textarea
                  id="contact-message"
                  className="input"
                  rows={7}
                  required
                  value={fields.messageContent}
                  onChange={set('messageContent')}
                />
              </div>
              <div className="form-actions">
                <button
                  type="submit"
                  className="btn btn-primary"
                  disabled={busy}
                  onClick={onSendClick}
                  // A press before the app has started (the pre-rendered page on a slow phone) is not lost: the
                  // browser itself takes a signed-out visitor to /login. The fields have no names, so nothing
                  // typed goes into that address (docs/decisions/0088-french-pages-hydrate-with-their-own-texts.md).
                  {...(!token && {
                    formAction: localizedPath('/login', locale),
                    formMethod: 'get',
                    formNoValidate: true,
                  })}
                >
                  {busy ? busyLabels.sending : SEND_MESSAGE_LABEL}
                </button>
              </div>
            </form>
          </div>
        </div>
      </section>
    </>
  );
}
