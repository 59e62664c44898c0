/**
 * Realistic specifications for the specification-quality review, written the way Kenyan ICT and fleet tenders
 * (Schedule of Requirements, LPO, KEBS) and World Bank technical specifications are. Each page is one string;
 * "\n" is a line break as a PDF wraps it.
 */

/** Measurable ICT specifications; a platform named for compatibility only (PDF). */
export const MEASURABLE_ICT_SPEC = [
  [
    "SECTION V - SCHEDULE OF REQUIREMENTS AND TECHNICAL SPECIFICATIONS",
    "Item 1: Laptop computers (Qty 120). Processor: quad-core, at least 3.0 GHz base frequency. Memory: 16 GB DDR5. Storage: 512 GB NVMe SSD.",
    "Display: 14 inch, 1920 x 1080, brightness of at least 300 nits. Battery life of at least 8 hours under MobileMark 2018. Weight: not more than 1.5 kg.",
  ].join("\n"),
  [
    "Item 2: Smart card readers (Qty 120). ISO/IEC 7816 compliant, PC/SC 2.0 for Windows, Linux and macOS, USB 2.0 interface.",
    "Delivery: within 30 days of the Local Purchase Order to the ICT store, Nairobi. Warranty: 36 months on site.",
  ].join("\n"),
];

/** A county fleet and office specification with subjective words, ASAP delivery and brand names (DOCX). */
export const VAGUE_FLEET_SPEC = [
  [
    "TECHNICAL SPECIFICATIONS - SUPPLY OF MOTOR VEHICLES AND OFFICE EQUIPMENT",
    "1. Double cabin pick-up: Toyota Hilux 2.4 GD-6 or similar, robust and durable for rough roads.",
    "2. Laptops with good battery life and a modern, user-friendly design.",
  ].join("\n\n"),
  [
    "3. Operating system: Microsoft Windows 11 Pro, preinstalled.",
    "4. Delivery shall be made as soon as possible after award.",
  ].join("\n\n"),
];

/**
 * A World Bank health project specification as scanned (PDF): vague words made measurable within the sentence
 * (across line breaks), a platform for compatibility, "good faith", and two unmeasurable times.
 */
export const TRICKY_TABLET_SPEC = [
  [
    "SECTION VII - REQUIREMENTS OF THE PURCHASER",
    "The tablets shall have good battery life of at least",
    "10 hours of video playback.",
    "Vehicles offered as used shall be in good condition as",
    "defined in clause 4.2 of the Schedule of Requirements.",
    "Drivers for Microsoft Windows 10/11 and Linux shall be",
    "supplied on the installation media.",
    "The Supplier shall act in good faith in all dealings with the Purchaser.",
  ].join("\n"),
  [
    "Spare parts shall be delivered promptly on request by the",
    "health facilities.",
    "Training of users shall be provided in good time before",
    "handover of the tablets.",
  ].join("\n"),
];
