import { Link } from 'react-router-dom';
import { useTexts } from '../../lib/i18n';
import { ContentPage } from './ContentPage';

/** docs/product.md#content-pages: Admission Processing, descriptive. */
export function AdmissionPage() {
  // The heading and links in the page's language (the French pages under /fr are pre-rendered in French).
  const NAV_LABELS = useTexts().nav;
  return (
    <ContentPage title={NAV_LABELS.admission} image="/media/heroes/admission-scholarships.svg">
      <p className="lead">
        We take you from choosing a programme to registering on campus in China: undergraduate, master's and PhD
        degrees, diploma programmes at polytechnics, and Chinese language years.
      </p>

      <h2>How the process works</h2>
      <ol className="steps">
        <li>
          <h3>Free first consultation</h3>
          <p>
            We look at your results, budget, preferred course and preferred language of study (English or Chinese) and
            tell you honestly what is realistic.
          </p>
        </li>
        <li>
          <h3>Choosing programmes and schools</h3>
          <p>
            We shortlist programmes at universities and polytechnics authorised to admit international students, with
            their tuition, intake dates and entry requirements.
          </p>
        </li>
        <li>
          <h3>Preparing your documents</h3>
          <p>
            We check each document before it is sent, arrange certified translations where needed, and help you write a
            clear study plan or research proposal.
          </p>
        </li>
        <li>
          <h3>Applications and scholarships</h3>
          <p>
            We submit your applications, apply for the scholarships you qualify for, and prepare you for any interview
            or entrance test.
          </p>
        </li>
        <li>
          <h3>Admission letter, JW202 and visa</h3>
          <p>
            Once admitted, you receive the admission letter and the JW201 or JW202 form. We guide your X1 (long stay) or
            X2 (short stay) study visa application at the Chinese embassy or visa centre.
          </p>
        </li>
        <li>
          <h3>Travel, arrival and registration</h3>
          <p>
            We brief you before departure, help with airport pick-up and accommodation where the school offers it, and
            remind you of the residence permit, which must be applied for within 30 days of arrival.
          </p>
        </li>
      </ol>

      <h2>Documents you will usually need</h2>
      <ul>
        <li>
          An international passport valid well beyond your first year of study and a passport photo with a white
          background.
        </li>
        <li>
          Your WAEC/NECO results or final secondary school certificate, and for postgraduate study your degree
          certificate and transcripts.
        </li>
        <li>Two recommendation letters for master's and PhD applications, and a study plan or research proposal.</li>
        <li>
          The Foreigner Physical Examination Form, completed by a hospital, and a police (non-criminal record)
          certificate.
        </li>
        <li>Proof of funds, usually a recent bank statement from you or your sponsor.</li>
        <li>
          For English-taught programmes, an English proficiency certificate where the school asks for one; for
          Chinese-taught programmes, an HSK certificate.
        </li>
      </ul>
      <p>
        Requirements differ from school to school and change from year to year: we confirm the exact list for each
        programme you apply to.
      </p>

      <h2>Scholarships</h2>
      <p>
        Funding is available from the Chinese Government Scholarship, provincial and city governments and the
        universities themselves. Places are competitive and deadlines early (often between December and April for a
        September intake), so start as soon as you can.
      </p>
      <p>
        Ready to apply? Browse the{' '}
        <Link to="/majors" className="link">
          majors we support
        </Link>{' '}
        or start your{' '}
        <Link to="/apply" className="link">
          application
        </Link>
        .
      </p>
    </ContentPage>
  );
}
