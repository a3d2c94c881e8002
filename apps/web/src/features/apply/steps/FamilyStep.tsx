import { FAMILY_MEMBER_FIELDS, familyEntryPrefix } from '@studychina/contracts';
import { APPLY_COPY } from '../copy';
import { EntryList, entryTitle } from './EntryList';

/** Step 4 (docs/product.md#apply-family): the family member list, with the same add and remove behaviour as education. */
export function FamilyStep() {
  return (
    <>
      <p className="muted">{APPLY_COPY.familyHint}</p>
      <EntryList
        list="familyMembers"
        fields={FAMILY_MEMBER_FIELDS}
        title={entryTitle(familyEntryPrefix)}
        addFirstLabel={APPLY_COPY.addFirstFamilyMember}
      />
    </>
  );
}
