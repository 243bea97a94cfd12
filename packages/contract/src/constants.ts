// Plain values of the wire, no zod: the browser imports this file alone
// ('@portal/contract/constants'), like error-codes.ts.

/** The category every assignment call carries [API-ASSIGN-1] [API-ASSIGN-6]. */
export const ASSIGNMENT_CATEGORY_ID = 255;
