import type { BoqTemplate } from "./types";

/**
 * A generic bill of quantities for goods: a preamble, one bill per group of goods with Item, Description, Unit,
 * Qty, Rate and Amount (Amount = Qty × Rate as a formula), each bill's subtotal, and a summary. Our own text.
 */
export const GENERIC_GOODS_BOQ: BoqTemplate = {
  id: "generic-goods-boq",
  title: "Bill of Quantities — Supply of Goods",
  version: "1.0",
  issued: "2025-09-01",
  follows: "Generic price schedule for goods (Item, Description, Unit, Qty, Rate, Amount)",
  note: "Bidders fill the Rate column only; amounts, subtotals and the total are formulas. Rates include delivery to the final destination and all taxes unless stated otherwise.",
  columns: ["Item", "Description", "Unit", "Qty", "Rate", "Amount"],
  bills: [
    {
      id: "bill-1",
      title: "Bill 1 — Goods",
      items: [
        {
          item: "1.01",
          description: "{outputs} (item 1, to the technical specification)",
          unit: "No.",
          quantity: 1,
          rate: 0,
        },
        {
          item: "1.02",
          description: "Item 2, to the technical specification",
          unit: "No.",
          quantity: 1,
          rate: 0,
        },
        {
          item: "1.03",
          description: "Item 3, to the technical specification",
          unit: "No.",
          quantity: 1,
          rate: 0,
        },
      ],
    },
    {
      id: "bill-2",
      title: "Bill 2 — Related Services",
      items: [
        {
          item: "2.01",
          description: "Delivery and installation at {location}",
          unit: "Lump sum",
          quantity: 1,
          rate: 0,
        },
        { item: "2.02", description: "Training of users", unit: "Lump sum", quantity: 1, rate: 0 },
        {
          item: "2.03",
          description: "Warranty service for twelve (12) months",
          unit: "Lump sum",
          quantity: 1,
          rate: 0,
        },
      ],
    },
  ],
};
