import { describe, expect, it } from "vitest";
import { BRANCHES as SEED_BRANCHES } from "~/models/seed/branches";
import {
  directionsUrl,
  MAP_BOUNDS,
  MAP_HEIGHT,
  MAP_WIDTH,
  mapPins,
  NZ_OUTLINE,
  outlinePath,
  projectPoint,
} from "~/services/content/places/map";
import { branchMapPins } from "~/services/content/places/pages.server";

/** Issue 23 item 5: the branch map's projection, outline and pins. */

describe("map projection", () => {
  it("puts the map's corners at the corners of the drawing", () => {
    expect(projectPoint(MAP_BOUNDS.north, MAP_BOUNDS.west)).toEqual({ x: 0, y: 0 });
    const corner = projectPoint(MAP_BOUNDS.south, MAP_BOUNDS.east);
    expect(corner.x).toBeCloseTo(MAP_WIDTH, 0);
    expect(corner.y).toBeCloseTo(MAP_HEIGHT, 0);
  });

  it("draws north up and east right, a degree of longitude shorter than one of latitude", () => {
    const wellington = projectPoint(-41.29, 174.78);
    const auckland = projectPoint(-36.85, 174.76);
    const gisborne = projectPoint(-38.66, 178.02);
    expect(auckland.y).toBeLessThan(wellington.y);
    expect(gisborne.x).toBeGreaterThan(auckland.x);
    const oneDegreeEast = projectPoint(-41.29, 175.78).x - wellington.x;
    const oneDegreeSouth = projectPoint(-42.29, 174.78).y - wellington.y;
    expect(oneDegreeEast).toBeLessThan(oneDegreeSouth);
    expect(oneDegreeEast / oneDegreeSouth).toBeCloseTo(
      Math.cos((((MAP_BOUNDS.north + MAP_BOUNDS.south) / 2) * Math.PI) / 180),
      2,
    );
  });

  it("keeps New Zealand's outline and every branch inside the drawing", () => {
    const points = [
      ...NZ_OUTLINE.north,
      ...NZ_OUTLINE.south,
      ...NZ_OUTLINE.stewart,
      ...SEED_BRANCHES.map((branch) => [branch.lat, branch.lng] as const),
    ];
    for (const [lat, lng] of points) {
      const { x, y } = projectPoint(lat, lng);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(MAP_WIDTH);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(MAP_HEIGHT);
    }
    expect(
      outlinePath([
        [-41, 174],
        [-42, 175],
      ]),
    ).toMatch(/^M[\d.]+ [\d.]+ L[\d.]+ [\d.]+ Z$/);
  });
});

describe("map pins and directions", () => {
  it("gives every branch on the web a pin linking to its page, the current one marked", async () => {
    const pins = await branchMapPins("queenstown-airport");
    expect(pins.length).toBe(SEED_BRANCHES.filter((branch) => branch.showOnWeb !== false).length);
    for (const pin of pins) expect(pin.href).toBe(`/rental-car-locations/${pin.slug}/`);
    expect(pins.filter((pin) => pin.current).map((pin) => pin.slug)).toEqual(["queenstown-airport"]);
    expect((await branchMapPins()).some((pin) => pin.current)).toBe(false);
    const invercargill = pins.find((pin) => pin.slug.startsWith("invercargill"))!;
    const aucklandAirport = pins.find((pin) => pin.slug === "auckland-airport")!;
    expect(invercargill.y).toBeGreaterThan(aucklandAirport.y);
  });

  it("places a pin where the branch is", () => {
    const [pin] = mapPins([{ slug: "x", name: "X", href: "/x/", lat: -43.4861, lng: 172.5369 }], "x");
    expect(pin).toMatchObject({ ...projectPoint(-43.4861, 172.5369), current: true, name: "X" });
  });

  it("links directions to Google Maps with the branch's coordinates", () => {
    expect(directionsUrl(-43.4861, 172.5369)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=-43.4861,172.5369",
    );
  });
});
