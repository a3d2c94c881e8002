import { SITE_TEXTS } from '@studychina/contracts';
import { Link } from 'react-router-dom';
import { useText } from '../lib/i18n';
import './page-banner.css';

export interface PageBannerProps {
  /** The heading and the last breadcrumb item. */
  title: string;
  /** Background: one of our hero images (public/media/heroes); the default suits any page. */
  image?: string;
}

/**
 * docs/product.md#page-banner: heading, background image and a breadcrumb (Home / current page).
 * The image is a CSS background under a fixed-height block, so it can never shift the layout; a dark
 * overlay keeps the white text readable whatever the picture.
 */
export function PageBanner({ title, image = '/media/heroes/admission-scholarships.svg' }: PageBannerProps) {
  const { nav, header } = useText(SITE_TEXTS);
  return (
    <div className="page-banner on-dark" style={{ backgroundImage: `url(${image})` }}>
      <div className="container">
        <h1>{title}</h1>
        <nav aria-label={header.breadcrumb}>
          <ol className="breadcrumb" role="list">
            <li>
              <Link to="/home">{nav.home}</Link>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
    </div>
  );
}
