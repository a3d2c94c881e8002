import { catalogueDocumentLabel, type RequiredDocument } from '@studychina/contracts';
import { useCatalogueText } from './texts';

/**
 * The documents a programme asks for, each named by the form's own label for its file list. A file of its own:
 * those labels come with it, so the pages that do not list documents (the comparison) do not carry them.
 */
export function RequiredDocuments({ documents }: { documents: RequiredDocument[] }) {
  const { t, locale } = useCatalogueText();
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="documents" className="catalogue-block">
      <h2 id="documents">{t('cataloguePage.programme.documents')}</h2>
      <ul className="catalogue-list">
        {documents.map((d) => (
          <li key={d.document}>
            {catalogueDocumentLabel(d.document, locale)}
            {d.note && <span className="field-hint"> – {d.note}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
