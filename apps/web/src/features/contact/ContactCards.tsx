import type { ReactNode } from 'react';
import { useContact } from '../../lib/site-content';
import { useContactTexts } from './contactTexts';

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li className="card contact-card">
      <span className="contact-icon" aria-hidden="true">
        {icon}
      </span>
      <h3>{title}</h3>
      {children}
    </li>
  );
}

const svg = (path: string) => (
  <svg
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={path} />
  </svg>
);
const PIN = 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';
const PHONE =
  'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z';
const MAIL = 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 6l-10 7L2 6';

/** docs/product.md#contact-page: the company address (English and Chinese), phone and e-mail, the footer's data as editors publish it (decision 0127). */
export function ContactCards() {
  const CONTACT_COPY = useContactTexts().copy;
  const contact = useContact();
  return (
    <ul className="contact-cards" role="list">
      <Card title={CONTACT_COPY.addressTitle} icon={svg(PIN)}>
        <address>
          <p>
            {contact.address.map((line) => (
              <span key={line} className="line">
                {line}
              </span>
            ))}
          </p>
          <p lang="zh-CN">
            {contact.addressZh.map((line) => (
              <span key={line} className="line">
                {line}
              </span>
            ))}
          </p>
        </address>
      </Card>
      <Card title={CONTACT_COPY.phoneTitle} icon={svg(PHONE)}>
        <p>
          <a className="link" href={contact.phoneHref}>
            {contact.phone}
          </a>
        </p>
      </Card>
      <Card title={CONTACT_COPY.emailTitle} icon={svg(MAIL)}>
        <p>
          <a className="link" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        </p>
      </Card>
    </ul>
  );
}
