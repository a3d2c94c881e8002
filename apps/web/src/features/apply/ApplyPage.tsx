import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BUSY_LABELS, LAST_APPLICATION_STEP } from '@studychina/contracts';
import { PageBanner } from '../../components/PageBanner';
import { Spinner } from '../../components/Spinner';
import { ApplyActions } from './ApplyActions';
import { ErrorList } from './ErrorList';
import { ApplyFormContext } from './form-context';
import { FormLanguageContext, useFormLanguageLoader } from './form-language';
import { listedErrors } from './form-state';
import { StepProgress } from './StepProgress';
import { DocumentsStep } from './steps/DocumentsStep';
import { EducationStep } from './steps/EducationStep';
import { FamilyStep } from './steps/FamilyStep';
import { MoreInfoStep } from './steps/MoreInfoStep';
import { PersonalStep } from './steps/PersonalStep';
import { ReviewStep } from './steps/ReviewStep';
import { useApplicationForm } from './useApplicationForm';
import { useText } from '../../lib/i18n';
import { useMajorNames } from './useMajorNames';
import { useAccountDetails } from './useAccountDetails';
import { useServerDraft } from './useServerDraft';
import { notSentText, useSubmitApplication } from './useSubmitApplication';
import './apply.css';

/** docs/product.md#apply-page: the six-step admission application. */
export function ApplyPage() {
  const form = useApplicationForm();
  const majors = useMajorNames();
  const top = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form's top, below the sticky header (scroll-margin-top in apply.css), not the page's very top.
  const scrollTop = useCallback(() => top.current?.scrollIntoView?.({ block: 'start' }), []);
  const serverDraft = useServerDraft(form);
  useAccountDetails(form.fillFromAccount, serverDraft.ready);
  // French visitors wait for the form's French (a lazy chunk of /apply) rather than read it in English first.
  const language = useFormLanguageLoader();
  const busyLabels = useText(BUSY_LABELS);
  const { submit, submitting, outcome } = useSubmitApplication(form, scrollTop, serverDraft.flush, language?.texts);

  // A new step: its heading takes the focus, so screen readers announce where the applicant is now. An
  // error list that appears takes it instead (docs/product.md#apply-validation): it says what to fix first.
  const list = useRef<HTMLDivElement>(null);
  const listShown = form.errors.messages.length > 0;
  const shown = useRef({ step: form.step, list: listShown });
  useEffect(() => {
    const stepChanged = shown.current.step !== form.step;
    if (listShown && (stepChanged || !shown.current.list)) list.current?.focus({ preventScroll: true });
    else if (stepChanged) heading.current?.focus({ preventScroll: true });
    shown.current = { step: form.step, list: listShown };
  }, [form.step, listShown]);

  /** To a step from the progress bar or the error list, shown from its top. */
  const goTo = (target: number) => {
    form.goTo(target);
    scrollTop();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Continue shows the next step, or this one's error list, from the top. Submit scrolls only when it
    // jumps to a failing step.
    if (form.step < LAST_APPLICATION_STEP) {
      form.next();
      scrollTop();
    } else {
      void submit();
    }
  };

  if (!language) return <Spinner label={busyLabels.register} />;
  const formTexts = language.texts;
  const { page, stepTitles, outcome: texts } = formTexts;
  return (
    <FormLanguageContext.Provider value={language}>
      <PageBanner title={page.bannerTitle} />
      <section className="section apply">
        <div className="container apply-container">
          <h2 className="apply-title">{page.title}</h2>
          <p className="apply-passport-note">{page.passportNote}</p>
          <p className="apply-draft-note muted">{page.draftNote}</p>
          {serverDraft.notice && (
            <p className="alert alert-info apply-draft-notice" role="status">
              {formTexts.draftNotices[serverDraft.notice]}
            </p>
          )}
          <div ref={top} className="apply-top">
            <StepProgress step={form.step} furthest={form.furthest} onGoTo={goTo} />
          </div>
          {outcome?.sent && (
            <p className="alert alert-success" role="status">
              {texts.submitted}.{' '}
              <Link to="/dashboard" className="link">
                {texts.seeMyApplications}
              </Link>
            </p>
          )}
          <ApplyFormContext.Provider value={form}>
            <form className="apply-form card" noValidate onSubmit={onSubmit} aria-labelledby="apply-step-title">
              <h3 id="apply-step-title" ref={heading} tabIndex={-1}>
                {stepTitles[form.step]}
              </h3>
              <ErrorList ref={list} items={listedErrors(form.errors)} step={form.step} onGoTo={goTo} />
              {form.step === 0 && <PersonalStep majors={majors} />}
              {form.step === 1 && <MoreInfoStep />}
              {form.step === 2 && <EducationStep />}
              {form.step === 3 && <FamilyStep />}
              {form.step === 4 && <DocumentsStep />}
              {form.step === 5 && <ReviewStep />}
              {outcome?.sent === false && (
                <p className="alert alert-error" role="alert">
                  {notSentText(formTexts, outcome.why)}
                </p>
              )}
              <ApplyActions step={form.step} submitting={submitting} onBack={form.back} onReset={form.discard} />
            </form>
          </ApplyFormContext.Provider>
        </div>
      </section>
    </FormLanguageContext.Provider>
  );
}
