import { useState, type FormEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  BUSY_LABELS,
  CONTACT_FAILED,
  CONTACT_SENT,
  CONTACT_UNAUTHORIZED,
  SEND_MESSAGE_LABEL,
  validateContactForm,
} from '@studychina/contracts';
import { PageBanner } from '../../components/PageBanner';
import { failureText, hasCode } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useSubmit } from '../../lib/useSubmit';
import { sendContactMessage, type ContactMessage } from './contact.api';
import { ContactCards } from './ContactCards';
import { CONTACT_COPY, CONTACT_LABELS } from './copy';
import './contact.css';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', messageContent: '' };

/** docs/product.md#contact-page: three cards and a message form; sending needs a token (docs/product.md#contact-page). */
export function ContactPage() {
  const { token } = useSession();
  const navigate = useNavigate();
  const [fields, setFields] = useState<ContactMessage>(EMPTY);
  const { busy, submit } = useSubmit();
  const set = (name: keyof ContactMessage) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const send = (event: FormEvent) => {
    // Without a token the send button's click has already gone to /login (below).
    if (!token) return void event.preventDefault();
    return submit(event, {
      validate: () => validateContactForm(fields),
      call: () => sendContactMessage(fields, token),
      done: (answer) => {
        if (answer?.success === false) return void toast.error(CONTACT_FAILED);
        toast.success(answer?.message || CONTACT_SENT);
        setFields(EMPTY);
      },
      // A refused token (lib/api.ts has ended the session) has its own text; any other refusal shows the
      // server's message (docs/product.md#contact-page).
      failed: (error) => toast.error(hasCode(error, 'UNAUTHENTICATED') ? CONTACT_UNAUTHORIZED : failureText(error)),
    });
  };

  // docs/product.md#contact-page: a visitor pressing send goes to /login, before the browser's required checks could stop
  // the press (a click on the submit button comes first; Enter in a field clicks it too).
  const onSendClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (token) return;
    event.preventDefault();
    navigate('/login', { state: { from: '/contact' } });
  };

  const input = (name: Exclude<keyof ContactMessage, 'messageContent'>, type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`contact-${name}`}>{CONTACT_LABELS[name]}</label>
      <input
        id={`contact-${name}`}
        name={name}
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
            {!token && <p className="field-hint">{CONTACT_COPY.loginHint}</p>}
            {/* Browser-level required fields first (docs/product.md#contact-page), then validateContactForm for blanks of spaces. */}
            <form className="form" onSubmit={(e) => void send(e)}>
              <div className="form-row">
                {input('name', 'text', 'name')}
                {input('email', 'email', 'email')}
              </div>
              {input('subject', 'text', 'off')}
              <div className="field">
                <label htmlFor="contact-message">{CONTACT_LABELS.message}</label>
                <textarea
                  id="contact-message"
                  name="messageContent"
                  className="input"
                  rows={7}
                  required
                  value={fields.messageContent}
                  onChange={set('messageContent')}
                />
              </div>
              <div className="form-actions">
                <button type="submit" className="btn btn-primary" disabled={busy} onClick={onSendClick}>
                  {busy ? BUSY_LABELS.sending : SEND_MESSAGE_LABEL}
                </button>
              </div>
            </form>
          </div>
        </div>
      </section>
    </>
  );
}
