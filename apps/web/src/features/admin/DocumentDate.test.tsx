import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentDate } from './DocumentDate';
import { staffApplication } from './staff-application.fixture';

// docs/product.md#apply-document-dates: staff read the date of a document that expires, its age and until when it holds.
const NOW = new Date('2026-11-27T10:00:00Z');
const withDates = (medicalReportDate: string | null, nonCriminalRecordDate: string | null = null) =>
  staffApplication({
    fields: { ...staffApplication().fields, medicalReportDate, nonCriminalRecordDate },
  });

describe('DocumentDate', () => {
  it('shows the date, its age in months and the last day it is accepted', () => {
    render(<DocumentDate application={withDates('2026-06-30')} list="medicalReport" now={NOW} />);
    expect(screen.getByText('Dated 30 Jun 2026 (4 months old): valid until 30 Dec 2026')).toBeInTheDocument();
    expect(screen.queryByText(/More than six months old/)).toBeNull();
  });

  it('flags a document more than six months old now', () => {
    render(<DocumentDate application={withDates(null, '2026-04-02')} list="nonCriminalRecord" now={NOW} />);
    expect(screen.getByText(/^Dated 2 Apr 2026 \(7 months old\): valid until 2 Oct 2026/)).toBeInTheDocument();
    expect(screen.getByText(/More than six months old now/)).toBeInTheDocument();
  });

  it('flags a document that will be too old when the intake applied to starts', () => {
    const application = staffApplication({
      fields: { ...withDates('2026-06-30').fields, programmeFirstChoice: 'medicine', intakeFirstChoice: '2027-03' },
    });
    render(<DocumentDate application={application} list="medicalReport" now={NOW} />);
    expect(screen.getByText(/Expires before the intake \(2027-03\)/)).toBeInTheDocument();
  });

  it('says nothing without a date, or for a list that does not expire', () => {
    const { container } = render(
      <>
        <DocumentDate application={withDates(null)} list="medicalReport" now={NOW} />
        <DocumentDate application={withDates('2026-06-30')} list="transcripts" now={NOW} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
