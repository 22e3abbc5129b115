/** The most items a dropdown lists at once; typing narrows the rest down. */
export const DROPDOWN_LIMIT = 200;

/** The items containing the typed text (ignoring case), each once, in their order. */
export function filteredItems(items: readonly string[], filter: string): string[] {
  const wanted = filter.trim().toLowerCase();
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    if (out.length >= DROPDOWN_LIMIT) break;
    if (seen.has(item) || (wanted !== '' && !item.toLowerCase().includes(wanted))) continue;
    seen.add(item);
    out.push(item);
  }
  return out;
}
