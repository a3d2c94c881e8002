import { Link } from 'react-router-dom';
import { NOT_FOUND_PAGE } from '@studychina/contracts';
import './pages.css';
import { useText } from '../../lib/i18n';

/** docs/product.md#not-found: any path not in the route table. */
export function NotFoundPage() {
  const notFoundPage = useText(NOT_FOUND_PAGE);
  return (
    <section className="container section not-found" aria-labelledby="not-found-title">
      <p className="not-found-code">{notFoundPage.code}</p>
      <h1 id="not-found-title">{notFoundPage.title}</h1>
      <p className="muted">{notFoundPage.text}</p>
      <Link to="/" className="btn btn-primary">
        {notFoundPage.goHome}
      </Link>
    </section>
  );
}
