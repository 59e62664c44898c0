"use client";

import type { ToolOutput } from "@/lib/results/types";
import { ScrollRegion } from "@/components/shared/scroll-region";
import { cn } from "@/lib/utils";
import { resultTableLayout, type ColumnKind } from "@/modules/tools/lib/result-table";

type Table = NonNullable<ToolOutput["tables"]>[number];

/**
 * Classes that turn the stacked cards back into a table once the result box (a CSS container, not the
 * viewport: the box is what the text has to fit) is wide enough. Tables of five or more columns wait for more
 * room. Literal strings, so Tailwind sees every class.
 */
const AS_TABLE = {
  medium: {
    table: "@3xl:table",
    caption: "@3xl:table-caption",
    head: "@3xl:not-sr-only",
    body: "@3xl:table-row-group",
    row: "@3xl:table-row @3xl:mb-0 @3xl:rounded-none @3xl:border-0 @3xl:border-b @3xl:p-0 @3xl:last:border-b-0",
    cell: "@3xl:table-cell @3xl:px-2 @3xl:py-1.5 @3xl:align-top",
    label: "@3xl:hidden",
    firstCell: "font-medium @3xl:font-normal",
    prose: "@3xl:min-w-[22rem] @3xl:max-w-[38rem]",
    proseOther: "@3xl:min-w-[12rem] @3xl:max-w-[28rem]",
    reference: "@3xl:min-w-[13rem] @3xl:max-w-[24rem]",
    text: "@3xl:max-w-[14rem]",
    number: "@3xl:text-right @3xl:whitespace-nowrap",
  },
  wide: {
    table: "@5xl:table",
    caption: "@5xl:table-caption",
    head: "@5xl:not-sr-only",
    body: "@5xl:table-row-group",
    row: "@5xl:table-row @5xl:mb-0 @5xl:rounded-none @5xl:border-0 @5xl:border-b @5xl:p-0 @5xl:last:border-b-0",
    cell: "@5xl:table-cell @5xl:px-2 @5xl:py-1.5 @5xl:align-top",
    label: "@5xl:hidden",
    firstCell: "font-medium @5xl:font-normal",
    prose: "@5xl:min-w-[22rem] @5xl:max-w-[38rem]",
    proseOther: "@5xl:min-w-[12rem] @5xl:max-w-[28rem]",
    reference: "@5xl:min-w-[13rem] @5xl:max-w-[24rem]",
    text: "@5xl:max-w-[14rem]",
    number: "@5xl:text-right @5xl:whitespace-nowrap",
  },
} as const;

/** Always a table (narrow tables of short values read fine on a phone). */
const TABLE_ONLY = {
  table: "table",
  caption: "table-caption",
  head: "",
  body: "table-row-group",
  row: "table-row border-b last:border-b-0",
  cell: "table-cell px-2 py-1.5 align-top",
  label: "hidden",
  firstCell: "",
  prose: "min-w-[12rem] max-w-[42rem]",
  proseOther: "min-w-[10rem] max-w-[28rem]",
  reference: "min-w-[8rem] max-w-[22rem]",
  text: "",
  number: "text-right whitespace-nowrap",
};

/** Which column's text gets the full reading measure: the longest on average. */
function mainProse(table: Table, kinds: readonly ColumnKind[]): number {
  let best = -1;
  let bestLength = -1;
  kinds.forEach((kind, index) => {
    if (kind !== "prose") return;
    const length = table.rows.reduce((sum, row) => sum + (row[index]?.length ?? 0), 0);
    if (length > bestLength) [best, bestLength] = [index, length];
  });
  return best;
}

/**
 * One of a tool's tables. On a narrow result each row is a card with the column names as labels (the real
 * header row stays for screen readers, and explicit roles keep the table semantics that display:block drops);
 * on a wide one it is a table whose columns get room by kind. If the table is still wider than its box, it
 * scrolls in a region that says so.
 */
export function ResultTable({ table }: { table: Table }) {
  const { kinds, stack } = resultTableLayout(table);
  const mode = stack ? AS_TABLE[table.columns.length >= 5 ? "wide" : "medium"] : TABLE_ONLY;
  const main = mainProse(table, kinds);
  const measure = (index: number): string => {
    const kind = kinds[index] ?? "text";
    if (kind === "prose") return index === main ? mode.prose : mode.proseOther;
    return mode[kind];
  };
  const wraps = (index: number): string =>
    // Citations and URLs have long unbroken runs: let them break anywhere rather than widen the column.
    kinds[index] === "reference" ? "[overflow-wrap:anywhere]" : "break-words";

  return (
    <div className="@container">
      <ScrollRegion label={table.title} columns={table.columns.length}>
        <table
          role="table"
          className={cn("block w-full text-sm", mode.table)}
          data-testid={`table-${table.id}`}
        >
          <caption className={cn("mb-2 block text-left font-medium", mode.caption)}>{table.title}</caption>
          <thead role="rowgroup" className={cn(stack && "sr-only", mode.head)}>
            <tr role="row" className="border-b text-left">
              {table.columns.map((column, index) => (
                <th
                  key={column}
                  role="columnheader"
                  scope="col"
                  className={cn(
                    "px-2 py-1.5 align-bottom font-medium",
                    kinds[index] === "number" && mode.number,
                  )}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className={cn("block", mode.body)}>
            {table.rows.map((row, rowIndex) => (
              <tr
                key={rowIndex}
                // A row can be linked to (an answer cites "table row n"): it scrolls clear of the header.
                id={`${table.id}-row-${rowIndex + 1}`}
                role="row"
                className={cn(
                  "scroll-mt-20 target:bg-muted",
                  stack && "mb-3 grid gap-2 rounded-md border p-3 last:mb-0",
                  mode.row,
                )}
              >
                {row.map((cell, column) => (
                  <td
                    key={column}
                    role="cell"
                    className={cn(
                      "block min-w-0",
                      column > 0 && "tabular-nums",
                      column === 0 && mode.firstCell,
                      mode.cell,
                      kinds[column] === "number" && mode.number,
                    )}
                  >
                    {/* The column name as a label on a card; hidden from screen readers, which have the header. */}
                    <span
                      aria-hidden="true"
                      className={cn("block text-xs font-normal text-muted-foreground", mode.label)}
                    >
                      {table.columns[column]}
                    </span>
                    <div className={cn(wraps(column), measure(column))}>{cell}</div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
