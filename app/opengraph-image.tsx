import { ImageResponse } from "next/og";

export const alt = "Procuros: procurement assistant for faster clarity, compliant decisions";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

// The sharing card for every page that has no image of its own; rendered once at build time.
export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "#10162b",
        color: "#f5f7fb",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 40, fontWeight: 700 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 14,
            background: "#3b6fd8",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 40,
          }}
        >
          P
        </div>
        Procuros
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1 }}>
          Procurement Assistant for faster clarity, compliant decisions
        </div>
        <div style={{ fontSize: 30, color: "#c5cde0" }}>
          Drafting, compliance review and integrity tools for public procurement
        </div>
      </div>
    </div>,
    size,
  );
}
