import { Link } from 'react-router-dom';
import { useContentTexts, useTexts } from '../../lib/i18n';
import { ContentPage } from './ContentPage';
import { ADMISSION_PAGE } from '@studychina/contracts/content-pages/admission';

/** docs/product.md#content-pages: Admission Processing, descriptive. */
export function AdmissionPage() {
  // The heading and links in the page's language (the French pages under /fr are pre-rendered in French).
  const NAV_LABELS = useTexts().nav;
  const TEXT = useContentTexts(
    ADMISSION_PAGE,
    async () => (await import('@studychina/contracts/content-pages/admission.fr')).ADMISSION_PAGE_FR,
  );
  return (
    <ContentPage title={NAV_LABELS.admission} image="/media/heroes/admission-scholarships.svg">
      <p className="lead">{TEXT.lead}</p>

      <h2>{TEXT.stepsTitle}</h2>
      <ol className="steps">
        {TEXT.steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>

      <h2>{TEXT.documentsTitle}</h2>
      <ul>
        {TEXT.documents.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{TEXT.documentsNote}</p>

      <h2>{TEXT.scholarshipsTitle}</h2>
      <p>{TEXT.scholarships}</p>
      <p>
        {TEXT.ready.before}{' '}
        <Link to="/majors" className="link">
          {TEXT.ready.majorsLink}
        </Link>{' '}
        {TEXT.ready.between}{' '}
        <Link to="/apply" className="link">
          {TEXT.ready.applyLink}
        </Link>
        {TEXT.ready.after}
      </p>
    </ContentPage>
  );
}
