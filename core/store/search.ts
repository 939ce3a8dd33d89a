/**
 * Search text of the leads inbox: case and accents aside, the same on SQLite and PostgreSQL. Each row
 * keeps a normalised copy of what is searched (`search_text`: name, e-mail and company), and a query
 * is normalised the same way, so a plain substring search finds "José" for "jose", "ZOË" for "zoe" and "Straße"
 * for "strasse" on both stores, without extensions (unaccent, ICU) or collations that differ.
 */

// letters that Unicode does not decompose into a base letter and a mark
const FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ŀ: 'l' };

/** lower case, compatibility-decomposed, without combining marks, with the letters above spelled out */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþıŀ]/g, (ch) => FOLDS[ch] ?? ch);
}

/** the search_text of a row: its searched fields, folded, one per line */
export function searchTextOf(...fields: Array<string | null | undefined>): string {
  return fields
    .filter((f): f is string => Boolean(f))
    .map(foldForSearch)
    .join('\n');
}

/** the words of a query, folded; every one must appear */
export function searchWords(query: string | undefined): string[] {
  if (!query) return [];
  return foldForSearch(query)
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 10);
}
