import { Link } from 'react-router-dom';
import { hasCode } from '../../lib/api';
import { useCatalogueText } from './texts';

/** An unknown or unpublished slug (the server answers such an address with 404), or a failed load. */
export function NotInCatalogue({ error }: { error: unknown }) {
  const { t } = useCatalogueText();
  return (
    <div className="container section catalogue">
      <div className="alert alert-error" role="alert">
        <p>{hasCode(error, 'NOT_FOUND') ? t('cataloguePage.notFound') : t('cataloguePage.results.failed')}</p>
        <Link to="/programmes" className="link">
          {t('cataloguePage.results.backToAll')}
        </Link>
      </div>
    </div>
  );
}
