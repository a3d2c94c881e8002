// The only back-office pieces the web's first bundle needs (the header and the route guard), in a module of
// their own: a module the first bundle imports goes into it whole, so the screens' texts (screens.ts) and the
// workflow graph (workflow.ts) stay in the back office's lazy chunk. docs/product.md#back-office-screens.

/** The header's link for staff and admins (the Account menu). */
export const BACK_OFFICE_LINK = 'Back office';

/** Whether a role opens the back office: STAFF_ROLES of workflow.ts (a test keeps the two equal). */
export const opensBackOffice = (role: string | undefined): boolean => role === 'staff' || role === 'admin';
