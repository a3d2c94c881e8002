import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StudentApplication } from '@studychina/contracts';
import { LocaleProvider, loadFrench } from '../../lib/i18n';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { studentPhoto, studentApplication } from '../../test/test-data';
import { MyApplicationPage } from './MyApplicationPage';
import { PlacementNote } from './PlacementNote';

// Where it went, on the student's application page (docs/product.md#back-office-where-it-went).
beforeAll(() => loadFrench(true), 30_000);
afterEach(resetAppState);

const zhejiang = {
  forwardedUniversity: 'Zhejiang University',
  forwardedProgramme: 'Medicine (MBBS)',
  admissionNumber: 'ZJU-2026-0042',
};

describe('PlacementNote', () => {
  it('says where the application was sent and the admission number', () => {
    render(<PlacementNote placement={zhejiang} />);
    expect(screen.getByText('Sent to: Zhejiang University — Medicine (MBBS)')).toBeInTheDocument();
    expect(screen.getByText('Admission number: ZJU-2026-0042')).toBeInTheDocument();
  });

  it('without a programme or an admission number, says only the university', () => {
    const { container } = render(
      <PlacementNote
        placement={{ forwardedUniversity: 'Fudan University', forwardedProgramme: null, admissionNumber: null }}
      />,
    );
    expect(container).toHaveTextContent(/^Sent to: Fudan University$/);
  });

  it('says nothing before staff record it', () => {
    const { container } = render(
      <PlacementNote placement={{ forwardedUniversity: null, forwardedProgramme: null, admissionNumber: null }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('in French on a French visit', async () => {
    render(
      <LocaleProvider initial="fr">
        <PlacementNote placement={zhejiang} />
      </LocaleProvider>,
    );
    expect(await screen.findByText('Envoyée à : Zhejiang University — Medicine (MBBS)')).toBeInTheDocument();
    expect(screen.getByText("Numéro d'admission : ZJU-2026-0042")).toBeInTheDocument();
  });
});

describe("the student's application page", () => {
  it('shows where the application was sent in its status card', async () => {
    const application: StudentApplication = studentApplication({
      status: 'admitted',
      placement: zhejiang,
      files: [studentPhoto('p1', 'accepted')],
    });
    localStorage.setItem('ACCESS_TOKEN', 'student-token');
    stubFetch(() => jsonResponse(200, { success: true, application }));
    renderPage(<MyApplicationPage />, { url: '/dashboard/applications/a1', path: '/dashboard/applications/:id' });
    const sent = await screen.findByText('Sent to: Zhejiang University — Medicine (MBBS)');
    expect(sent.closest('section')).toHaveAccessibleName('Admitted');
    expect(screen.getByText('Admission number: ZJU-2026-0042')).toBeInTheDocument();
  });
});
