import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ShortlistResponse } from '@studychina/contracts';
import { failureText } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useLoad } from '../../lib/useLoad';
import { fetchShortlist, removeFromShortlist, saveToShortlist } from './shortlist.api';
import { useCatalogueText } from './texts';

/**
 * "Save to shortlist" / "Saved" on a programme page (docs/product.md#shortlist). The session is read only after
 * hydration (lib/session.tsx), so the server's HTML and the first render show the visitor's link to sign in,
 * and a signed-in student's toggle replaces it at once, without a hydration mismatch.
 */
export function ShortlistToggle({ programmeId, slug }: { programmeId: number; slug: string }) {
  const { t } = useCatalogueText();
  const { token } = useSession();
  const loaded = useLoad(token ? ['/shortlist', token] : null, (signal) => fetchShortlist(token!, signal));
  const [answer, setAnswer] = useState<ShortlistResponse | null>(null);
  const [busy, setBusy] = useState(false);

  if (!token) {
    // The login page comes back here afterwards (its `from` state).
    return (
      <Link to="/login" state={{ from: `/programmes/${slug}` }} className="btn btn-secondary shortlist-toggle">
        {t('cataloguePage.shortlist.signIn')}
      </Link>
    );
  }
  const list = answer ?? loaded.data;
  const saved = Boolean(list?.data.some((p) => p.id === programmeId));
  const toggle = async () => {
    setBusy(true);
    try {
      setAnswer(await (saved ? removeFromShortlist : saveToShortlist)(token, programmeId));
    } catch (error) {
      // The API says why in the site's language (the shortlist is full); no answer at all gets our own text.
      toast.error(failureText(error, t('cataloguePage.shortlist.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`btn ${saved ? 'btn-primary' : 'btn-secondary'} shortlist-toggle`}
      aria-pressed={saved}
      disabled={busy || !list}
      onClick={() => void toggle()}
    >
      {saved ? t('cataloguePage.shortlist.saved') : t('cataloguePage.shortlist.save')}
    </button>
  );
}
