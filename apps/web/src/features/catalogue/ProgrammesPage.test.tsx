import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUrl, errorResponse, jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { ProgrammesPage } from './ProgrammesPage';
import { pekingMedicine, programmesPage } from '../../test/catalogue-fixtures';

afterEach(resetAppState);

const facets = {
  degree: [
    { value: 'bachelor', label: "Bachelor's", count: 12 },
    { value: 'master', label: "Master's", count: 4 },
  ],
  city: [
    { value: 'beijing', label: 'Beijing', count: 9 },
    { value: 'wuhan', label: 'Wuhan', count: 7 },
  ],
};

describe('the programmes page', () => {
  it('asks the API for the filters in the address and shows each facet with its count', async () => {
    const fetch = stubFetch(() => jsonResponse(200, programmesPage([pekingMedicine], facets)));
    renderPage(<ProgrammesPage />, { url: '/programmes?degree=bachelor&city=beijing' });

    expect(await screen.findByRole('heading', { name: '1 programme' })).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toContain('/programmes?degree=bachelor&city=beijing');
    const degree = screen.getByRole('group', { name: 'Degree' });
    expect(within(degree).getByRole('checkbox', { name: /Bachelor's \(12\)/ })).toBeChecked();
    expect(within(degree).getByRole('checkbox', { name: /Master's \(4\)/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Wuhan \(7\)/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Clinical Medicine (MBBS)' })).toHaveAttribute(
      'href',
      '/programmes/clinical-medicine-peking',
    );
    expect(screen.getByText('CN¥45,000 a year')).toBeInTheDocument();
  });

  it('puts a ticked filter in the address, starting again from the first page', async () => {
    stubFetch(() => jsonResponse(200, programmesPage([pekingMedicine], facets)));
    renderPage(<ProgrammesPage />, { url: '/programmes?degree=bachelor&page=2' });
    await userEvent.click(await screen.findByRole('checkbox', { name: /Master/ }));
    expect(currentUrl()).toBe('/programmes?degree=bachelor&degree=master');
    await userEvent.click(screen.getByRole('checkbox', { name: /Bachelor/ }));
    expect(currentUrl()).toBe('/programmes?degree=master');
  });

  it('is a GET form of the API parameters, so it works before the app runs', async () => {
    stubFetch(() => jsonResponse(200, programmesPage([pekingMedicine], facets)));
    renderPage(<ProgrammesPage />, { url: '/programmes' });
    const form = (await screen.findByRole('search')) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/programmes');
    expect(screen.getByRole('checkbox', { name: /Wuhan/ })).toHaveAttribute('name', 'city');
    expect(screen.getByRole('searchbox', { name: 'Search programmes' })).toHaveAttribute('name', 'q');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search programmes' }), 'medecine');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentUrl()).toBe('/programmes?q=medecine');
  });

  it('clears every filter with "Clear all", shown only when something is chosen', async () => {
    stubFetch(() => jsonResponse(200, programmesPage([pekingMedicine], facets)));
    renderPage(<ProgrammesPage />, { url: '/programmes?city=beijing&scholarship=1' });
    await userEvent.click(await screen.findByRole('link', { name: 'Clear all' }));
    expect(currentUrl()).toBe('/programmes');
    expect(screen.queryByRole('link', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  it('says when nothing matches and leads back to every programme', async () => {
    stubFetch((url) =>
      jsonResponse(200, url.includes('q=') ? programmesPage([]) : programmesPage([pekingMedicine], facets)),
    );
    renderPage(<ProgrammesPage />, { url: '/programmes?q=astrophysics' });
    expect(await screen.findByText('Nothing matches your search.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No programme' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'See all programmes' }));
    expect(currentUrl()).toBe('/programmes');
    expect(await screen.findByRole('heading', { name: '1 programme' })).toBeInTheDocument();
  });

  it('says a filter in the address is not valid, with the way back', async () => {
    stubFetch(() => errorResponse(422, 'VALIDATION_FAILED', 'Validation failed', { tuitionMax: ['bad'] }));
    renderPage(<ProgrammesPage />, { url: '/programmes?tuitionMax=-1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('One of the filters in this address is not valid.');
    expect(screen.getByRole('link', { name: 'See all programmes' })).toHaveAttribute('href', '/programmes');
  });
});
