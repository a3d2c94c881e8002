import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, resetAppState } from '../../test/app-harness';
import { pekingMedicineDetail } from '../../test/catalogue-fixtures';
import { ProgrammePreview } from './ProgrammePreview';

afterEach(resetAppState);

describe("the back office's preview of a programme's draft", () => {
  it('is the public page in the language asked, whatever the site’s, without the shortlist toggle', () => {
    renderPage(
      <>
        <ProgrammePreview data={{ ...pekingMedicineDetail, title: 'Médecine clinique (MBBS)' }} language="fr" />
        <ProgrammePreview data={pekingMedicineDetail} language="en" />
      </>,
      { url: '/admin/content/programmes/x' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Médecine clinique (MBBS)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Rentrées et dates limites' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Start dates and deadlines' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /shortlist/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /shortlist/i })).toBeNull();
  });
});
