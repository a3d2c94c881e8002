import { use, useState } from 'react';
import type { Locale, ProgrammeDetail } from '@studychina/contracts';
import { ProgrammeView } from './ProgrammePage';
import { LocaleContext } from '../../lib/i18n';
import './catalogue.css';

/**
 * A programme's draft as its public page would show it, in the language asked (docs/product.md#content-management):
 * `data` is the back office's preview answer (GET /admin/content/programmes/:id/preview?lang=), the public
 * programme answer computed from the draft. The app's route table hands this to the back office.
 */
export function ProgrammePreview({ data, language }: { data: unknown; language: Locale }) {
  const [now] = useState(() => Date.now());
  return (
    // The catalogue's texts follow the context's language (their French ships with the catalogue's chunk); only
    // this part of the back office reads it, the rest stays English.
    <LocaleContext value={{ ...use(LocaleContext), locale: language }}>
      <ProgrammeView programme={data as ProgrammeDetail} now={now} preview />
    </LocaleContext>
  );
}
