/** The tournament methods of the API contract (filled in by the tournament work). */
export const tournamentMethods = {} as const;
