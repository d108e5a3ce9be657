import { describe, expect, it } from "vitest";
import {
  HEADER_IMAGE_SIZES,
  allowedImageWidth,
  formatImageOptions,
  IMAGE_OPTION_MESSAGES,
  IMAGE_WIDTHS,
  imageSrcSet,
  imageUrl,
  parseImageOptions,
} from "~/services/platform/images/options";
import { BREAKPOINTS } from "~/services/platform/breakpoints";

describe("parseImageOptions", () => {
  it("reads width, quality and format, long or short names, format auto by default", () => {
    expect(parseImageOptions("width=480,quality=70,format=webp")).toEqual({
      ok: true,
      options: { width: 480, quality: 70, format: "webp" },
    });
    expect(parseImageOptions("w=700,q=1,f=AVIF")).toEqual({
      ok: true,
      options: { width: 700, quality: 1, format: "avif" },
    });
    expect(parseImageOptions("width=960")).toEqual({ ok: true, options: { width: 960, format: "auto" } });
    expect(parseImageOptions("format=auto")).toEqual({ ok: true, options: { format: "auto" } });
    expect(parseImageOptions(formatImageOptions({ width: 1280, quality: 100, format: "png" }))).toEqual({
      ok: true,
      options: { width: 1280, quality: 100, format: "png" },
    });
  });

  it("takes only the listed widths, which hold every breakpoint of spec section 9 and the header sizes", () => {
    for (const width of [
      ...Object.values(BREAKPOINTS),
      ...HEADER_IMAGE_SIZES.map((size) => size.width),
      480,
      960,
    ]) {
      expect(IMAGE_WIDTHS).toContain(width);
    }
    for (const bad of [
      "100",
      "481",
      "0",
      "-480",
      "480.5",
      "4.8e2",
      "0480",
      "",
      "abc",
      "99999999999999999999",
    ]) {
      expect(parseImageOptions(`width=${bad}`), bad).toEqual({
        ok: false,
        message: IMAGE_OPTION_MESSAGES.width,
      });
    }
  });

  it("refuses a quality outside 1 to 100 and an unknown format", () => {
    for (const bad of ["0", "101", "50.5", "x", ""]) {
      expect(parseImageOptions(`width=480,quality=${bad}`), bad).toEqual({
        ok: false,
        message: IMAGE_OPTION_MESSAGES.quality,
      });
    }
    expect(parseImageOptions("format=gif")).toEqual({ ok: false, message: IMAGE_OPTION_MESSAGES.format });
    expect(parseImageOptions("format=")).toEqual({ ok: false, message: IMAGE_OPTION_MESSAGES.format });
  });

  it("refuses unknown, repeated and malformed options", () => {
    expect(parseImageOptions("width=480,fit=cover")).toEqual({
      ok: false,
      message: IMAGE_OPTION_MESSAGES.unknown("fit"),
    });
    expect(parseImageOptions("width=480,width=960")).toEqual({
      ok: false,
      message: IMAGE_OPTION_MESSAGES.repeated("width"),
    });
    expect(parseImageOptions("w=480,width=960").ok).toBe(false);
    expect(parseImageOptions("width=480=1").ok).toBe(false);
    expect(parseImageOptions("").ok).toBe(false);
    expect(parseImageOptions("..").ok).toBe(false);
  });
});

describe("imageUrl (the image CDN helper)", () => {
  it("goes through the resizer when a resizer path is configured", () => {
    expect(imageUrl("cars/GROUP-A-0.jpg", { width: 480 }, "/img")).toBe(
      "/img/width=480,format=auto/cars/GROUP-A-0.jpg",
    );
    expect(imageUrl("/cars/GROUP-A-0.jpg", { width: 480, quality: 60, format: "webp" }, "/img/")).toBe(
      "/img/width=480,quality=60,format=webp/cars/GROUP-A-0.jpg",
    );
    expect(imageUrl("cars/GROUP-A-0.jpg", {}, "https://cdn.example.com/cdn-cgi/image")).toBe(
      "https://cdn.example.com/cdn-cgi/image/format=auto/cars/GROUP-A-0.jpg",
    );
  });

  it("gives the original without a resizer path", () => {
    expect(imageUrl("cars/GROUP-A-0.jpg", { width: 480 }, null)).toBe("/cars/GROUP-A-0.jpg");
    expect(imageUrl("/cars/GROUP-A-0.jpg", { width: 480 }, undefined)).toBe("/cars/GROUP-A-0.jpg");
  });

  it("leaves absolute URLs and images the resizer does not take as they are", () => {
    for (const url of [
      "https://cdn.example.com/x.jpg",
      "http://x.example/y.png",
      "//cdn.example.com/x.jpg",
      "data:image/png;base64,AAAA",
    ]) {
      expect(imageUrl(url, { width: 480 }, "/img")).toBe(url);
    }
    expect(imageUrl("images/headers/deals-375x495.svg", { width: 375 }, "/img")).toBe(
      "/images/headers/deals-375x495.svg",
    );
    expect(imageUrl("/images/anim.gif", { width: 480 }, "/img")).toBe("/images/anim.gif");
  });

  it("rounds a width up to one the resizer makes", () => {
    expect(allowedImageWidth(1)).toBe(IMAGE_WIDTHS[0]);
    expect(allowedImageWidth(481)).toBe(640);
    expect(allowedImageWidth(100_000)).toBe(IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
    expect(imageUrl("cars/GROUP-A-0.jpg", { width: 500 }, "/img")).toBe(
      "/img/width=640,format=auto/cars/GROUP-A-0.jpg",
    );
  });

  it("builds a srcSet whose URLs the resizer accepts", () => {
    const srcSet = imageSrcSet("cars/GROUP-A-0.jpg", [480, 700], "/img");
    expect(srcSet).toBe(
      "/img/width=480,format=auto/cars/GROUP-A-0.jpg 480w, /img/width=700,format=auto/cars/GROUP-A-0.jpg 700w",
    );
    for (const entry of srcSet.split(", ")) {
      const options = entry.split(" ")[0].split("/")[2];
      expect(parseImageOptions(options).ok).toBe(true);
    }
  });
});
