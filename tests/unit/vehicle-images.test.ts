import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CAR_CLASSES } from "~/models/seed/car-classes";
import { BREAKPOINTS } from "~/services/platform/breakpoints";
import { parseImageOptions } from "~/services/platform/images/options";
import {
  VEHICLE_CARD_SIZES,
  VEHICLE_IMAGE_RESIZED_WIDTHS,
  vehicleImage,
} from "~/services/booking/vehicles/images";

const PUBLIC_DIR = fileURLToPath(new URL("../../public/", import.meta.url));
const CARS_DIR = path.join(PUBLIC_DIR, "cars");

/** Width and height from a JPEG's frame header (SOF0 baseline or SOF2 progressive), or null. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end, or image data before any frame
    const length = bytes.readUInt16BE(i + 2);
    if (marker === 0xc0 || marker === 0xc2) {
      if (i + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

const endsWithEoi = (bytes: Buffer) =>
  bytes.length > 2 && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;

describe("vehicleImage", () => {
  it("gives src, a srcSet with the 480 px copy, and the pixel size", () => {
    expect(vehicleImage("cars/GROUP-A-0.jpg")).toEqual({
      src: "/cars/GROUP-A-0.jpg",
      srcSet: "/cars/480/GROUP-A-0.jpg 480w, /cars/GROUP-A-0.jpg 960w",
      width: 960,
      height: 600,
    });
  });

  it("accepts a path that already starts with a slash", () => {
    expect(vehicleImage("/cars/GROUP-14H-3.jpg").srcSet).toBe(
      "/cars/480/GROUP-14H-3.jpg 480w, /cars/GROUP-14H-3.jpg 960w",
    );
  });

  it("leaves an absolute URL alone", () => {
    expect(vehicleImage("https://cdn.example.com/x.jpg")).toEqual({
      src: "https://cdn.example.com/x.jpg",
      srcSet: "",
      width: 960,
      height: 600,
    });
    expect(vehicleImage("https://cdn.example.com/x.jpg", "/img")).toEqual({
      src: "https://cdn.example.com/x.jpg",
      srcSet: "",
      width: 960,
      height: 600,
    });
  });

  it("with a resizer path, takes every width from the resizer: a phone's, the tablet breakpoint and the original's", () => {
    expect(VEHICLE_IMAGE_RESIZED_WIDTHS).toEqual([480, BREAKPOINTS.tablet, 960]);
    expect(vehicleImage("cars/GROUP-A-0.jpg", "/img")).toEqual({
      src: "/img/width=960,format=auto/cars/GROUP-A-0.jpg",
      srcSet: [
        "/img/width=480,format=auto/cars/GROUP-A-0.jpg 480w",
        "/img/width=700,format=auto/cars/GROUP-A-0.jpg 700w",
        "/img/width=960,format=auto/cars/GROUP-A-0.jpg 960w",
      ].join(", "),
      width: 960,
      height: 600,
    });
    for (const entry of vehicleImage("/cars/GROUP-14H-3.jpg", "/img").srcSet.split(", ")) {
      expect(parseImageOptions(entry.split("/")[2]).ok, entry).toBe(true);
    }
  });

  it("suggests sizes for a card in a grid: full, half and a third of the viewport", () => {
    expect(VEHICLE_CARD_SIZES).toBe(
      `(max-width: ${BREAKPOINTS.tablet - 1}px) 100vw, (max-width: ${BREAKPOINTS.wideTablet - 1}px) 50vw, 33vw`,
    );
    expect(VEHICLE_CARD_SIZES).toBe("(max-width: 699px) 100vw, (max-width: 999px) 50vw, 33vw");
  });
});

describe("vehicle photos in public/cars", () => {
  it.each(CAR_CLASSES.map((cls) => [cls.classCode, cls] as const))(
    "class %s has five images, each a real JPEG in both sizes",
    (code, cls) => {
      const images = cls.images ?? [];
      expect(images.map((image) => image.path)).toEqual(
        [0, 1, 2, 3, 4].map((n) => `cars/GROUP-${code}-${n}.jpg`),
      );
      for (const image of images) {
        expect(image.alt.length).toBeGreaterThan(0);
        const sources = vehicleImage(image.path);
        for (const [url, width, height] of [
          [sources.src, 960, 600],
          [sources.srcSet.split(" ")[0], 480, 300],
        ] as const) {
          const file = path.join(PUBLIC_DIR, url);
          expect(fs.existsSync(file), `${url} exists`).toBe(true);
          const bytes = fs.readFileSync(file);
          expect(jpegSize(bytes), `${url} is a ${width}x${height} JPEG`).toEqual({ width, height });
          expect(endsWithEoi(bytes), `${url} is complete`).toBe(true);
        }
      }
    },
  );

  it("holds no file that no class uses, and stays within the size budget", () => {
    const used = new Set(
      CAR_CLASSES.flatMap((cls) => (cls.images ?? []).map((image) => path.basename(image.path))),
    );
    const large = fs.readdirSync(CARS_DIR).filter((name) => name.endsWith(".jpg"));
    const small = fs.readdirSync(path.join(CARS_DIR, "480")).filter((name) => name.endsWith(".jpg"));
    expect(large.filter((name) => !used.has(name))).toEqual([]);
    expect(small.filter((name) => !used.has(name))).toEqual([]);
    const bytes = [
      ...large.map((name) => path.join(CARS_DIR, name)),
      ...small.map((name) => path.join(CARS_DIR, "480", name)),
    ]
      .map((file) => fs.statSync(file).size)
      .reduce((a, b) => a + b, 0);
    // docs/decisions/0004-vehicle-images.md: about 6 MB for all of them.
    expect(bytes).toBeLessThan(6.5 * 1024 * 1024);
  });
});

describe("jpegSize", () => {
  it("reads SOF0 and SOF2 frames and refuses what is not a JPEG", () => {
    const frame = (sof: number) =>
      Buffer.from([
        0xff,
        0xd8,
        0xff,
        0xe0,
        0x00,
        0x04,
        0x00,
        0x00,
        0xff,
        sof,
        0x00,
        0x11,
        0x08,
        0x01,
        0x2c,
        0x01,
        0xe0,
        0x03,
        0xff,
        0xd9,
      ]);
    expect(jpegSize(frame(0xc0))).toEqual({ width: 480, height: 300 });
    expect(jpegSize(frame(0xc2))).toEqual({ width: 480, height: 300 });
    expect(jpegSize(Buffer.from("\x89PNG\r\n\x1a\n", "latin1"))).toBeNull();
    expect(jpegSize(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBeNull();
  });
});
