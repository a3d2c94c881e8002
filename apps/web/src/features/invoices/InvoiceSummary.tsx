import type { Invoice } from '@studychina/contracts';
import { formatMoney, type InvoiceTexts } from './invoice-texts';

type Summary = Pick<Invoice, 'status' | 'total' | 'currency' | 'paid' | 'due' | 'lines'>;

/** An invoice's status, lines and totals: the student's page and the sponsor's show the same. */
export function InvoiceSummary({ invoice, texts, locale }: { invoice: Summary; texts: InvoiceTexts; locale: string }) {
  const money = (amount: number) => formatMoney(amount, invoice.currency, locale);
  return (
    <section className="invoice-summary" aria-labelledby="invoice-lines">
      <p className={`invoice-status invoice-status-${invoice.status}`} data-testid="invoice-status">
        {texts.status[invoice.status]}
      </p>
      <h2 id="invoice-lines">{texts.linesHeading}</h2>
      <table className="invoice-lines">
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.kind}>
              <th scope="row">
                {line.label}
                <small>{formatMoney(line.amount, line.currency, locale)}</small>
              </th>
              <td>{money(line.converted)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{texts.total}</th>
            <td>{money(invoice.total)}</td>
          </tr>
          {invoice.paid > 0 && (
            <tr>
              <th scope="row">{texts.paid}</th>
              <td>{money(invoice.paid)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">{texts.due}</th>
            <td data-testid="invoice-due">{money(invoice.due)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
