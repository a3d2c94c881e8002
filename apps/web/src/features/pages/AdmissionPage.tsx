import { SITE_TEXTS } from '@studychina/contracts';
import { Link } from 'react-router-dom';
import { useText } from '../../lib/i18n';
import { useSiteContent } from '../../lib/site-content';
import { ContentPage, StepList, TextList } from './ContentPage';
import { ADMISSION_PAGE } from '@studychina/contracts/content-pages/admission';

/** docs/product.md#content-pages: Admission Processing, descriptive. */
export function AdmissionPage() {
  // The heading and links in the page's language (the French pages under /fr are pre-rendered in French).
  const NAV_LABELS = useText(SITE_TEXTS).nav;
  // The texts editors published (decision 0127); those contracts ship until the answer is in.
  const TEXT = useSiteContent(
    'pages/admission',
    useText(
      ADMISSION_PAGE,
      async () => (await import('@studychina/contracts/content-pages/admission.fr')).ADMISSION_PAGE_FR,
    ),
  );
  return (
    <ContentPage title={NAV_LABELS.admission} image="/media/heroes/admission-scholarships.svg">
      <p className="lead">{TEXT.lead}</p>

      <h2>{TEXT.stepsTitle}</h2>
      <StepList steps={TEXT.steps} />

      <h2>{TEXT.documentsTitle}</h2>
      <TextList items={TEXT.documents} />
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
