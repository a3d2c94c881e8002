import { LEGAL_AFFIRMATION, type BilingualText } from '@studychina/contracts';

function Bilingual({ text }: { text: BilingualText }) {
  return (
    <>
      <span lang="zh-CN">{text.zh}</span>
      <br />
      <span lang="en">{text.en}</span>
    </>
  );
}

/** docs/product.md#apply-review: the applicant's affirmation in Chinese and English (behind SHOW_LEGAL_AFFIRMATION). */
export function LegalAffirmation() {
  const { title, statements, documentsTitle, documents } = LEGAL_AFFIRMATION;
  return (
    <section className="legal-affirmation card">
      <h4>
        <Bilingual text={title} />
      </h4>
      <ol>
        {statements.map((statement) => (
          <li key={statement.en}>
            <Bilingual text={statement} />
          </li>
        ))}
      </ol>
      <h5>
        <Bilingual text={documentsTitle} />
      </h5>
      <ul>
        {documents.map((document) => (
          <li key={document.en}>
            <Bilingual text={document} />
          </li>
        ))}
      </ul>
    </section>
  );
}
