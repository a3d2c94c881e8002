import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageBanner } from '../../components/PageBanner';
import { CONTENT_ASIDE } from '@studychina/contracts/content-pages/aside';
import { useText } from '../../lib/i18n';
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
  const ASIDE = useAside();
  return (
    <>
      <PageBanner title={title} image={image} />
      <div className="container section content-layout">
        <article className="prose">{children}</article>
        <aside className="aside-card" aria-label={ASIDE.label}>
          {aside ?? <NextSteps />}
        </aside>
      </div>
    </>
  );
}

/** A page's numbered steps, each a title and its text (the service pages' "how it works"). */
export function StepList({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** A plain bulleted list of texts. */
export function TextList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function NextSteps() {
  const ASIDE = useAside();
  return (
    <>
      <h2>{ASIDE.title}</h2>
      <p>{ASIDE.text}</p>
      <div className="stack">
        <Link to="/contact" className="btn btn-primary">
          {ASIDE.contact}
        </Link>
        <Link to="/majors" className="btn btn-secondary">
          {ASIDE.majors}
        </Link>
      </div>
    </>
  );
}

/** The side card's texts in the visitor's language. */
const useAside = () =>
  useText(CONTENT_ASIDE, async () => (await import('@studychina/contracts/content-pages/aside.fr')).CONTENT_ASIDE_FR);
