import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import type { PayLinkInvoice } from '@studychina/contracts';
import { Spinner } from '../../components/Spinner';
import { hasCode } from '../../lib/api';
import { useFailureText } from '../../lib/failure-text';
import { toast } from '../../lib/toast';
import { useLoad } from '../../lib/useLoad';
import { fill, formatDay, formatMoney, useInvoiceTexts } from './invoice-texts';
import { payLinkApi } from './invoices.api';
import { BankTransferPanel } from './BankTransferPanel';
import { InvoiceSummary } from './InvoiceSummary';
import { PaystackResultNote } from './PaystackResultNote';
import { usePaystackReturn } from './paystack-return';
import './invoices.css';

/**
 * /pay/:token (docs/decisions/0132-sponsor-pay-link-and-invoice-currency.md): the page a student sends a parent or
 * sponsor, no account needed. The invoice alone, and paying it by Paystack with the payer's own e-mail.
 */
export function PayLinkPage() {
  const { texts, locale } = useInvoiceTexts();
  const failureText = useFailureText();
  const { token: link = '' } = useParams();
  const load = useLoad(['/pay/:token', link], (signal) => payLinkApi.read(link, signal));
  const [fresh, setFresh] = useState<PayLinkInvoice | null>(null);
  const invoice = fresh ?? load.data?.data;
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const result = usePaystackReturn(async () => {
    const before = invoice?.paid ?? 0;
    const { data } = await payLinkApi.verify(link);
    setFresh(data);
    const last = data.payments.filter((payment) => payment.method === 'paystack').at(-1);
    return data.paid > before ? 'succeeded' : last?.status;
  });

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { authorization_url } = await payLinkApi.paystack(link, email);
      window.location.assign(authorization_url);
    } catch (error) {
      toast.error(failureText(error));
      setBusy(false);
    }
  };

  if (!invoice)
    return (
      <div className="container invoice-page">
        {load.status === 'failed' ? (
          <p role="alert" className="alert alert-error">
            {hasCode(load.error, 'PAY_LINK_INVALID') ? texts.payerInvalid : failureText(load.error)}
          </p>
        ) : (
          <Spinner label={texts.loading} />
        )}
      </div>
    );
  return (
    <div className="container invoice-page">
      <h1>{fill(texts.payerTitle, { number: invoice.number })}</h1>
      <p>{fill(texts.payerIntro, { name: invoice.studentFirstName })}</p>
      <PaystackResultNote result={result} texts={texts} />
      <InvoiceSummary invoice={invoice} texts={texts} locale={locale} />
      {invoice.due === 0 ? (
        <p className="alert alert-success">{texts.payerPaid}</p>
      ) : (
        <form className="form invoice-pay" onSubmit={(event) => void pay(event)}>
          <div className="field">
            <label htmlFor="payer-email">{texts.payerEmail}</label>
            <input
              id="payer-email"
              className="input"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? texts.opening : texts.payPaystack}
          </button>
          <p className="field-hint">{texts.paystackHint}</p>
        </form>
      )}
      <BankTransferPanel
        invoice={invoice}
        texts={texts}
        locale={locale}
        askPayerName
        send={async (body) => setFresh((await payLinkApi.transferProof(link, body)).data)}
      />
      {invoice.payments.length > 0 && (
        <section aria-labelledby="payer-payments">
          <h2 id="payer-payments">{texts.paymentsHeading}</h2>
          <ul role="list" className="invoice-payments">
            {invoice.payments.map((payment) => (
              <li key={payment.createdAt}>
                <span>{texts.method[payment.method]}</span>
                <span>{texts.paymentStatus[payment.status]}</span>
                <span>{formatMoney(payment.amount, payment.currency, locale)}</span>
                <span>{formatDay(payment.createdAt, locale)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
