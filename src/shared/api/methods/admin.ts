/** The admin methods of the API contract (filled in by the admin work). */
export const adminMethods = {} as const;
