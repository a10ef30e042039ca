/**
 * How names are compared by search: NFKC-normalised and lowercased here, in JavaScript, for both
 * the stored `name_lower` column and the search term, so that matching does not depend on the
 * database's locale (SQL `lower()` leaves non-ASCII letters alone under the C locale).
 */
export function searchKey(text: string): string {
  return text.normalize('NFKC').toLowerCase()
}
