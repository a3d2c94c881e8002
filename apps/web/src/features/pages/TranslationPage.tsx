import { useTexts } from '../../lib/i18n';
import { ContentPage } from './ContentPage';

/** docs/product.md#content-pages: Translation; the text covers legal documents and business contracts. */
export function TranslationPage() {
  // The heading and links in the page's language (the French pages under /fr are pre-rendered in French).
  const NAV_LABELS = useTexts().nav;
  return (
    <ContentPage title={NAV_LABELS.translation} image="/media/heroes/learn-chinese.svg">
      <p className="lead">
        Accurate English–Chinese translation for documents where every word matters: legal papers, business contracts
        and the records you need to study, work or trade in China.
      </p>

      <h2>Legal documents</h2>
      <ul>
        <li>Birth, marriage and police (non-criminal record) certificates.</li>
        <li>Court judgements, powers of attorney, affidavits and company registration documents.</li>
        <li>Academic certificates and transcripts for admission and for verification.</li>
        <li>Medical reports and bank statements for visa and residence applications.</li>
      </ul>
      <p>
        When an authority requires a certified translation, we arrange it through a translation company whose
        certification is accepted in China, and we tell you in advance when a document also needs notarisation or
        legalisation (for example by your country's foreign ministry and the Chinese embassy) before it is translated.
      </p>

      <h2>Business contracts</h2>
      <p>
        Supply agreements, distribution and agency contracts, purchase orders, quotations and product specifications. We
        translate them so both parties sign the same obligations, and point out terms that read differently in the two
        languages, such as delivery terms, penalties, governing law and how disputes are settled.
      </p>
      <p>
        Translation is not legal advice: for the substance of a contract we recommend a lawyer, and we can work
        alongside yours.
      </p>

      <h2>How it works</h2>
      <ol className="steps">
        <li>
          <h3>Send us the document</h3>
          <p>A clear scan or photo is enough for a quote: we reply with the price and delivery date.</p>
        </li>
        <li>
          <h3>Translation and review</h3>
          <p>One translator translates, a second checks names, numbers, dates and terminology against the original.</p>
        </li>
        <li>
          <h3>Delivery</h3>
          <p>You receive the translation as a PDF, and as a stamped paper copy when it is certified.</p>
        </li>
      </ol>
      <p>Your documents are kept confidential and used only for the translation you asked for.</p>
    </ContentPage>
  );
}
