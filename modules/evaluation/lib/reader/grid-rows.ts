/**
 * Table rows with every cell in its column, empty cells included, for the tables that put bidders in columns
 * (a preliminary checklist "Requirement | Bidder 1 | Bidder 2 …", a technical score sheet). Word tables and
 * sheets arrive as one line per row with TAB-separated cells, an empty cell kept and a merged cell followed by
 * the empty cells it covers (lib/documents/docx.ts); text tables separate cells with " | ". PDF tables (cells
 * joined by spaces) cannot be split into bidder columns and are left to the narrative reader.
 */

export type GridTable = {
  /** Offset in the unit's text where the table starts. */
  start: number;
  rows: string[][];
};

const clean = (cell: string) => cell.replace(/\s+/g, " ").trim();

/** Sheet and text tables: consecutive lines of two or more TAB- or "|"-separated cells. */
function lineTables(text: string): GridTable[] {
  const tables: GridTable[] = [];
  let table: GridTable | null = null;
  let offset = 0;
  for (const line of text.split("\n")) {
    const delimiter = line.includes("\t") ? "\t" : line.includes("|") ? "|" : null;
    const cells = delimiter ? line.split(delimiter).map(clean) : [];
    if (delimiter === "|" && cells[0] === "") cells.shift();
    if (delimiter === "|" && cells.at(-1) === "") cells.pop();
    if (cells.length >= 2) {
      table ??= { start: offset, rows: [] };
      table.rows.push(cells);
    } else if (line.trim()) {
      if (table && table.rows.length > 1) tables.push(table);
      table = null;
    }
    offset += line.length + 1;
  }
  if (table && table.rows.length > 1) tables.push(table);
  return tables;
}

/** Every table of a unit's text with its cells in their columns. */
export const gridTables = lineTables;
