import { FAMILY_MEMBER_FIELDS } from '@studychina/contracts';
import { useFormLanguage } from '../form-language';
import { EntryList, entryTitle } from './EntryList';

/** Step 4 (docs/product.md#apply-family): the family member list, with the same add and remove behaviour as education. */
export function FamilyStep() {
  const { copy, entryTitles } = useFormLanguage().texts;
  return (
    <>
      <p className="muted">{copy.familyHint}</p>
      <EntryList
        list="familyMembers"
        fields={FAMILY_MEMBER_FIELDS}
        title={entryTitle(entryTitles.family)}
        addFirstLabel={copy.addFirstFamilyMember}
      />
    </>
  );
}
