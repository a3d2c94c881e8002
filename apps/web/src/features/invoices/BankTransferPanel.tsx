import { useState, type FormEvent } from 'react';
import type { BankTransfer } from '@studychina/contracts';
import { useFailureText } from '../../lib/failure-text';
import { toast } from '../../lib/toast';
import { fill, formatMoney, type InvoiceTexts } from './invoice-texts';

interface BankTransferPanelProps {
  /** The invoice as the student's and the sponsor's pages read it: what is left to pay and where to send it. */
  invoice: { bankTransfer: BankTransfer | null; due: number; currency: string };
  texts: InvoiceTexts;
  locale: string;
  /** The sponsor's page asks who sent the money; the student's names the student. */
  askPayerName?: boolean;
  /** Sends the proof (multipart: file, paidOn, payerName); rejects with the API's refusal. */
  send(body: FormData): Promise<void>;
}

/**
 * Paying by bank transfer (docs/decisions/0130-bank-transfer-proof-and-confirmation.md): the consultancy's account and
 * the reference to quote, then the bank's receipt sent as proof. Staff confirm what arrives; until then the payment
 * shows as pending. The student's invoice page and the sponsor's payment page show the same panel, while something is
 * due and the consultancy has an account to show.
 */
export function BankTransferPanel({ invoice, texts, locale, askPayerName, send }: BankTransferPanelProps) {
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    // Fields left empty are left out: the API then takes what is due and no date.
    for (const [name, value] of [...body.entries()]) if (value === '') body.delete(name);
    setBusy(true);
    try {
      await send(body);
      form.reset();
      toast.success(texts.proofSent);
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  const { bankTransfer: bank, due, currency } = invoice;
  if (due <= 0 || !bank) return null;
  const rows: [string, string | null][] = [
    [texts.bankName, bank.bankName],
    [texts.accountName, bank.accountName],
    [texts.accountNumber, bank.accountNumber],
    [texts.sortCode, bank.sortCode],
    [texts.swift, bank.swift],
    [texts.bankReference, bank.reference],
  ];
  return (
    <section className="invoice-bank" aria-labelledby="invoice-bank">
      <h2 id="invoice-bank">{texts.bankHeading}</h2>
      <p>{fill(texts.bankIntro, { amount: formatMoney(due, currency, locale) })}</p>
      <dl className="invoice-bank-account">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {bank.instructions && <p className="field-hint">{bank.instructions}</p>}
      <form className="form invoice-proof" onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor="proof-file">{texts.proofLabel}</label>
          <input
            id="proof-file"
            name="file"
            type="file"
            required
            accept="application/pdf,image/jpeg,image/png,image/webp"
            aria-describedby="proof-hint"
          />
          <p id="proof-hint" className="field-hint">
            {texts.proofHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor="proof-paid-on">{texts.paidOnLabel}</label>
          <input id="proof-paid-on" name="paidOn" type="date" className="input" />
        </div>
        {askPayerName && (
          <div className="field">
            <label htmlFor="proof-payer">{texts.payerNameLabel}</label>
            <input id="proof-payer" name="payerName" className="input" autoComplete="name" maxLength={120} />
          </div>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? texts.proofSending : texts.proofSend}
        </button>
      </form>
    </section>
  );
}
