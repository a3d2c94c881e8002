/**
 * The notice of a page whose code could not be downloaded (app/RouteErrorBoundary.tsx). Its own tiny module:
 * the boundary is in the first download, which must not pull the student pages' catalogue in with it.
 */
export const ROUTE_ERROR_TEXTS = {
  title: 'This page could not be loaded',
  text: 'Please check your internet connection and try again.',
  retry: 'Try again',
} as const;
