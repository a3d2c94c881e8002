import { useTexts } from '../../lib/i18n';
import { ContentPage } from './ContentPage';

/** docs/product.md#content-pages: Business Consultation, descriptive. */
export function BusinessPage() {
  // The heading and links in the page's language (the French pages under /fr are pre-rendered in French).
  const NAV_LABELS = useTexts().nav;
  return (
    <ContentPage title={NAV_LABELS.business} image="/media/heroes/business-trade.svg">
      <p className="lead">
        Doing business with China rewards preparation. From our office in Guangzhou, at the heart of China's trading
        south, we help African entrepreneurs and companies make decisions with facts in hand.
      </p>

      <h2>What we help with</h2>
      <div className="value-grid">
        <div>
          <h3>Market and supplier research</h3>
          <p>
            Which cities and industrial clusters make what you need, typical price ranges, minimum order quantities and
            lead times.
          </p>
        </div>
        <div>
          <h3>Trade fairs and factory visits</h3>
          <p>
            Planning a visit to the Canton Fair or other trade shows, invitation letters for your business visa,
            interpreters and factory appointments.
          </p>
        </div>
        <div>
          <h3>Company set-up and partnerships</h3>
          <p>
            Explaining the options for a presence in China, from a representative relationship to a company, and
            introducing you to licensed accountants and lawyers.
          </p>
        </div>
        <div>
          <h3>Negotiation and contracts</h3>
          <p>
            Preparing your negotiation, reviewing terms of payment, quality and delivery, and translating contracts so
            both sides sign the same thing.
          </p>
        </div>
      </div>

      <h2>How an engagement runs</h2>
      <ol className="steps">
        <li>
          <h3>Briefing</h3>
          <p>
            You tell us your goal, your budget and your timeline; we tell you what we can do, what we cannot, and our
            fee.
          </p>
        </li>
        <li>
          <h3>Research and options</h3>
          <p>We come back with written findings and options, not a single recommendation you cannot check.</p>
        </li>
        <li>
          <h3>Execution and follow-up</h3>
          <p>
            We accompany meetings, visits and negotiations, in person or online, and follow up until the deal is closed
            or dropped.
          </p>
        </li>
      </ol>

      <h2>Who it is for</h2>
      <p>
        Traders buying stock for shops and markets at home, manufacturers looking for machinery, families supporting a
        student who want to start a business alongside, and companies exploring a partnership with a Chinese firm.
      </p>
    </ContentPage>
  );
}
