import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { fill, formatMoney, useInvoiceTexts } from './invoice-texts';
import { invoicesApi } from './invoices.api';
import './invoices.css';

/** The dashboard's invoices (issue 30): number, total, status, a link to each. */
export function MyInvoices() {
  const { texts, locale } = useInvoiceTexts();
  const { token } = useSession();
  const load = useLoad(token ? ['/invoices', token] : null, (signal) => invoicesApi.list(token, signal));
  const list = load.data?.data;
  return (
    <section id="invoices" className="my-invoices" aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">{texts.listHeading}</h2>
      {list && list.length === 0 && <p>{texts.listEmpty}</p>}
      {list && list.length > 0 && (
        <ul role="list" className="my-invoices-list">
          {list.map((invoice) => (
            <li key={invoice.id}>
              <Link to={`/dashboard/invoices/${invoice.id}`} className="link">
                {fill(texts.pageTitle, { number: invoice.number })}
              </Link>
              <span>{formatMoney(invoice.total, invoice.currency, locale)}</span>
              <span className={`invoice-status invoice-status-${invoice.status}`}>{texts.status[invoice.status]}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
