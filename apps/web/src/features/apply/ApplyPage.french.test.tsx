import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  APPLICATION_DRAFT_KEY,
  FORM_TEXTS,
  PLEASE_FIX_FOLLOWING,
  SERVER_TEXTS,
  renderText,
  requiredFieldText,
  requiredMessage,
  text,
  type Text,
  serializeDraft,
  textPairs,
} from '@studychina/contracts';
import { FORM_TEXTS_FR } from '@studychina/contracts/fr-form';
import { loadFrench } from '../../lib/i18n';
import {
  currentUrl,
  errorBody,
  errorResponse,
  jsonResponse,
  renderPage,
  resetAppState,
  stubFetch,
} from '../../test/app-harness';
import { LanguageSwitch } from '../../app/LanguageSwitch';
import { ApplyPage } from './ApplyPage';
import { loadFormFrench } from './form-language';
import { TOKEN, change, finishUploads, image, openApply, pick, press, stubXhr, validValues } from './test-helpers';

/*
 * Issue 17: the six-step form of a French visit. Every step's labels, choices and a validation error in
 * French; the values sent are the API's, unchanged; the API's French answers show in French on the form.
 */

beforeAll(async () => {
  await loadFrench();
  await loadFormFrench();
}, 30_000);
beforeEach(stubXhr);
afterEach(resetAppState);

/** A Text in French, as the API's edge and the form render it. */
const fr = (message: Text) => renderText(message, 'fr');

/** English sentences of the form and of its messages that a French page must not show (names and numbers allowed). */
const FORM_PAIRS = textPairs(FORM_TEXTS, FORM_TEXTS_FR);
const ENGLISH_SENTENCES = [
  // A name the French keeps inside its own label ('GCE O Level' in 'GCE O Level (niveau ordinaire)') is not English left.
  ...FORM_PAIRS.map(([en]) => en).filter((en) => !FORM_PAIRS.some(([, fr]) => fr.includes(en))),
  ...Object.values(SERVER_TEXTS.validation),
].filter((en) => /\s/.test(en));
const ENGLISH_LABELS = Object.values(FORM_TEXTS.fieldLabels).filter((label) => /\s/.test(label));

/** Fails with the English sentences and multi-word labels still visible on the page. */
function expectNoEnglish() {
  const text = document.body.textContent ?? '';
  const left = [...ENGLISH_SENTENCES, ...ENGLISH_LABELS, requiredMessage('surName'), PLEASE_FIX_FOLLOWING].filter(
    (en) => text.includes(en),
  );
  expect(left).toEqual([]);
}
const title = () => screen.getByRole('heading', { level: 3 }).textContent;
const fixList = () => {
  const heading = screen.queryByText('Veuillez corriger les points suivants :');
  return heading
    ? Array.from(heading.parentElement!.querySelectorAll('li')).map(
        (li) => li.querySelector('.error-list-text')?.textContent ?? li.textContent,
      )
    : [];
};

describe('ApplyPage in French', { timeout: 30_000 }, () => {
  it('walks the six steps in French: labels, choices, hints and a French check on each step', async () => {
    const values = validValues();
    const draft = {
      ...values,
      surName: '',
      gender: '',
      rateYourEnglish: '',
      familyMembers: values.familyMembers.slice(0, 1),
    };
    openApply({ draft, locale: 'fr' });

    // Step 1: personal details.
    expect(
      await screen.findByRole('heading', { level: 2, name: "Demande d'admission – Étudier en Chine" }),
    ).toBeVisible();
    expect(title()).toBe('Informations personnelles');
    expect(screen.getByText('Étape 1 sur 6')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Étape 1 sur 6' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nom de famille')).toHaveAttribute('name', 'surName');
    expect(screen.getByLabelText('Numéro de passeport')).toBeInTheDocument();
    expect(
      screen.getByText('Choisissez dans la liste ou saisissez une autre filière.', {
        selector: '#apply-majorFirstChoice-hint',
      }),
    ).toBeInTheDocument();
    const gender = screen.getByRole('group', { name: 'Sexe' });
    expect(within(gender).getByRole('radio', { name: 'Masculin' })).toHaveAttribute('value', 'Male');
    expect(within(gender).getByRole('radio', { name: 'Féminin' })).toHaveAttribute('value', 'Female');
    expect(screen.getByRole('button', { name: 'Réinitialiser le formulaire' })).toBeInTheDocument();
    press('Continuer');
    expect(fixList()).toEqual(['Nom de famille : champ obligatoire', 'Sexe : champ obligatoire']);
    expect(screen.getByLabelText('Nom de famille')).toHaveAccessibleDescription('Nom de famille : champ obligatoire');
    expectNoEnglish();
    change('Nom de famille', 'Okafor');
    fireEvent.click(screen.getByRole('radio', { name: 'Féminin' }));

    // Step 2: more information and the sponsor.
    press('Continuer');
    expect(title()).toBe('Informations complémentaires');
    expect(screen.getByText('Garant financier')).toBeInTheDocument();
    const english = screen.getByRole('group', { name: "Niveau d'anglais" });
    expect(
      within(english)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Good', 'Average', 'Better', 'Very Good', 'None']);
    expect(within(english).getByRole('radio', { name: 'Très bon' })).toHaveAttribute('value', 'Very Good');
    expect(
      within(screen.getByRole('group', { name: "Catégorie d'études" })).getByRole('radio', { name: 'Doctorat (PhD)' }),
    ).toHaveAttribute('value', 'PHD');
    press('Continuer');
    expect(fixList()).toEqual(["Niveau d'anglais : champ obligatoire"]);
    expectNoEnglish();
    fireEvent.click(within(english).getByRole('radio', { name: 'Très bon' }));

    // Step 3: education, its degree chosen by a French label.
    press('Continuer');
    expect(title()).toBe('Formation');
    expect(
      screen.getByText('Indiquez les établissements que vous avez fréquentés, du plus récent au plus ancien.'),
    ).toBeInTheDocument();
    const entry = screen.getByRole('group', { name: 'Formation 1' });
    const degree = within(entry).getByLabelText('Diplôme obtenu');
    expect(
      within(degree)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Choisir…', ''],
      ["WAEC SSCE (fin d'études secondaires, Afrique de l'Ouest)", 'WAEC SSCE'],
      ["NECO SSCE (fin d'études secondaires, Nigeria)", 'NECO SSCE'],
      ['NABTEB (certificat technique NTC / NBC)', 'NABTEB'],
      ['GCE O Level (niveau ordinaire)', 'GCE O Level'],
      ['GCE A Level (niveau avancé)', 'GCE A Level'],
      ['Baccalauréat (Bac)', 'Baccalauréat'],
      ["BEPC (brevet d'études du premier cycle)", 'BEPC'],
      ['OND (Ordinary National Diploma, Nigeria)', 'OND'],
      ['HND (Higher National Diploma, Nigeria)', 'HND'],
      ['BTS / DUT', 'BTS / DUT'],
      ['Licence (Bachelor)', 'BSc.'],
      ['Master', "Master's"],
      ['Doctorat (PhD)', 'PHD'],
      ['Autre certificat ou diplôme', 'Other'],
    ]);
    expect(Array.from(degree.querySelectorAll('optgroup')).map((group) => group.label)).toEqual([
      "Certificats de fin d'études secondaires",
      'Diplômes du supérieur',
    ]);
    expect(within(entry).getByLabelText('Établissement fréquenté')).toBeInTheDocument();
    // A degree taken back: the step's check names it in French.
    change(degree, '');
    press('Continuer');
    expect(fixList()).toEqual(['Formation 1 : Diplôme obtenu : champ obligatoire']);
    expect(degree).toHaveAccessibleDescription('Diplôme obtenu : champ obligatoire');
    expectNoEnglish();
    change(degree, 'PHD');
    expect(screen.getByRole('heading', { name: 'Expérience professionnelle' })).toBeInTheDocument();
    expect(screen.getByLabelText('Employeur')).toBeInTheDocument();

    // Step 4: family members (two needed).
    press('Continuer');
    expect(title()).toBe('Membres de la famille');
    expect(
      screen.getByText('Indiquez au moins deux membres de votre famille (par exemple vos parents).'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Membre de la famille 1' })).getByLabelText('Lien de parenté'),
    ).toBeInTheDocument();
    press('Continuer');
    expect(fixList()).toEqual([fr(text('validation.FAMILY_MIN_ENTRIES'))]);
    expect(fixList()[0]).not.toBe(SERVER_TEXTS.validation.FAMILY_MIN_ENTRIES);
    expectNoEnglish();
    press('Ajouter une autre entrée');
    const second = screen.getByRole('group', { name: 'Membre de la famille 2' });
    const member = values.familyMembers[1]!;
    for (const [label, value] of [
      ['Nom', member.familyMemberName],
      ['Nationalité', member.nationality],
      ['Téléphone portable', member.mobileNumber],
      ['E-mail', member.email],
      ['Profession', member.profession],
      ['Lieu de travail', member.workPlace],
      ['Lien de parenté', member.relationship],
    ] as const)
      change(within(second).getByLabelText(label), value);
    expect(screen.getAllByRole('button', { name: /^Supprimer Membre de la famille \d$/ })).toHaveLength(2);

    // Step 5: documents.
    press('Continuer');
    expect(title()).toBe('Documents');
    expect(screen.getByText("Photo d'identité")).toBeInTheDocument();
    const hint = (list: string) => document.getElementById(`apply-${list}-hint`)!.textContent;
    expect(hint('passportphoto')).toBe('image JPG, PNG ou WebP · un ou plusieurs fichiers');
    expect(hint('applicantSignature')).toBe('image JPG, PNG ou WebP · un fichier');
    expect(hint('transcripts')).toBe('image ou PDF · un ou plusieurs fichiers');
    expect(hint('medicalReport')).toBe('PDF · un ou plusieurs fichiers');
    expect(hint('researchProposal')).toBe('PDF, DOC ou DOCX · un ou plusieurs fichiers');
    expect(screen.getAllByText('Choisir des fichiers').length).toBeGreaterThan(0);
    press('Continuer');
    expect(fixList()).toContain("Photo d'identité : champ obligatoire");
    expectNoEnglish();
    pick('passportphoto', new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText("Photo d'identité : ce type de fichier n'est pas accepté")).toBeInTheDocument();
    pick('passportphoto', image('passport.png', 2048));
    pick('applicantSignature', image('me.png'));
    pick('sponsorSignature', image('sponsor.png'));
    await finishUploads(3);
    expect(screen.getAllByText('Envoyé')).toHaveLength(3);
    expect(screen.getAllByText('2,0 Ko').length).toBeGreaterThan(0);
    expectNoEnglish();

    // Step 6: review, in French, with the choices' French labels and dates by Intl.
    press('Continuer');
    expect(title()).toBe('Vérification et envoi');
    const review = (label: string) =>
      screen.getAllByText(label, { selector: 'dt' })[0]!.nextElementSibling!.textContent;
    expect(review('Sexe')).toBe('Féminin');
    expect(review("Niveau d'anglais")).toBe('Très bon');
    expect(review('Diplôme obtenu')).toBe('Doctorat (PhD)');
    expect(review('Date de naissance')).toBe('1 janvier 2000');
    expect(screen.getByRole('button', { name: 'Modifier Informations personnelles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
    expectNoEnglish();
  });

  it('sends the values the API knows, and shows its French 422 answer on the step it names', async () => {
    let submitted = 0;
    const { fetch } = openApply({
      draft: { ...validValues(), gender: 'Male', rateYourChinese: 'Good', studyCategory: 'PHD' },
      locale: 'fr',
      api: (url, init) => {
        if (url.endsWith('/application-draft') && init.method === 'PUT')
          return jsonResponse(200, {
            success: true,
            message: 'Brouillon enregistré',
            updatedAt: new Date().toISOString(),
          });
        if (url.endsWith('/application-draft/submit')) {
          submitted++;
          // What the API answers a French request (its edge renders each text from its key).
          return jsonResponse(
            422,
            errorBody('VALIDATION_FAILED', fr(text('errors.VALIDATION_FAILED_MESSAGE')), {
              passportNumber: [fr(requiredFieldText('passportNumber'))],
              'educationHistory.0.schoolAttended': [fr(text('educationEntryMessages.schoolAttended'))],
            }),
          );
        }
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Informations personnelles' })).toBeVisible();
    for (let i = 0; i < 4; i++) press('Continuer');
    pick('passportphoto', image('passport.png'));
    pick('applicantSignature', image('me.png'));
    pick('sponsorSignature', image('sponsor.png'));
    await finishUploads(3);
    press('Continuer');
    press('Envoyer');
    await waitFor(() => expect(submitted).toBe(1));
    await act(async () => {});

    // The values went as the API knows them, whatever the language shown.
    const put = fetch.mock.calls.find(
      ([url, init]) => String(url).endsWith('/application-draft') && init?.method === 'PUT',
    )!;
    const sent = JSON.parse(put[1]!.body as string) as Record<string, unknown>;
    expect(sent).toMatchObject({
      gender: 'Male',
      rateYourChinese: 'Good',
      rateYourEnglish: 'Very Good',
      studyCategory: 'PHD',
    });
    expect(sent.educationHistory).toEqual(validValues().educationHistory);
    const submit = fetch.mock.calls.find(([url]) => String(url).endsWith('/application-draft/submit'))!;
    expect(new Headers(submit[1]!.headers).get('accept-language')).toBe('fr');

    // The answer's French, inline on the first step it names and in the list.
    await waitFor(() => expect(title()).toBe('Informations personnelles'));
    expect(fixList()).toEqual([
      'Numéro de passeport : champ obligatoire',
      'Formation 1 : Établissement fréquenté : champ obligatoire',
    ]);
    expect(screen.getByLabelText('Numéro de passeport')).toHaveAccessibleDescription(
      'Numéro de passeport : champ obligatoire',
    );
    expect(screen.getByRole('button', { name: "Aller à l'étape 3 : Formation" })).toBeInTheDocument();
    expectNoEnglish();
  });

  it('says in French what became of a submit: documents still uploading, no network, then sent', async () => {
    let answer: () => Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
    openApply({
      draft: validValues(),
      locale: 'fr',
      api: (url, init) => {
        if (url.endsWith('/application-draft') && init.method === 'PUT')
          return jsonResponse(200, {
            success: true,
            message: 'Brouillon enregistré',
            updatedAt: new Date().toISOString(),
          });
        if (url.endsWith('/application-draft/submit')) return answer();
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Informations personnelles' })).toBeVisible();
    for (let i = 0; i < 4; i++) press('Continuer');
    pick('passportphoto', image('passport.png'));
    pick('applicantSignature', image('me.png'));
    pick('sponsorSignature', image('sponsor.png'));
    press('Continuer');
    press('Envoyer');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Certains documents ne sont pas encore envoyés. Attendez que chaque document affiche « Envoyé », puis envoyez votre candidature.',
    );
    expectNoEnglish();

    await finishUploads(3);
    press('Envoyer');
    expect(
      await screen.findAllByText(
        "Erreur de réseau : votre candidature n'a pas pu être envoyée. Vérifiez votre connexion et réessayez.",
      ),
    ).not.toHaveLength(0);
    expectNoEnglish();

    answer = async () =>
      jsonResponse(201, {
        success: true,
        message: fr(text('validation.APPLICATION_SUBMITTED')),
        application: { id: 'a1' },
      });
    press('Envoyer');
    // Sent: the French toast, then the application's page (which says what happens next, in French).
    expect((await screen.findAllByText(/Candidature envoyée avec succès/)).length).toBeGreaterThan(0);
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/applications/a1'));
    expectNoEnglish();
  });

  it('a switch to French mid-form keeps the answers and translates the errors already shown', async () => {
    localStorage.setItem('ACCESS_TOKEN', TOKEN);
    localStorage.setItem(APPLICATION_DRAFT_KEY, serializeDraft({ ...validValues(), surName: '', gender: 'Female' }));
    stubFetch((url) =>
      url.endsWith('/majors') ? jsonResponse(200, { data: [] }) : errorResponse(404, 'NOT_FOUND', 'Not found'),
    );
    renderPage(
      <>
        <LanguageSwitch />
        <ApplyPage />
      </>,
      { url: '/apply' },
    );
    press('Continue');
    expect(screen.getByText(requiredMessage('surName'), { selector: 'li' })).toBeInTheDocument();
    change('First Name', 'Awa');

    fireEvent.click(screen.getByRole('link', { name: 'FR' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Informations personnelles' })).toBeVisible();
    expect(fixList()).toEqual(['Nom de famille : champ obligatoire']);
    expect(screen.getByLabelText('Prénom')).toHaveValue('Awa');
    expect(screen.getByRole('radio', { name: 'Féminin' })).toBeChecked();
    expectNoEnglish();
  });
});
