import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { DataExportAccepted } from '@studychina/contracts';
import type { DATA_RIGHTS_PANEL } from '@studychina/contracts/content-pages/data-rights';
import { apiDownload, apiFetch, hasCode } from '../../lib/api';
import { saveDownload } from '../../lib/download';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { usePanelTexts } from './usePanelTexts';

type PanelTexts = typeof DATA_RIGHTS_PANEL;
const loaded = new Map<string, Promise<PanelTexts>>();
/** Each language's words, loaded once by this panel alone (no other page carries them). */
const textsIn = (locale: string): Promise<PanelTexts> => {
  let texts = loaded.get(locale);
  if (!texts) {
    texts =
      locale === 'fr'
        ? import('@studychina/contracts/content-pages/data-rights.fr').then((m) => m.DATA_RIGHTS_PANEL_FR as PanelTexts)
        : import('@studychina/contracts/content-pages/data-rights').then((m) => m.DATA_RIGHTS_PANEL);
    loaded.set(locale, texts);
  }
  return texts;
};

/**
 * "Your data" on the dashboard (issue 31, docs/decisions/0137-students-data-rights.md): ask for a copy of everything
 * (the API builds it and mails a link back here, `?export=<id>`), and download it signed in from that link.
 */
export function DataRightsPanel() {
  const { texts: TEXT } = usePanelTexts(textsIn);
  const { token } = useSession();
  const [params] = useSearchParams();
  const exportId = params.get('export');
  const [busy, setBusy] = useState(false);

  const ask = async () => {
    setBusy(true);
    try {
      const answer = await apiFetch<DataExportAccepted>('/account/export', { token, method: 'POST', body: {} });
      toast.success(answer.message);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const download = async (id: string) => {
    setBusy(true);
    try {
      await saveDownload(apiDownload(`/account/export/${encodeURIComponent(id)}`, { token }), 'my-data.zip');
    } catch (error) {
      toast.error(
        hasCode(error, 'NOT_FOUND')
          ? (TEXT?.exportGone ?? error.message)
          : error instanceof Error
            ? error.message
            : String(error),
      );
    } finally {
      setBusy(false);
    }
  };

  if (!TEXT) return null;
  return (
    <section className="card dashboard-data-rights" aria-labelledby="data-rights-title">
      <h2 id="data-rights-title">{TEXT.title}</h2>
      {exportId && (
        <p>
          {TEXT.exportReady}{' '}
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void download(exportId)}>
            {TEXT.downloadButton}
          </button>
        </p>
      )}
      <p>{TEXT.exportHint}</p>
      <p>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void ask()}>
          {TEXT.exportButton}
        </button>
      </p>
      <p>
        <Link to="/privacy" className="link">
          {TEXT.privacyLink}
        </Link>
      </p>
    </section>
  );
}
