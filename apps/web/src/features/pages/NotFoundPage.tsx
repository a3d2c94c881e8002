import { Link } from 'react-router-dom';
import { NOT_FOUND_PAGE as NOT_FOUND_PAGE_EN } from '@studychina/contracts';
import './pages.css';
import { useTranslated } from '../../lib/i18n';

/** docs/product.md#not-found: any path not in the route table. */
export function NotFoundPage() {
  const { NOT_FOUND_PAGE } = useTranslated({ NOT_FOUND_PAGE: NOT_FOUND_PAGE_EN });
  return (
    <section className="container section not-found" aria-labelledby="not-found-title">
      <p className="not-found-code">{NOT_FOUND_PAGE.code}</p>
      <h1 id="not-found-title">{NOT_FOUND_PAGE.title}</h1>
      <p className="muted">{NOT_FOUND_PAGE.text}</p>
      <Link to="/" className="btn btn-primary">
        {NOT_FOUND_PAGE.goHome}
      </Link>
    </section>
  );
}
