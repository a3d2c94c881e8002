import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageBanner } from '../../components/PageBanner';
import './pages.css';

interface ContentPageProps {
  title: string;
  /** Banner background (one of public/media/heroes). */
  image?: string;
  children: ReactNode;
  /** Side panel; defaults to the "talk to us" card. */
  aside?: ReactNode;
}

/** Shared frame of the about and service pages: banner, readable text column, a side card. */
export function ContentPage({ title, image, children, aside }: ContentPageProps) {
  return (
    <>
      <PageBanner title={title} image={image} />
      <div className="container section content-layout">
        <article className="prose">{children}</article>
        <aside className="aside-card" aria-label="Next steps">
          {aside ?? <NextSteps />}
        </aside>
      </div>
    </>
  );
}

function NextSteps() {
  return (
    <>
      <h2>Talk to an adviser</h2>
      <p>
        Tell us what you need and we will answer with the next concrete steps, the documents involved and our fee before
        any work starts.
      </p>
      <div className="stack">
        <Link to="/contact" className="btn btn-primary">
          Contact us
        </Link>
        <Link to="/majors" className="btn btn-secondary">
          Browse majors
        </Link>
      </div>
    </>
  );
}
