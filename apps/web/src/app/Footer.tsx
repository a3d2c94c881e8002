import { SITE_TEXTS } from '@studychina/contracts';
import { Link } from 'react-router-dom';
import { SocialIcon } from '../components/icons';
import { COMPANY, SOCIAL_LINKS } from '../lib/company';
import { useText } from '../lib/i18n';
import { useContact } from '../lib/site-content';
import { COMPANY_LINKS, SERVICE_LINKS } from '../lib/nav';

/** docs/product.md#footer: the address (English and Chinese), phone and e-mail editors publish (decision 0127), service, company and social links. */
export function Footer() {
  const texts = useText(SITE_TEXTS);
  const contact = useContact();
  return (
    <footer className="site-footer on-dark">
      <div className="container footer-grid">
        <section aria-labelledby="footer-office">
          <h2 id="footer-office" className="footer-title">
            {COMPANY.name}
          </h2>
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
            <p>
              <span className="line">
                {texts.footer.phone}: <a href={contact.phoneHref}>{contact.phone}</a>
              </span>
              <span className="line">
                {texts.footer.email}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </span>
            </p>
          </address>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="footer-title">
            {texts.footer.services}
          </h2>
          <ul role="list" className="footer-links">
            {SERVICE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{texts.nav[link.key]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="footer-title">
            {texts.footer.company}
          </h2>
          <ul role="list" className="footer-links">
            {COMPANY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{texts.nav[link.key]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-social">
          <h2 id="footer-social" className="footer-title">
            {texts.footer.followUs}
          </h2>
          <ul role="list" className="footer-links">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <a
                  href={link.network === 'whatsapp' ? contact.whatsapp : link.href}
                  className="social-link"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <SocialIcon network={link.network} />
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>
          © {new Date().getFullYear()} {COMPANY.name}. {texts.footer.tagline}
        </p>
      </div>
    </footer>
  );
}
