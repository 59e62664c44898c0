import { describe, expect, it } from "vitest";
import { uploadRefusalLine } from "./use-guideline-upload";

describe("a guideline the server refused is explained beside the drop area", () => {
  it("names the file and the server's reason", () => {
    expect(
      uploadRefusalLine(
        "PPRA-STD-Goods-2022.pdf",
        "File PPRA-STD-Goods-2022.pdf does not match its type (.pdf). Attach the original file.",
        "Failed to upload PPRA-STD-Goods-2022.pdf. Please try again.",
      ),
    ).toBe(
      "PPRA-STD-Goods-2022.pdf: File PPRA-STD-Goods-2022.pdf does not match its type (.pdf). Attach the original file.",
    );
  });

  it("falls back to the generic sentence when the upload never reached the server", () => {
    expect(uploadRefusalLine("prices.csv", null, "Failed to upload prices.csv. Please try again.")).toBe(
      "Failed to upload prices.csv. Please try again.",
    );
    expect(uploadRefusalLine("prices.csv", "  ", "Failed to upload prices.csv. Please try again.")).toBe(
      "Failed to upload prices.csv. Please try again.",
    );
  });
});
