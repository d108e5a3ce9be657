import { describe, expect, it } from "vitest";
import { INVALID_FOOTER_STYLE } from "~/services/shell/text";
import { resolveFooterStyle, shellSettings } from "~/services/shell/handle";

describe("footer style (spec section 5)", () => {
  it("accepts normal and short, defaulting to normal", () => {
    expect(resolveFooterStyle(undefined)).toBe("normal");
    expect(resolveFooterStyle("normal")).toBe("normal");
    expect(resolveFooterStyle("short")).toBe("short");
  });

  it("refuses anything else with the spec's message", () => {
    expect(() => resolveFooterStyle("tall")).toThrow(INVALID_FOOTER_STYLE);
    expect(() => resolveFooterStyle(3)).toThrow(INVALID_FOOTER_STYLE);
  });
});

describe("route handles", () => {
  it("lets the deepest route decide footer style and hidden chrome", () => {
    expect(shellSettings([undefined, { footerStyle: "short" }, { hideChrome: true }])).toEqual({
      footerStyle: "short",
      hideChrome: true,
    });
    expect(shellSettings([{ hideChrome: true }, { hideChrome: false }])).toEqual({
      footerStyle: "normal",
      hideChrome: false,
    });
  });

  it("refuses a route handle with an invalid footer style", () => {
    expect(() => shellSettings([{ footerStyle: "wide" }])).toThrow(INVALID_FOOTER_STYLE);
  });
});
