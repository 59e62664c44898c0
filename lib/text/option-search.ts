/** Case- and accent-insensitive form of a name, for filtering long option lists (250 countries). */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/**
 * Options whose name contains the query or whose code equals it. The selected option always stays in the
 * list, so a native select never shows a value that is not among its options.
 */
export function filterOptions<T extends { code: string; name: string }>(
  options: readonly T[],
  query: string,
  selected = "",
): T[] {
  const needle = foldText(query);
  if (!needle) return [...options];
  return options.filter(
    (option) =>
      option.code === selected ||
      foldText(option.name).includes(needle) ||
      option.code.toLowerCase() === needle,
  );
}
