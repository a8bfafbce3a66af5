/**
 * The ILIKE pattern that finds `term` anywhere in a text: `%`, `_` and the escape character itself are matched
 * literally (backslash is ILIKE's default escape), so a search for "50%" finds "50%", not "50 anything".
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The search term of a list query, or null when there is nothing to search for. */
export function searchTerm(search: string | undefined): string | null {
  const term = search?.trim();
  return term ? term : null;
}
