/**
 * Standards marks are not brands, a maker's product is: the tender review's brand lock-in check and the
 * specification review's rule read a laptop specification the same way. (The laptops tender's Intel Core i7 on
 * page 25 is covered by solicitation-brands.test.ts on the real PDF.)
 */
import { describe, expect, it } from "vitest";
import { brandLockInCheck } from "@/modules/review/lib/engine/packs/solicitation-brands";
import { brandedProduct } from "@/modules/review/lib/engine/packs/solicitation-terms";
import { brandNamesRule } from "@/modules/review/lib/engine/packs/spec-quality";
import {
  isStandardMark,
  makerTrademarks,
  STANDARD_MARKS,
} from "@/modules/review/lib/engine/packs/spec-quality-terms";
import { runCheck, tender } from "@/tests/support/check-context";

/** The brand lock-in findings on a specification page. */
const check = (text: string) =>
  runCheck(brandLockInCheck, tender(`SECTION VI - TECHNICAL SPECIFICATIONS\n${text}`));

const STANDARDS_ONLY =
  "Dual band Wi-Fi® 6 (802.11ax) and Bluetooth® 5.0; 512 GB PCIe® NVMe™ SSD; 1 DisplayPort™ 1.4 and 1 HDMI® 2.0 " +
  "port; 2 SuperSpeed USB Type-C® ports; 1 Thunderbolt™ 4 port; ENERGY STAR® certified; ISO 9001 and IEEE " +
  "802.3 compliant; TPM 2.0 security chip.";

describe("standards marks are not brands", () => {
  it.each([...STANDARD_MARKS])("%s is a standard's mark", (mark) => {
    expect(isStandardMark(`${mark}®`)).toBe(true);
    expect(brandedProduct(`${mark}™`)).toBeNull();
  });

  it("a laptop specified by standards alone passes", () => {
    expect(check(STANDARDS_ONLY)).toEqual([]);
    expect(brandNamesRule.scan({ text: STANDARDS_ONLY } as never)).toBeNull();
    expect(makerTrademarks(STANDARDS_ONLY)).toEqual([]);
  });
});

describe("a maker's processor, model or data sheet is a brand", () => {
  it.each([
    ["Processor: Intel® Core™ i7-1165G7 or higher.", "Intel® Core™ i7-1165G7"],
    ["Laptop: Dell Latitude 5450 with 16 GB RAM.", "Dell Latitude 5450"],
    ["Notebook: HP EliteBook with 14 inch screen.", "HP EliteBook"],
    ["Intel® Dual Band Wi-Fi® 6 AX201 and Bluetooth® 5", "Intel®"],
  ])("%s names %s", (text, product) => {
    const [result] = check(text);
    expect(result?.status).toBe("warning");
    expect(result!.title).toContain(product.split(" ")[0]);
    expect(result!.title).not.toMatch(/Wi-Fi|Bluetooth/);
    expect(result!.evidence).toContain("Tender.pdf, page 1");
    expect(brandNamesRule.scan({ text } as never)).not.toBeNull();
  });

  it("passes a maker named with 'or equivalent'", () => {
    expect(check("Intel® Core™ i7-1165G7 or equivalent processor.")).toEqual([]);
  });

  it("flags a maker's trademark in the specification review, not a standard's in the same sentence", () => {
    const hit = brandNamesRule.scan({ text: "Wi-Fi® 6 and Bluetooth® 5 by Acme® wireless." } as never);
    expect(hit?.label).toBe("Acme®");
  });
});

describe("consumer brands in a cleaning tender's specification", () => {
  it("names Dettol and Glade written as the product, and not a generic hand wash", () => {
    const [found] = check(
      "2 | Hand wash | Dettol liquid hand wash, original, in 500 ml pump dispensers\n5 | Air freshener | Glade automatic spray units with refills, one per washroom",
    );
    expect(found?.title).toContain("Dettol");
    expect(found?.title).toContain("Glade");
    expect(
      check(
        "2 | Hand wash | Antibacterial liquid hand wash, Dettol or equivalent, KEBS Standardization Mark",
      ),
    ).toEqual([]);
    expect(check("UV stabilised to resist sunlight; Sunlight resistance: 1,500 hours")).toEqual([]);
  });
});
