import { Link } from 'react-router-dom';
import { useTexts } from '../../lib/i18n';
import { ContentPage } from './ContentPage';

/** docs/product.md#content-pages: the company, its mission, its vision and five services. */
export function AboutPage() {
  // The heading and links in the page's language (the French pages under /fr are pre-rendered in French).
  const NAV_LABELS = useTexts().nav;
  return (
    <ContentPage title={NAV_LABELS.about} image="/media/heroes/learn-chinese.svg">
      <p className="lead">
        Study in China Admissions is a consultancy based in Guangzhou that helps students from Nigeria and the rest of
        Africa win admission to universities and polytechnics in China, and supports the families and businesses that
        work between Africa and China.
      </p>
      <p>
        We started with students: young people who had heard that China offers strong, affordable degrees in medicine,
        engineering and business, but did not know which schools to trust, how to apply, or what the visa and residence
        rules require. Today we guide them from the first question to the day they register on campus, and we stay in
        touch once they have arrived.
      </p>

      <h2>Our mission</h2>
      <p>
        To make studying in China a clear, honest and well-prepared choice for African students: the right programme at
        a recognised institution, a complete application, and no surprises about costs, language requirements or life
        after arrival.
      </p>

      <h2>Our vision</h2>
      <p>
        A generation of African graduates who studied in China and return, or build careers abroad, with qualifications
        employers recognise, and lasting ties of education and trade between our continent and China.
      </p>

      <h2>Our five services</h2>
      <div className="value-grid">
        <div>
          <h3>
            <Link to="/admission" className="link">
              {NAV_LABELS.admission}
            </Link>
          </h3>
          <p>
            Choosing programmes, preparing documents, applying, scholarship applications, the JW202 admission papers and
            the X1 study visa.
          </p>
        </div>
        <div>
          <h3>
            <Link to="/business" className="link">
              {NAV_LABELS.business}
            </Link>
          </h3>
          <p>Practical advice for entrepreneurs who want to trade with, invest in or set up in China.</p>
        </div>
        <div>
          <h3>
            <Link to="/goods" className="link">
              {NAV_LABELS.goods}
            </Link>
          </h3>
          <p>Sourcing goods and technology in China, negotiating with suppliers, and handling shipping and customs.</p>
        </div>
        <div>
          <h3>
            <Link to="/translation" className="link">
              {NAV_LABELS.translation}
            </Link>
          </h3>
          <p>English–Chinese translation of legal documents, academic records and business contracts.</p>
        </div>
        <div>
          <h3>Client support</h3>
          <p>One adviser who follows your case, answers on phone, e-mail and WhatsApp, and helps after arrival.</p>
        </div>
      </div>

      <h2>How we work</h2>
      <ul>
        <li>
          We explain our fees in writing before we start, and the fees universities charge are paid to the universities.
        </li>
        <li>We only recommend institutions that are authorised to admit international students.</li>
        <li>
          We tell you plainly when a programme, a scholarship or a deadline is out of reach, and suggest an alternative.
        </li>
        <li>Your documents are used only for your application and are never shared without your consent.</li>
      </ul>
    </ContentPage>
  );
}
