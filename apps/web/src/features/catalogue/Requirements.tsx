import type { Requirements as RequirementsData } from '@studychina/contracts';
import { previousDegreeText, useCatalogueText, type CatalogueT } from './texts';

/** The entry requirements that apply (the documents the programme asks for are ./RequiredDocuments.tsx). */
export function Requirements({ requirements: r }: { requirements: RequirementsData }) {
  const { t } = useCatalogueText();
  const items = requirementLines(t, r);
  return (
    <section aria-labelledby="requirements" className="catalogue-block">
      <h2 id="requirements">{t('cataloguePage.programme.requirements')}</h2>
      <ul className="catalogue-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The entry requirements that apply, one line each (the programme page and the comparison). */
export function requirementLines(t: CatalogueT, r: RequirementsData): string[] {
  const english = [
    r.ielts != null && `IELTS ${r.ielts}`,
    r.toefl != null && `TOEFL ${r.toefl}`,
    r.duolingo != null && `Duolingo ${r.duolingo}`,
  ].filter((x): x is string => Boolean(x));
  return [
    r.ageMin != null && r.ageMax != null && t('cataloguePage.programme.age', { min: r.ageMin, max: r.ageMax }),
    r.minPreviousDegree &&
      t('cataloguePage.programme.minDegree', { degree: previousDegreeText(t, r.minPreviousDegree) }),
    r.hskLevel != null && t('cataloguePage.programme.hsk', { level: r.hskLevel }),
    english.length > 0 && t('cataloguePage.programme.english', { tests: english.join(' / ') }),
    r.minGrade && t('cataloguePage.programme.minGrade', { grade: r.minGrade }),
    r.notes,
  ].filter((x): x is string => Boolean(x));
}
