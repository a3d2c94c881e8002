import { STEP_FIELDS, type ApplicationTextField } from '@studychina/contracts';
import { TextField } from '../fields';
import { useFormLanguage } from '../form-language';
import { wide } from './PersonalStep';

const fields = STEP_FIELDS[1] as readonly ApplicationTextField[];
/** The sponsor part starts at the sponsor's name (docs/product.md#apply-more-info). */
const sponsorStart = fields.indexOf('financialSponsorName');

function Fields({ names }: { names: readonly ApplicationTextField[] }) {
  return (
    <div className="apply-grid">
      {names.map((name) => (
        <div key={name} className={wide(name) ? 'span-all' : undefined}>
          <TextField name={name} />
        </div>
      ))}
    </div>
  );
}

/** Step 2 (docs/product.md#apply-more-info): languages, study plan, then the financial sponsor, the agent, comment and date. */
export function MoreInfoStep() {
  const { copy } = useFormLanguage().texts;
  return (
    <>
      <Fields names={fields.slice(0, sponsorStart)} />
      <h4 className="apply-subheading">{copy.financialSponsor}</h4>
      <Fields names={fields.slice(sponsorStart)} />
    </>
  );
}
