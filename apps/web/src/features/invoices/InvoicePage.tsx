import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { INVOICE_CURRENCIES, type Invoice } from '@studychina/contracts';
import { Spinner } from '../../components/Spinner';
import { apiDownload } from '../../lib/api';
import { saveDownload } from '../../lib/download';
import { useFailureText } from '../../lib/failure-text';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useLoad } from '../../lib/useLoad';
import { fill, formatDay, formatMoney as formatMoneyOf, useInvoiceTexts } from './invoice-texts';
import { invoicesApi } from './invoices.api';
import { BankTransferPanel } from './BankTransferPanel';
import { InvoiceSummary } from './InvoiceSummary';
import { PaystackResultNote } from './PaystackResultNote';
import { usePaystackReturn } from './paystack-return';
import { SharePanel } from './SharePanel';
import './invoices.css';

/**
 * /dashboard/invoices/:id (issue 30, docs/decisions/0132-sponsor-pay-link-and-invoice-currency.md): the invoice's
 * lines and status, paying by Paystack (back here, verified), the currency while nothing is paid, the payments with
 * their receipts, and the payment link for a sponsor.
 */
export function InvoicePage() {
  const { texts, locale } = useInvoiceTexts();
  const failureText = useFailureText();
  const { id = '' } = useParams();
  const { token } = useSession();
  const load = useLoad(['/invoices/:id', id, token], (signal) => invoicesApi.one(id, token, signal));
  const [fresh, setFresh] = useState<Invoice | null>(null);
  const invoice = fresh?.id === id ? fresh : load.data?.data;
  const [busy, setBusy] = useState(false);
  const result = usePaystackReturn(async (reference) => {
    const { data } = await invoicesApi.verify(id, token);
    setFresh(data);
    return data.payments.find((payment) => payment.reference === reference)?.status;
  });

  const pay = async () => {
    setBusy(true);
    try {
      const { authorization_url } = await invoicesApi.paystack(id, token);
      window.location.assign(authorization_url);
    } catch (error) {
      toast.error(failureText(error));
      setBusy(false);
    }
  };
  const changeCurrency = async (currency: string) => {
    try {
      const { data } = await invoicesApi.currency(id, currency, token);
      setFresh(data);
      toast.success(fill(texts.currencyChanged, { currency }));
    } catch (error) {
      toast.error(failureText(error));
    }
  };
  const receipt = (paymentId: string) =>
    saveDownload(apiDownload(`/invoices/${id}/receipts/${paymentId}`, { token }), `receipt-${paymentId}.pdf`).catch(
      (error: unknown) => toast.error(failureText(error)),
    );

  if (!invoice)
    return (
      <div className="container invoice-page">
        {load.status === 'failed' ? <p role="alert">{failureText(load.error)}</p> : <Spinner label={texts.loading} />}
      </div>
    );
  const under = invoice.payments.some((payment) => payment.status !== 'failed');
  return (
    <div className="container invoice-page">
      <Link to="/dashboard" className="back-link">
        {texts.back}
      </Link>
      <h1>{fill(texts.pageTitle, { number: invoice.number })}</h1>
      <PaystackResultNote result={result} texts={texts} />
      <InvoiceSummary invoice={invoice} texts={texts} locale={locale} />
      <p className="invoice-rate">
        {fill(texts.rate, {
          rate: invoice.rate.perCny,
          currency: invoice.currency,
          date: formatDay(invoice.rate.asOf, locale),
        })}
      </p>
      {invoice.due > 0 && (
        <section className="invoice-pay" aria-labelledby="invoice-pay">
          <h2 id="invoice-pay" className="visually-hidden">
            {texts.payPaystack}
          </h2>
          <button type="button" className="btn btn-primary" onClick={pay} disabled={busy}>
            {busy ? texts.opening : texts.payPaystack}
          </button>
          <p className="field-hint">{texts.paystackHint}</p>
        </section>
      )}
      <BankTransferPanel
        invoice={invoice}
        texts={texts}
        locale={locale}
        send={async (body) => setFresh((await invoicesApi.transferProof(id, body, token)).data)}
      />
      {invoice.status === 'unpaid' && (
        <section aria-labelledby="invoice-currency">
          <h2 id="invoice-currency">{texts.currencyHeading}</h2>
          {under ? (
            <p>{texts.currencyLocked}</p>
          ) : (
            <div className="invoice-currencies" role="group" aria-labelledby="invoice-currency">
              {INVOICE_CURRENCIES.map((code) => (
                <button
                  key={code}
                  type="button"
                  className="btn btn-secondary btn-sm"
                  aria-pressed={code === invoice.currency}
                  onClick={() => code !== invoice.currency && void changeCurrency(code)}
                >
                  {texts.currencyNames[code]}
                </button>
              ))}
            </div>
          )}
        </section>
      )}
      <section aria-labelledby="invoice-payments">
        <h2 id="invoice-payments">{texts.paymentsHeading}</h2>
        {invoice.payments.length === 0 ? (
          <p>{texts.paymentsEmpty}</p>
        ) : (
          <ul role="list" className="invoice-payments">
            {invoice.payments.map((payment) => {
              const reason = (payment as { rejectionReason?: string | null }).rejectionReason;
              return (
                <li key={payment.id}>
                  <span>{texts.method[payment.method]}</span>
                  <span>{texts.paymentStatus[payment.status]}</span>
                  <span>{formatMoneyOf(payment.amount, payment.currency, locale)}</span>
                  <span>{formatDay(payment.paidAt ?? payment.createdAt, locale)}</span>
                  {reason && <span className="invoice-rejected">{fill(texts.rejected, { reason })}</span>}
                  {payment.status === 'succeeded' && (
                    <button type="button" className="link" onClick={() => void receipt(payment.id)}>
                      {texts.receipt}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {invoice.due > 0 && <SharePanel invoice={invoice} texts={texts} locale={locale} />}
    </div>
  );
}
