import { describe, expect, it } from 'vitest';
import { createApplicant } from '../../test/applicant.js';
import { education, postApplication, requiredFiles, validFields } from '../../test/application-payload.js';
import { useRefusalChecks } from '../../test/expect-refused.js';

const { t } = useRefusalChecks();

/**
 * The checks raise Texts and the edge renders them in the request's language (docs/decisions/0109-checks-raise-texts.md):
 * a French client reads every field error in French, each naming its field by the French label.
 */
describe('POST /apply refused for a French client', () => {
  it('answers the message and each field error in French, with the French labels', async () => {
    const { authorization } = await createApplicant(t.app);
    const fields = {
      ...validFields(),
      surName: ' ',
      gender: 'Other',
      email: 'ada@example',
      educationHistory: JSON.stringify([{ ...education, location: '' }]),
    };
    const res = await postApplication(t.app, authorization, fields, requiredFiles())
      .set('Accept-Language', 'fr')
      .expect(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors).toMatchObject({
      surName: ['Nom de famille\u202F: champ obligatoire'],
      gender: ['Sexe\u202F: choisissez parmi Male, Female'],
      email: ["Le format de l'adresse e-mail semble incorrect\u202F!"],
      'educationHistory.0.location': ['Lieu\u202F: champ obligatoire'],
    });
    expect(res.body.message).toBe('Nom de famille\u202F: champ obligatoire');
    const everything = JSON.stringify(res.body);
    for (const english of ['is required', 'must be one of', 'looks invalid', 'Surname'])
      expect(everything).not.toContain(english);
  });

  it('answers the same refusal in English to an English client, byte for byte the product copy', async () => {
    const { authorization } = await createApplicant(t.app);
    const res = await postApplication(t.app, authorization, { ...validFields(), surName: '' }, requiredFiles())
      .set('Accept-Language', 'en')
      .expect(422);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Surname is required',
      errors: { surName: ['Surname is required'] },
    });
  });
});
