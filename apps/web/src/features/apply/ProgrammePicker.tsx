import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  PROGRAMME_CHOICES,
  programmeChoiceChecks,
  uniqueMessages,
  type FieldErrors,
  type ProgrammeSummary,
} from '@studychina/contracts';
import { useLocale } from '../../lib/i18n';
import { useApplyForm } from './form-context';
import { useFormLanguage } from './form-language';
import { deadlineDay, intakeMonth } from '../../lib/programme-choices/intake-dates';
import { searchProgrammes } from '../../lib/programme-choices/programmes.api';

const MAJOR_FIELDS = ['majorFirstChoice', 'majorSecondChoice'] as const;
/** Fewer letters find too much to be useful. */
const MIN_QUERY = 2;

/** The programmes matching what the applicant types, asked a moment after they stop typing. */
function useProgrammeSearch(query: string): ProgrammeSummary[] | null {
  const [results, setResults] = useState<{ query: string; data: ProgrammeSummary[] } | null>(null);
  useEffect(() => {
    const q = query.trim();
    if (q.length < MIN_QUERY) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchProgrammes(q, controller.signal).then(
        (page) => setResults({ query: q, data: page.data.slice(0, 8) }),
        () => setResults({ query: q, data: [] }),
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return query.trim().length >= MIN_QUERY && results?.query === query.trim() ? results.data : null;
}

/**
 * One programme choice of step 1 (docs/product.md#apply-programme-choice): a search of the catalogue, then
 * the programme chosen with its intakes, and what would make the applicant ineligible, told at once (the same
 * checks as Continue and the server's). Choosing a programme fills its major into the major field.
 */
export function ProgrammePicker({ choice }: { choice: 0 | 1 }) {
  const { values, setField, errors, programmes, programmeFacts } = useApplyForm();
  const { texts } = useFormLanguage();
  const { msg } = useLocale();
  const { locale } = useLocale();
  const fields = PROGRAMME_CHOICES[choice];
  const slug = values[fields.programme].trim();
  const detail = slug ? programmes[slug] : undefined;
  const [query, setQuery] = useState('');
  const results = useProgrammeSearch(query);
  const id = `apply-${fields.programme}`;

  // "Apply to this programme" leads to /apply?programme=<slug>: the first choice, unless one is made already.
  const [params] = useSearchParams();
  const preselected = choice === 0 ? (params.get('programme')?.trim() ?? '') : '';
  useEffect(() => {
    if (preselected && !values[fields.programme]) setField(fields.programme, preselected);
    // Once, on arrival: removing the choice afterwards must not bring it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preselected]);

  // Once known: an open intake when none is chosen, and its major in the major field.
  useEffect(() => {
    if (!detail) return;
    if (!values[fields.intake]) {
      const open = detail.intakes.find((intake) => intake.open);
      if (open) setField(fields.intake, open.start);
    }
    if (values[MAJOR_FIELDS[choice]] !== detail.major.name) setField(MAJOR_FIELDS[choice], detail.major.name);
    // Only when the programme itself changes: the applicant may still pick another intake or type a major.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detail]);

  const choose = (programme: ProgrammeSummary) => {
    setField(fields.programme, programme.slug);
    setField(fields.intake, programme.nextIntake?.start ?? '');
    setField(MAJOR_FIELDS[choice], programme.major.name);
    setQuery('');
  };
  const clear = () => {
    setField(fields.programme, '');
    setField(fields.intake, '');
  };

  // Told before submitting: this choice's own checks, as soon as the programme is known.
  const problems: FieldErrors = {};
  if (detail !== undefined)
    programmeChoiceChecks({ ...values, ...otherChoiceCleared(choice) }, programmeFacts, new Date(), problems);
  const told = uniqueMessages(Object.values(problems).flat());
  const error = errors.fieldErrors[fields.programme]?.[0] ?? errors.fieldErrors[fields.intake]?.[0];

  return (
    <fieldset className="programme-choice span-all">
      <legend className="field-label">{texts.fieldLabels[fields.programme]}</legend>
      {choice === 0 && <p className="field-hint">{texts.copy.programmeHint}</p>}
      {detail ? (
        <div className="programme-chosen">
          <p>
            <strong>{detail.title}</strong> · {detail.university.name}, {detail.university.city.name}
          </p>
          <button type="button" className="link-button" onClick={clear}>
            {texts.copy.programmeRemove}
          </button>
        </div>
      ) : (
        <>
          <input
            id={id}
            type="search"
            className="input"
            aria-label={`${texts.fieldLabels[fields.programme]}: ${texts.copy.programmeSearch}`}
            placeholder={texts.copy.programmeSearch}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {results && (
            <ul className="programme-results" role="list" aria-live="polite">
              {results.length === 0 && <li className="muted">{texts.copy.programmeNoMatch}</li>}
              {results.map((programme) => (
                <li key={programme.id}>
                  <button type="button" className="programme-result" onClick={() => choose(programme)}>
                    <strong>{programme.title}</strong>
                    <span className="muted small">
                      {programme.university.name}, {programme.university.city.name}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {detail && (
        <div className="field">
          <label className="field-label" htmlFor={`apply-${fields.intake}`}>
            {texts.fieldLabels[fields.intake]}
          </label>
          <select
            id={`apply-${fields.intake}`}
            name={fields.intake}
            className="input"
            value={values[fields.intake]}
            onChange={(event) => setField(fields.intake, event.target.value)}
          >
            <option value="">{texts.copy.intakeChoose}</option>
            {detail.intakes.map((intake) => (
              <option key={intake.id} value={intake.start}>
                {texts.copy.intakeOption(
                  intakeMonth(intake.start, locale),
                  deadlineDay(intake.deadline, locale),
                  intake.open,
                )}
              </option>
            ))}
          </select>
        </div>
      )}
      {told.length > 0 && (
        <div className="eligibility" role="status">
          <p>{texts.copy.eligibilityTitle}</p>
          <ul>
            {told.map((text) => (
              <li key={JSON.stringify(text)}>{msg(text)}</li>
            ))}
          </ul>
        </div>
      )}
      {error && told.length === 0 && (
        <p className="field-error" id={`${id}-error`}>
          {msg(error)}
        </p>
      )}
    </fieldset>
  );
}

/** The checks of one choice only: the other choice blanked. */
const otherChoiceCleared = (choice: 0 | 1) => {
  const other = PROGRAMME_CHOICES[choice === 0 ? 1 : 0];
  return { [other.programme]: '', [other.intake]: '' };
};
