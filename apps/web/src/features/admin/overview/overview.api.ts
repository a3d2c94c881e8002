import { ADMIN_API_PREFIX, type OverviewFigure, type OverviewResponse } from '@studychina/contracts';
import { apiDownload, apiFetch } from '../../../lib/api';

/* The overview's calls (docs/product.md#back-office-overview); `search` is the page's query string ("?from=…" or ""). */

type Token = string | null;
const prefix = ADMIN_API_PREFIX;

export const overviewApi = {
  figures: (search: string, token: Token, signal: AbortSignal) =>
    apiFetch<OverviewResponse>(`/overview${search}`, { token, signal, prefix }),
  csv: (figure: OverviewFigure, search: string, token: Token) => {
    const query = new URLSearchParams(search);
    query.set('figure', figure);
    return apiDownload(`/overview.csv?${query.toString()}`, { token, prefix });
  },
};
