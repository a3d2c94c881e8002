import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, resetAppState } from '../../test/app-harness';
import { NotFoundPage } from './NotFoundPage';

afterEach(resetAppState);

describe('NotFoundPage', () => {
  it("shows docs/product.md#not-found's texts and a Go Home link", () => {
    renderPage(<NotFoundPage />, { url: '/no-such-page' });
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("Oops! The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});
