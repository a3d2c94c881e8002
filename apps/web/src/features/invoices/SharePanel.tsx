import { useState } from 'react';
import type { Invoice, PayLinkCreated } from '@studychina/contracts';
import { useFailureText } from '../../lib/failure-text';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { fill, formatDay, type InvoiceTexts } from './invoice-texts';
import { invoicesApi } from './invoices.api';

/**
 * The payment link for a parent or sponsor (docs/decisions/0132-sponsor-pay-link-and-invoice-currency.md): made here,
 * shown once (only its hash is kept, so a new visit makes a new one, which replaces the last), copied or sent on
 * WhatsApp, revoked.
 */
export function SharePanel({ invoice, texts, locale }: { invoice: Invoice; texts: InvoiceTexts; locale: string }) {
  const { token } = useSession();
  const failureText = useFailureText();
  const [link, setLink] = useState<PayLinkCreated | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (run: () => Promise<void>) => {
    setBusy(true);
    try {
      await run();
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  const create = () => act(async () => setLink(await invoicesApi.share(invoice.id, token)));
  const revoke = () =>
    act(async () => {
      await invoicesApi.revoke(invoice.id, token);
      setLink(null);
      toast.success(texts.shareRevoked);
    });
  const copy = () =>
    link &&
    navigator.clipboard?.writeText(link.url).then(
      () => toast.success(texts.shareCopied),
      () => undefined,
    );
  const message = link && fill(texts.shareMessage, { number: invoice.number, url: link.url });

  return (
    <section className="invoice-share" aria-labelledby="invoice-share">
      <h2 id="invoice-share">{texts.shareHeading}</h2>
      <p>{texts.shareIntro}</p>
      {link && message && (
        <div className="stack">
          <input
            className="input"
            readOnly
            value={link.url}
            aria-label={texts.shareHeading}
            data-testid="pay-link-url"
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className="field-hint">{fill(texts.shareExpires, { date: formatDay(link.expiresAt, locale) })}</p>
          <div className="cluster">
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => void copy()}>
              {texts.shareCopy}
            </button>
            <a
              className="btn btn-primary btn-sm"
              href={`https://wa.me/?text=${encodeURIComponent(message)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {texts.shareWhatsapp}
            </a>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => void revoke()} disabled={busy}>
              {texts.shareRevoke}
            </button>
          </div>
        </div>
      )}
      <button type="button" className="btn btn-secondary" onClick={() => void create()} disabled={busy}>
        {link ? texts.shareReplace : texts.shareCreate}
      </button>
    </section>
  );
}
