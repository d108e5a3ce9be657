// Draws the vehicle photos the site shows, five per car class, as flat vector illustrations, and
// renders them to JPEG with Debian's Chromium through Playwright (no native image package).
//
//   npm run images:cars                  every class
//   npm run images:cars -- --only=A,16   some classes
//   npm run images:cars -- --svg         also keep the SVG sources in .cache/car-images/
//
// Output: public/cars/GROUP-{code}-{n}.jpg (960x600) and public/cars/480/GROUP-{code}-{n}.jpg
// (480x300). Image n shows the view the seed's alt text of image n describes
// (app/models/seed/car-classes.ts); see docs/decisions/0004-vehicle-images.md.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CAR_CLASSES, type CarClassSeed } from "../app/models/seed/car-classes";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(ROOT, "public", "cars");
const W = 960;
const H = 600;
const SIZES = [
  { width: 960, height: 600, dir: OUT_DIR },
  { width: 480, height: 300, dir: path.join(OUT_DIR, "480") },
] as const;
/** Flat colours hide JPEG artefacts; 62 keeps all 340 files under 6 MB (see the ADR). */
const JPEG_QUALITY = 62;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/* ------------------------------------------------------------------------------------------ */
/* Vectors, colours, polygons                                                                  */
/* ------------------------------------------------------------------------------------------ */

type V2 = [number, number];
type V3 = [number, number, number];

const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const mul = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const norm = (a: V3): V3 => mul(a, 1 / (Math.hypot(a[0], a[1], a[2]) || 1));
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
const lerp2 = (a: V2, b: V2, t: number): V2 => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
const centroid3 = (pts: V3[]): V3 => mul(pts.reduce(add, [0, 0, 0] as V3), 1 / pts.length);
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

function hexToRgb(hex: string): V3 {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function rgbToHex([r, g, b]: V3): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(clamp(c, 0, 255))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  return rgbToHex([lerp(ca[0], cb[0], t), lerp(ca[1], cb[1], t), lerp(ca[2], cb[2], t)]);
}
/** Lighter (k > 0, towards white) or darker (k < 0, towards a blue-black). */
function tone(hex: string, k: number): string {
  return k >= 0 ? mix(hex, "#ffffff", k) : mix(hex, "#0d1117", -k);
}

function signedArea(poly: V2[]): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    s += a[0] * b[1] - b[0] * a[1];
  }
  return s / 2;
}

/** Keeps the part of a polygon where a*x + b*y + c >= 0 (Sutherland-Hodgman, one plane). */
function clipHalf(poly: V2[], a: number, b: number, c: number): V2[] {
  const out: V2[] = [];
  const f = (p: V2) => a * p[0] + b * p[1] + c;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    const fp = f(p);
    const fq = f(q);
    if (fp >= 0) out.push(p);
    if (fp >= 0 !== fq >= 0) out.push(lerp2(p, q, fp / (fp - fq)));
  }
  return out;
}
const clipX = (poly: V2[], lo: number, hi: number) => clipHalf(clipHalf(poly, 1, 0, -lo), -1, 0, hi);
const clipY = (poly: V2[], lo: number, hi: number) => clipHalf(clipHalf(poly, 0, 1, -lo), 0, -1, hi);

/** Clips a polygon by a convex polygon. */
function clipConvex(poly: V2[], by: V2[]): V2[] {
  const ccw = signedArea(by) > 0;
  let out = poly;
  for (let i = 0; i < by.length && out.length > 0; i++) {
    const p = by[i];
    const q = by[(i + 1) % by.length];
    // Inside is on the left of p->q for a counter-clockwise polygon.
    let a = -(q[1] - p[1]);
    let b = q[0] - p[0];
    if (!ccw) {
      a = -a;
      b = -b;
    }
    out = clipHalf(out, a, b, -(a * p[0] + b * p[1]));
  }
  return out;
}

/** Moves every edge of a convex polygon inwards by d (one value, or one per edge). */
function inset(poly: V2[], d: number | number[]): V2[] {
  const pts = poly.filter((p, i) => {
    const q = poly[(i + 1) % poly.length];
    return Math.hypot(q[0] - p[0], q[1] - p[1]) > 1e-6;
  });
  const sign = signedArea(pts) > 0 ? 1 : -1;
  const lines = pts.map((p, i) => {
    const q = pts[(i + 1) % pts.length];
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
    const dir: V2 = [(q[0] - p[0]) / len, (q[1] - p[1]) / len];
    const n: V2 = [-dir[1] * sign, dir[0] * sign];
    const di = typeof d === "number" ? d : (d[poly.indexOf(p)] ?? d[0]);
    return { p: [p[0] + n[0] * di, p[1] + n[1] * di] as V2, dir };
  });
  const out: V2[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l1 = lines[(i - 1 + lines.length) % lines.length];
    const l2 = lines[i];
    const det = l1.dir[0] * l2.dir[1] - l1.dir[1] * l2.dir[0];
    if (Math.abs(det) < 1e-9) {
      out.push(l2.p);
      continue;
    }
    const t = ((l2.p[0] - l1.p[0]) * l2.dir[1] - (l2.p[1] - l1.p[1]) * l2.dir[0]) / det;
    out.push([l1.p[0] + l1.dir[0] * t, l1.p[1] + l1.dir[1] * t]);
  }
  return out;
}

function convexHull(points: V2[]): V2[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const crossZ = (o: V2, a: V2, b: V2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: V2[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && crossZ(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: V2[] = [];
  for (const p of [...pts].reverse()) {
    while (upper.length >= 2 && crossZ(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** Points of a circle (or arc) in 2D. */
function arc2(cx: number, cy: number, rx: number, ry: number, a0 = 0, a1 = Math.PI * 2, n = 28): V2[] {
  const out: V2[] = [];
  const closed = Math.abs(a1 - a0 - Math.PI * 2) < 1e-9;
  const steps = closed ? n : n + 1;
  for (let i = 0; i < steps; i++) {
    const t = a0 + ((a1 - a0) * i) / n;
    out.push([cx + rx * Math.cos(t), cy + ry * Math.sin(t)]);
  }
  return out;
}

/** A rectangle with rounded corners, as a polygon. */
function roundRect2(x0: number, y0: number, x1: number, y1: number, r: number, n = 5): V2[] {
  const rr = Math.min(r, (x1 - x0) / 2, (y1 - y0) / 2);
  return [
    ...arc2(x1 - rr, y0 + rr, rr, rr, -Math.PI / 2, 0, n),
    ...arc2(x1 - rr, y1 - rr, rr, rr, 0, Math.PI / 2, n),
    ...arc2(x0 + rr, y1 - rr, rr, rr, Math.PI / 2, Math.PI, n),
    ...arc2(x0 + rr, y0 + rr, rr, rr, Math.PI, Math.PI * 1.5, n),
  ];
}

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f1 = (n: number) => (Math.round(n * 10) / 10).toString();
const pathOf = (pts: V2[], closed = true) =>
  pts.length === 0 ? "" : `M${pts.map((p) => `${f1(p[0])} ${f1(p[1])}`).join("L")}${closed ? "Z" : ""}`;

/** A smooth closed-or-open curve through points (Catmull-Rom as cubic Béziers). */
function smoothPath(pts: V2[], tension = 1): string {
  let d = `M${f1(pts[0][0])} ${f1(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[Math.min(pts.length - 1, i + 2)];
    const c1: V2 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: V2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${f1(c1[0])} ${f1(c1[1])} ${f1(c2[0])} ${f1(c2[1])} ${f1(p2[0])} ${f1(p2[1])}`;
  }
  return d;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/* ------------------------------------------------------------------------------------------ */
/* A tiny flat-shaded 3D renderer that writes SVG                                             */
/* ------------------------------------------------------------------------------------------ */

class Camera {
  readonly f: V3;
  readonly r: V3;
  readonly u: V3;
  constructor(
    readonly eye: V3,
    target: V3,
  ) {
    this.f = norm(sub(target, eye));
    this.r = norm(cross(this.f, [0, 1, 0]));
    this.u = cross(this.r, this.f);
  }
  toCam(p: V3): V3 {
    const d = sub(p, this.eye);
    return [dot(d, this.r), dot(d, this.u), dot(d, this.f)];
  }
  project(p: V3): V2 {
    const c = this.toCam(p);
    const z = Math.max(c[2], 1e-3);
    return [c[0] / z, -c[1] / z];
  }
  /** Projects a polygon, clipped by the near plane (for cameras inside a room). */
  projectPoly(pts: V3[]): V2[] {
    const near = 0.05;
    const cam = pts.map((p) => this.toCam(p));
    const kept: V3[] = [];
    for (let i = 0; i < cam.length; i++) {
      const p = cam[i];
      const q = cam[(i + 1) % cam.length];
      if (p[2] >= near) kept.push(p);
      if (p[2] >= near !== q[2] >= near) {
        const t = (near - p[2]) / (q[2] - p[2]);
        kept.push([lerp(p[0], q[0], t), lerp(p[1], q[1], t), near]);
      }
    }
    return kept.map((c) => [c[0] / c[2], -c[1] / c[2]] as V2);
  }
  depth(p: V3): number {
    return Math.hypot(...sub(p, this.eye));
  }
}

type Item =
  | {
      kind: "poly";
      pts: V2[];
      fill: string;
      opacity?: number;
      stroke?: string;
      sw?: number;
      fit?: boolean;
      blur?: boolean;
    }
  | { kind: "line"; pts: V2[]; stroke: string; sw: number; opacity?: number; fit?: boolean }
  | { kind: "text"; o: V2; pu: V2; pv: V2; text: string; size: number; fill: string; weight?: number }
  | { kind: "clip"; pts: V2[] }
  | { kind: "endclip" };

type Decal =
  | { kind: "poly"; pts: V3[]; fill: string; opacity?: number; stroke?: string; sw?: number }
  | { kind: "line"; pts: V3[]; stroke: string; sw: number; opacity?: number }
  | { kind: "text"; o: V3; u: V3; v: V3; text: string; size: number; fill: string; weight?: number };

interface Face {
  pts: V3[];
  fill: string;
  /** Flat shading from the light; false keeps the colour as it is (glass, lamps). */
  shade?: boolean;
  decals?: Decal[];
  /** Outward normal; computed from the solid's centre when missing. */
  normal?: V3;
  stroke?: string;
}

interface Solid {
  faces: Face[];
  /** Drawing key: larger is drawn later. */
  order?: number;
}

const LIGHT = norm([-0.3, 1, 0.62]);

function shadeFactor(n: V3): number {
  const lam = dot(n, LIGHT);
  const k = (lam - 0.5) * 0.42;
  return k >= 0 ? k : k * 0.62;
}

function newell(pts: V3[]): V3 {
  let n: V3 = [0, 0, 0];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    n = add(n, [(a[1] - b[1]) * (a[2] + b[2]), (a[2] - b[2]) * (a[0] + b[0]), (a[0] - b[0]) * (a[1] + b[1])]);
  }
  return norm(n);
}

/** Gives every face an outward normal, pointing away from the solid's centre. */
function orient(faces: Face[], centre?: V3): Face[] {
  const c = centre ?? centroid3(faces.flatMap((f) => f.pts));
  for (const f of faces) {
    if (f.normal) continue;
    let n = newell(f.pts);
    if (dot(n, sub(centroid3(f.pts), c)) < 0) n = mul(n, -1);
    f.normal = n;
  }
  return faces;
}

class Scene {
  readonly items: Item[] = [];
  constructor(readonly cam: Camera) {}

  poly(pts: V3[], fill: string, extra: Partial<Extract<Item, { kind: "poly" }>> = {}) {
    const p = this.cam.projectPoly(pts);
    if (p.length >= 3) this.items.push({ kind: "poly", pts: p, fill, ...extra });
  }
  line(pts: V3[], stroke: string, sw: number, opacity?: number) {
    this.items.push({ kind: "line", pts: pts.map((p) => this.cam.project(p)), stroke, sw, opacity });
  }
  decal(d: Decal) {
    if (d.kind === "poly") this.poly(d.pts, d.fill, { opacity: d.opacity, stroke: d.stroke, sw: d.sw });
    else if (d.kind === "line") this.line(d.pts, d.stroke, d.sw, d.opacity);
    else
      this.items.push({
        kind: "text",
        o: this.cam.project(d.o),
        pu: this.cam.project(add(d.o, d.u)),
        pv: this.cam.project(add(d.o, d.v)),
        text: d.text,
        size: d.size,
        fill: d.fill,
        weight: d.weight,
      });
  }
  isVisible(f: Face): boolean {
    return dot(f.normal ?? [0, 0, 0], sub(this.cam.eye, centroid3(f.pts))) > 1e-6;
  }
  /** Draws a convex solid: visible faces only, farthest first, each followed by its decals. */
  solid(s: Solid, cull = true) {
    const faces = orient(s.faces);
    const visible = faces
      .filter((f) => !cull || this.isVisible(f))
      .map((f) => ({ f, d: this.cam.depth(centroid3(f.pts)) }))
      .sort((a, b) => b.d - a.d);
    for (const { f } of visible) {
      const fill = f.shade === false ? f.fill : tone(f.fill, shadeFactor(f.normal ?? [0, 1, 0]));
      this.poly(f.pts, fill, f.stroke ? { stroke: f.stroke, sw: 1 } : {});
      // "~0.1" in a decal means the face's own colour, 10 % lighter ("~-0.1": darker).
      const rel = (c: string) => (c.startsWith("~") ? tone(fill, parseFloat(c.slice(1))) : c);
      for (const d of f.decals ?? []) {
        if (d.kind === "poly") this.decal({ ...d, fill: rel(d.fill) });
        else if (d.kind === "line") this.decal({ ...d, stroke: rel(d.stroke) });
        else this.decal({ ...d, fill: rel(d.fill) });
      }
    }
  }
  clip(pts: V3[]) {
    this.items.push({ kind: "clip", pts: this.cam.projectPoly(pts) });
  }
  endClip() {
    this.items.push({ kind: "endclip" });
  }
}

interface Fit {
  /** Centre x and bottom y of the drawing, and the box it must fit in. */
  cx: number;
  bottom: number;
  maxW: number;
  maxH: number;
  /** Fit these projected points instead of everything. */
  to?: V2[];
  /** Centre vertically on cy instead of sitting on bottom. */
  cy?: number;
  /** A fixed lens instead of a fit: pixels per unit of the projection, centred on cx, cy. */
  scale?: number;
}

function renderItems(items: Item[], fit: Fit, idPrefix: string): string {
  let bx0 = Infinity;
  let by0 = Infinity;
  let bx1 = -Infinity;
  let by1 = -Infinity;
  const grow = (p: V2) => {
    bx0 = Math.min(bx0, p[0]);
    by0 = Math.min(by0, p[1]);
    bx1 = Math.max(bx1, p[0]);
    by1 = Math.max(by1, p[1]);
  };
  if (fit.to) fit.to.forEach(grow);
  else
    for (const it of items)
      if ((it.kind === "poly" || it.kind === "line") && it.fit !== false) it.pts.forEach(grow);
  const s = fit.scale ?? Math.min(fit.maxW / (bx1 - bx0), fit.maxH / (by1 - by0));
  const tx = fit.scale ? fit.cx : fit.cx - ((bx0 + bx1) / 2) * s;
  const ty = fit.scale
    ? (fit.cy ?? H / 2)
    : fit.cy !== undefined
      ? fit.cy - ((by0 + by1) / 2) * s
      : fit.bottom - by1 * s;
  const tp = (p: V2): V2 => [p[0] * s + tx, p[1] * s + ty];
  let out = "";
  let clipN = 0;
  for (const it of items) {
    if (it.kind === "poly") {
      const attrs = [
        `d="${pathOf(it.pts.map(tp))}"`,
        `fill="${it.fill}"`,
        it.opacity !== undefined ? `opacity="${it.opacity}"` : "",
        it.stroke ? `stroke="${it.stroke}" stroke-width="${it.sw ?? 1}" stroke-linejoin="round"` : "",
        it.blur ? `filter="url(#${idPrefix}blur)"` : "",
      ];
      out += `<path ${attrs.filter(Boolean).join(" ")}/>`;
    } else if (it.kind === "line") {
      out += `<path d="${pathOf(it.pts.map(tp), false)}" fill="none" stroke="${it.stroke}" stroke-width="${f1(it.sw)}" stroke-linecap="round" stroke-linejoin="round"${it.opacity !== undefined ? ` opacity="${it.opacity}"` : ""}/>`;
    } else if (it.kind === "text") {
      const o = tp(it.o);
      const pu = tp(it.pu);
      const pv = tp(it.pv);
      const m = [pu[0] - o[0], pu[1] - o[1], o[0] - pv[0], o[1] - pv[1], o[0], o[1]].map((n) => n.toFixed(3));
      out += `<text transform="matrix(${m.join(" ")})" font-family="${FONT}" font-size="${it.size}" font-weight="${
        it.weight ?? 700
      }" text-anchor="middle" dominant-baseline="central" fill="${it.fill}">${esc(it.text)}</text>`;
    } else if (it.kind === "clip") {
      const id = `${idPrefix}c${clipN++}`;
      out += `<clipPath id="${id}"><path d="${pathOf(it.pts.map(tp))}"/></clipPath><g clip-path="url(#${id})">`;
    } else {
      out += "</g>";
    }
  }
  return out;
}

/* ------------------------------------------------------------------------------------------ */
/* Vehicles                                                                                    */
/* ------------------------------------------------------------------------------------------ */

type Kind =
  | "smallHatch"
  | "hatch"
  | "sedan"
  | "liftback"
  | "evHatch"
  | "compactSuv"
  | "coupeSuv"
  | "suv"
  | "evSuv"
  | "evSuvPremium"
  | "suv7"
  | "fourByFour"
  | "ute"
  | "mpv"
  | "peopleMover"
  | "minibus"
  | "minibusLong"
  | "van"
  | "glamper"
  | "trailer";

interface Look {
  paint: string;
  trim: string;
  glass: string;
  glassHi: string;
  rim: string;
  plate: string;
  ev: boolean;
  hybrid: boolean;
  mystery: boolean;
}

interface CarSpec {
  kind: Kind;
  L: number;
  W: number;
  clr: number;
  R: number;
  axles: [number, number];
  bumperF: number;
  noseX: number;
  noseY: number;
  cowlX: number;
  belt: number;
  /** Sedan boot lid: where it starts (the rear window's foot) and its height at the tail. */
  deck?: [number, number];
  bumperR: number;
  wsX: number;
  rfX: number;
  roof: number;
  rrX: number;
  rgX: number;
  cabinHw: [number, number];
  panes: [number, number][];
  doorLines: number[];
  slidingDoor?: [number, number];
  cladding: boolean;
  roofRails: boolean;
  roofRack: boolean;
  spareWheel: boolean;
  grille: "ev" | "slim" | "wide" | "big" | "van";
  opening: "hatch" | "trunk" | "barn" | "tray";
  /** Ute: the cab ends here and the tray begins. */
  cabEnd?: number;
}

function specFor(kind: Kind): CarSpec {
  const base = {
    kind,
    cladding: false,
    roofRails: false,
    roofRack: false,
    spareWheel: false,
    grille: "slim" as CarSpec["grille"],
    opening: "hatch" as CarSpec["opening"],
    noseX: 0.15,
    bumperF: 0.46,
    bumperR: 0.48,
  };
  const doors = (axles: [number, number], R: number, split: number) => [
    axles[0] + R + 0.2,
    split,
    axles[1] - R * 1.18,
  ];
  switch (kind) {
    case "smallHatch":
      return {
        ...base,
        L: 3.9,
        W: 1.72,
        clr: 0.15,
        R: 0.31,
        axles: [0.78, 3.22],
        noseY: 0.72,
        cowlX: 1.2,
        belt: 0.93,
        wsX: 1.12,
        rfX: 1.92,
        roof: 1.5,
        rrX: 3.5,
        rgX: 3.82,
        cabinHw: [0.82, 0.65],
        panes: [
          [-9, 2.44],
          [2.52, 3.28],
        ],
        doorLines: doors([0.78, 3.22], 0.31, 2.48),
      };
    case "hatch":
      return {
        ...base,
        L: 4.37,
        W: 1.79,
        clr: 0.14,
        R: 0.32,
        axles: [0.9, 3.55],
        noseY: 0.7,
        noseX: 0.17,
        cowlX: 1.42,
        belt: 0.94,
        wsX: 1.32,
        rfX: 2.24,
        roof: 1.45,
        rrX: 3.82,
        rgX: 4.24,
        cabinHw: [0.85, 0.66],
        panes: [
          [-9, 2.7],
          [2.78, 3.6],
        ],
        doorLines: doors([0.9, 3.55], 0.32, 2.74),
      };
    case "sedan":
      return {
        ...base,
        opening: "trunk",
        L: 4.72,
        W: 1.8,
        clr: 0.14,
        R: 0.33,
        axles: [0.95, 3.75],
        noseY: 0.7,
        noseX: 0.18,
        cowlX: 1.48,
        belt: 0.93,
        deck: [4.02, 0.99],
        wsX: 1.38,
        rfX: 2.28,
        roof: 1.44,
        rrX: 3.3,
        rgX: 4.05,
        cabinHw: [0.86, 0.67],
        panes: [
          [-9, 2.82],
          [2.9, 3.55],
        ],
        doorLines: doors([0.95, 3.75], 0.33, 2.86),
      };
    case "liftback":
      return {
        ...base,
        L: 4.57,
        W: 1.76,
        clr: 0.14,
        R: 0.32,
        axles: [0.92, 3.62],
        noseY: 0.68,
        noseX: 0.2,
        cowlX: 1.45,
        belt: 0.92,
        wsX: 1.35,
        rfX: 2.2,
        roof: 1.47,
        rrX: 2.95,
        rgX: 4.42,
        cabinHw: [0.84, 0.66],
        panes: [
          [-9, 2.75],
          [2.83, 3.55],
        ],
        doorLines: doors([0.92, 3.62], 0.32, 2.79),
      };
    case "evHatch":
      return {
        ...base,
        grille: "ev",
        L: 4.48,
        W: 1.79,
        clr: 0.15,
        R: 0.33,
        axles: [0.9, 3.6],
        noseY: 0.74,
        cowlX: 1.35,
        belt: 0.96,
        wsX: 1.26,
        rfX: 2.1,
        roof: 1.54,
        rrX: 3.92,
        rgX: 4.3,
        cabinHw: [0.85, 0.67],
        panes: [
          [-9, 2.66],
          [2.74, 3.62],
        ],
        doorLines: doors([0.9, 3.6], 0.33, 2.7),
      };
    case "compactSuv":
      return {
        ...base,
        cladding: true,
        roofRails: true,
        grille: "big",
        bumperF: 0.55,
        bumperR: 0.55,
        L: 4.36,
        W: 1.81,
        clr: 0.2,
        R: 0.35,
        axles: [0.9, 3.57],
        noseY: 0.86,
        cowlX: 1.36,
        belt: 1.05,
        wsX: 1.3,
        rfX: 2.06,
        roof: 1.64,
        rrX: 3.95,
        rgX: 4.25,
        cabinHw: [0.86, 0.7],
        panes: [
          [-9, 2.62],
          [2.7, 3.62],
        ],
        doorLines: doors([0.9, 3.57], 0.35, 2.66),
      };
    case "coupeSuv":
      return {
        ...base,
        cladding: true,
        grille: "wide",
        bumperF: 0.55,
        bumperR: 0.56,
        L: 4.39,
        W: 1.8,
        clr: 0.19,
        R: 0.36,
        axles: [0.9, 3.54],
        noseY: 0.84,
        cowlX: 1.38,
        belt: 1.04,
        wsX: 1.32,
        rfX: 2.12,
        roof: 1.56,
        rrX: 3.4,
        rgX: 4.26,
        cabinHw: [0.85, 0.66],
        panes: [
          [-9, 2.62],
          [2.7, 3.45],
        ],
        doorLines: doors([0.9, 3.54], 0.36, 2.66),
      };
    case "suv":
      return {
        ...base,
        cladding: true,
        roofRails: true,
        grille: "big",
        bumperF: 0.58,
        bumperR: 0.58,
        L: 4.6,
        W: 1.86,
        clr: 0.21,
        R: 0.37,
        axles: [0.95, 3.65],
        noseY: 0.92,
        noseX: 0.13,
        cowlX: 1.42,
        belt: 1.1,
        wsX: 1.36,
        rfX: 2.1,
        roof: 1.72,
        rrX: 4.2,
        rgX: 4.48,
        cabinHw: [0.89, 0.73],
        panes: [
          [-9, 2.72],
          [2.8, 3.8],
        ],
        doorLines: doors([0.95, 3.65], 0.37, 2.76),
      };
    case "evSuv":
      return {
        ...base,
        cladding: true,
        grille: "ev",
        bumperF: 0.56,
        bumperR: 0.56,
        L: 4.45,
        W: 1.88,
        clr: 0.18,
        R: 0.36,
        axles: [0.92, 3.64],
        noseY: 0.86,
        cowlX: 1.4,
        belt: 1.06,
        wsX: 1.32,
        rfX: 2.1,
        roof: 1.62,
        rrX: 3.95,
        rgX: 4.3,
        cabinHw: [0.89, 0.72],
        panes: [
          [-9, 2.7],
          [2.78, 3.7],
        ],
        doorLines: doors([0.92, 3.64], 0.36, 2.74),
      };
    case "evSuvPremium":
      return {
        ...base,
        grille: "ev",
        bumperF: 0.52,
        bumperR: 0.55,
        L: 4.75,
        W: 1.92,
        clr: 0.17,
        R: 0.37,
        axles: [0.98, 3.88],
        noseY: 0.8,
        noseX: 0.22,
        cowlX: 1.48,
        belt: 1.02,
        wsX: 1.36,
        rfX: 2.3,
        roof: 1.62,
        rrX: 3.72,
        rgX: 4.56,
        cabinHw: [0.9, 0.7],
        panes: [
          [-9, 2.92],
          [3.0, 3.85],
        ],
        doorLines: doors([0.98, 3.88], 0.37, 2.96),
      };
    case "suv7":
      return {
        ...base,
        cladding: true,
        roofRails: true,
        grille: "big",
        bumperF: 0.6,
        bumperR: 0.58,
        L: 4.92,
        W: 1.9,
        clr: 0.2,
        R: 0.37,
        axles: [0.98, 3.8],
        noseY: 0.94,
        noseX: 0.12,
        cowlX: 1.45,
        belt: 1.12,
        wsX: 1.4,
        rfX: 2.15,
        roof: 1.76,
        rrX: 4.58,
        rgX: 4.82,
        cabinHw: [0.91, 0.75],
        panes: [
          [-9, 2.62],
          [2.7, 3.72],
          [3.8, 4.6],
        ],
        doorLines: doors([0.98, 3.8], 0.37, 2.66),
      };
    case "fourByFour":
      return {
        ...base,
        roofRack: true,
        grille: "big",
        bumperF: 0.62,
        bumperR: 0.62,
        L: 4.85,
        W: 1.88,
        clr: 0.25,
        R: 0.39,
        axles: [0.9, 3.7],
        noseY: 1.0,
        noseX: 0.07,
        cowlX: 1.5,
        belt: 1.16,
        wsX: 1.46,
        rfX: 2.06,
        roof: 1.86,
        rrX: 4.72,
        rgX: 4.84,
        cabinHw: [0.91, 0.82],
        panes: [
          [-9, 2.62],
          [2.7, 3.65],
          [3.73, 4.7],
        ],
        doorLines: doors([0.9, 3.7], 0.39, 2.66),
      };
    case "ute":
      return {
        ...base,
        opening: "tray",
        grille: "big",
        bumperF: 0.64,
        bumperR: 0.62,
        L: 5.33,
        W: 1.86,
        clr: 0.27,
        R: 0.39,
        axles: [0.95, 4.0],
        noseY: 1.02,
        noseX: 0.07,
        cowlX: 1.56,
        belt: 1.18,
        wsX: 1.5,
        rfX: 2.1,
        roof: 1.8,
        rrX: 3.15,
        rgX: 3.2,
        cabEnd: 3.24,
        cabinHw: [0.9, 0.8],
        panes: [
          [-9, 2.36],
          [2.44, 3.1],
        ],
        doorLines: [1.6, 2.4, 3.2],
      };
    case "mpv":
      return {
        ...base,
        L: 4.65,
        W: 1.77,
        clr: 0.15,
        R: 0.32,
        axles: [0.9, 3.66],
        noseY: 0.78,
        noseX: 0.16,
        cowlX: 1.22,
        belt: 0.97,
        wsX: 1.15,
        rfX: 2.0,
        roof: 1.56,
        rrX: 4.32,
        rgX: 4.56,
        cabinHw: [0.84, 0.68],
        panes: [
          [-9, 2.48],
          [2.56, 3.52],
          [3.6, 4.4],
        ],
        doorLines: doors([0.9, 3.66], 0.32, 2.52),
      };
    case "peopleMover":
      return {
        ...base,
        cladding: false,
        grille: "wide",
        bumperF: 0.55,
        bumperR: 0.55,
        L: 5.15,
        W: 1.99,
        clr: 0.17,
        R: 0.37,
        axles: [0.98, 4.05],
        noseY: 0.92,
        noseX: 0.16,
        cowlX: 1.36,
        belt: 1.06,
        wsX: 1.3,
        rfX: 2.2,
        roof: 1.78,
        rrX: 4.9,
        rgX: 5.1,
        cabinHw: [0.95, 0.8],
        panes: [
          [-9, 2.46],
          [2.54, 3.62],
          [3.7, 4.85],
        ],
        doorLines: [1.56, 2.5],
        slidingDoor: [2.5, 3.62],
      };
    case "minibus":
    case "minibusLong":
    case "van": {
      const long = kind === "minibusLong";
      const L = long ? 5.38 : 4.84;
      const axles: [number, number] = long ? [0.82, 3.92] : [0.8, 3.65];
      const panes: [number, number][] =
        kind === "van"
          ? [[-9, 1.38]]
          : long
            ? [
                [-9, 1.38],
                [1.46, 2.62],
                [2.7, 3.62],
                [3.7, 4.6],
                [4.68, 9],
              ]
            : [
                [-9, 1.38],
                [1.46, 2.62],
                [2.7, 3.62],
                [3.7, 9],
              ];
      return {
        ...base,
        grille: "van",
        opening: kind === "van" ? "barn" : "hatch",
        bumperF: 0.58,
        bumperR: 0.56,
        L,
        W: 1.9,
        clr: 0.2,
        R: 0.35,
        axles,
        noseY: 1.02,
        noseX: 0.12,
        cowlX: 0.52,
        belt: 1.1,
        wsX: 0.46,
        rfX: 1.28,
        roof: long ? 2.3 : 2.1,
        rrX: L - 0.04,
        rgX: L,
        cabinHw: [0.93, 0.86],
        panes,
        doorLines: [1.42],
        slidingDoor: [1.42, 2.66],
      };
    }
    default:
      throw new Error(`no car spec for ${kind}`);
  }
}

type Attachment =
  | { type: "solids"; anchor: V3; where: Where; solids: Solid[] }
  | {
      type: "wheel";
      anchor: V3;
      where: Where;
      c: V3;
      R: number;
      width: number;
      side: 1 | -1;
      axis: "x" | "z";
      rim: string;
      tyre?: string;
      cover?: string;
    };
type Where = "left" | "right" | "rear" | "front" | "top" | "always-before" | "always-after";

interface Vehicle {
  body: Solid[];
  attachments: Attachment[];
  L: number;
  hw: number;
  roof: number;
  /** Ground shadow: x0, x1, half width. */
  footprint: [number, number, number];
  spec?: CarSpec;
  look: Look;
  /** Every 3D point the vehicle uses, for the fit. */
  offset: number;
}

const LAMP = "#eef4f8";
const LAMP_IN = "#a9bccb";
const TAIL = "#c0202c";
const TAIL_DARK = "#7d1019";
const DARK = "#15181c";

function box(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  fill: string,
  decals: Partial<Record<"top" | "front" | "rear" | "left" | "right" | "bottom", Decal[]>> = {},
): Solid {
  const p = (x: number, y: number, z: number): V3 => [x, y, z];
  const faces: Face[] = [
    {
      pts: [p(x0, y1, z0), p(x1, y1, z0), p(x1, y1, z1), p(x0, y1, z1)],
      fill,
      normal: [0, 1, 0],
      decals: decals.top,
    },
    {
      pts: [p(x0, y0, z0), p(x0, y0, z1), p(x1, y0, z1), p(x1, y0, z0)],
      fill,
      normal: [0, -1, 0],
      decals: decals.bottom,
    },
    {
      pts: [p(x0, y0, z0), p(x0, y1, z0), p(x0, y1, z1), p(x0, y0, z1)],
      fill,
      normal: [-1, 0, 0],
      decals: decals.front,
    },
    {
      pts: [p(x1, y0, z0), p(x1, y0, z1), p(x1, y1, z1), p(x1, y1, z0)],
      fill,
      normal: [1, 0, 0],
      decals: decals.rear,
    },
    {
      pts: [p(x0, y0, z1), p(x0, y1, z1), p(x1, y1, z1), p(x1, y0, z1)],
      fill,
      normal: [0, 0, 1],
      decals: decals.left,
    },
    {
      pts: [p(x0, y0, z0), p(x1, y0, z0), p(x1, y1, z0), p(x0, y1, z0)],
      fill,
      normal: [0, 0, -1],
      decals: decals.right,
    },
  ];
  return { faces };
}

interface Prism {
  profile: V2[];
  tags: string[];
  hw: (y: number) => number;
}

/** A profile extruded across the width (tapered by hw(y)): two side faces and one strip per edge. */
function prismFaces(
  pr: Prism,
  fill: (tag: string) => string,
  side: (s: 1 | -1) => Decal[],
  strip: (tag: string, a: V2, b: V2) => { decals?: Decal[]; fill?: string; shade?: boolean } = () => ({}),
): Face[] {
  const faces: Face[] = [];
  const n = pr.profile.length;
  for (const s of [1, -1] as const) {
    faces.push({
      pts: pr.profile.map(([x, y]) => [x, y, s * pr.hw(y)] as V3),
      fill: fill("side"),
      decals: side(s),
    });
  }
  for (let i = 0; i < n; i++) {
    const a = pr.profile[i];
    const b = pr.profile[(i + 1) % n];
    if (Math.hypot(b[0] - a[0], b[1] - a[1]) < 1e-6) continue;
    const tag = pr.tags[i];
    const extra = strip(tag, a, b);
    faces.push({
      pts: [
        [a[0], a[1], pr.hw(a[1])],
        [b[0], b[1], pr.hw(b[1])],
        [b[0], b[1], -pr.hw(b[1])],
        [a[0], a[1], -pr.hw(a[1])],
      ],
      fill: extra.fill ?? fill(tag),
      shade: extra.shade,
      decals: extra.decals,
    });
  }
  const c = centroid3(pr.profile.map(([x, y]) => [x, y, 0] as V3));
  return orient(faces, c);
}

/** A point on a strip face: u across the width (0 = -z side), v along the edge from a to b. */
function stripPt(hw: (y: number) => number, a: V2, b: V2, u: number, v: number): V3 {
  const [x, y] = lerp2(a, b, v);
  return [x, y, lerp(-hw(y), hw(y), u)];
}
function stripPoly(hw: (y: number) => number, a: V2, b: V2, uv: V2[]): V3[] {
  return uv.map(([u, v]) => stripPt(hw, a, b, u, v));
}
/** Mirror of a (u, v) polygon across the face's centre line. */
const mirrorU = (uv: V2[]): V2[] => uv.map(([u, v]) => [1 - u, v] as V2);
const rectUV = (u0: number, u1: number, v0: number, v1: number): V2[] => [
  [u0, v0],
  [u1, v0],
  [u1, v1],
  [u0, v1],
];

/** A number plate centred at c on a face whose "up" and "right" (as seen from outside) are given. */
function plate(c: V3, up: V3, right: V3, text: string, w = 0.44, h = 0.12): Decal[] {
  const corner = (su: number, sv: number) => add(add(c, mul(right, (su * w) / 2)), mul(up, (sv * h) / 2));
  return [
    {
      kind: "poly",
      pts: [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)],
      fill: "#f7f7f2",
      stroke: "#222",
      sw: 0.8,
    },
    { kind: "text", o: c, u: right, v: up, text, size: h * 0.62, fill: "#111", weight: 700 },
  ];
}

function glassPanes(
  outline: V2[],
  panes: [number, number][],
  toV3: (p: V2) => V3,
  look: Look,
  insetBy: number,
): Decal[] {
  const out: Decal[] = [];
  const inner = inset(outline, insetBy);
  const x0 = Math.min(...panes.map((p) => p[0]));
  const x1 = Math.max(...panes.map((p) => p[1]));
  const dlo = clipX(inset(outline, insetBy * 0.55), x0, x1 + 0.05);
  if (dlo.length >= 3) out.push({ kind: "poly", pts: dlo.map(toV3), fill: DARK });
  for (const [a, b] of panes) {
    const pane = clipX(inner, a, b);
    if (pane.length < 3) continue;
    out.push({ kind: "poly", pts: pane.map(toV3), fill: look.glass });
    // A soft diagonal reflection across the pane.
    const minX = Math.min(...pane.map((p) => p[0]));
    const band = clipHalf(clipHalf(pane, 1, 0.7, -(minX + 0.25 + 0.9)), -1, -0.7, minX + 0.55 + 0.9);
    if (band.length >= 3) out.push({ kind: "poly", pts: band.map(toV3), fill: look.glassHi, opacity: 0.55 });
  }
  return out;
}

function buildCar(spec: CarSpec, look: Look): Vehicle {
  const { L, W, clr, R, belt, roof } = spec;
  const hw = W / 2;
  const cabEnd = spec.cabEnd ?? L;
  const tailTop = spec.deck ? spec.deck[1] : belt;
  // Lower body, clockwise from the front of the bumper's foot.
  const lower: [number, number, string][] = [
    [0.09, clr, "bumperF"],
    [0, spec.bumperF, "nose"],
    [spec.noseX, spec.noseY, "hood"],
    [spec.cowlX, belt, "belt"],
  ];
  if (spec.cabEnd) {
    lower.push([cabEnd, belt + 0.01, "cabBack"], [cabEnd, clr + 0.06, "bottom"]);
  } else {
    if (spec.deck) lower.push([spec.deck[0], belt + 0.02, "deck"]);
    lower.push(
      [L - 0.1, tailTop, "tailTop"],
      [L, tailTop - 0.09, "tail"],
      [L, spec.bumperR, "bumperR"],
      [L - 0.08, clr, "bottom"],
    );
  }
  const lowerPr: Prism = {
    profile: lower.map(([x, y]) => [x, y]),
    tags: lower.map((p) => p[2]),
    hw: () => hw,
  };
  const cabin: [number, number, string][] = [
    [spec.wsX, belt, "windshield"],
    [spec.rfX, roof - 0.045, "roofF"],
    [spec.rfX + 0.3, roof, "roof"],
    [spec.rrX - 0.22, roof, "roofR"],
    [spec.rrX, roof - 0.05, "rearGlass"],
    [spec.rgX, belt, "cabinBottom"],
  ];
  const [hwB, hwT] = spec.cabinHw;
  const cabinPr: Prism = {
    profile: cabin.map(([x, y]) => [x, y]),
    tags: cabin.map((p) => p[2]),
    hw: (y) => lerp(hwB, hwT, clamp((y - belt) / (roof - belt), 0, 1)),
  };
  const arch = (x: number): V2[] => arc2(x, R, R * 1.16, R * 1.16, 0, Math.PI * 2, 32);

  const sideDecals = (s: 1 | -1): Decal[] => {
    const to = ([x, y]: V2): V3 => [x, y, s * hw];
    const out: Decal[] = [];
    const sidePoly = lowerPr.profile;
    // A darker lower band gives the flat side some shape.
    const band = clipY(sidePoly, -1, clr + (belt - clr) * 0.36);
    out.push({ kind: "poly", pts: band.map(to), fill: spec.cladding ? look.trim : "~-0.12" });
    if (spec.cladding) {
      for (const x of spec.axles) {
        const ring = clipConvex(arc2(x, R, R * 1.32, R * 1.32, 0, Math.PI * 2, 32), sidePoly);
        if (ring.length >= 3) out.push({ kind: "poly", pts: ring.map(to), fill: look.trim });
      }
    }
    // Shoulder highlight.
    const shoulder = clipY(sidePoly, belt - 0.14, belt - 0.1);
    if (shoulder.length >= 3) out.push({ kind: "poly", pts: shoulder.map(to), fill: "~0.1" });
    for (const x of spec.axles) {
      const a = clipConvex(arch(x), sidePoly);
      if (a.length >= 3) out.push({ kind: "poly", pts: a.map(to), fill: DARK });
    }
    // Door shut lines and handles.
    const [, d1, d2] = spec.doorLines;
    for (const x of spec.doorLines) {
      const bottom = x > spec.axles[1] - R * 1.3 && x < spec.axles[1] + R * 1.3 ? R * 2.3 : clr + 0.1;
      out.push({
        kind: "line",
        pts: [to([x + 0.03, belt - 0.01]), to([x, bottom])],
        stroke: "~-0.3",
        sw: 1.4,
      });
    }
    if (spec.slidingDoor) {
      const [a, b] = spec.slidingDoor;
      out.push({ kind: "line", pts: [to([b, belt - 0.01]), to([b, clr + 0.1])], stroke: "~-0.3", sw: 1.4 });
      out.push({
        kind: "line",
        pts: [to([a + 0.05, belt - 0.16]), to([b - 0.05, belt - 0.16])],
        stroke: "~-0.2",
        sw: 1.2,
      });
    }
    const handleY = belt - 0.1;
    const handles = [
      d1 !== undefined ? d1 - 0.24 : undefined,
      spec.slidingDoor ? spec.slidingDoor[0] + 0.2 : d2 !== undefined ? d2 - 0.22 : undefined,
    ];
    for (const hx of handles) {
      if (hx === undefined || hx > cabEnd) continue;
      out.push({
        kind: "poly",
        pts: roundRect2(hx - 0.08, handleY - 0.02, hx + 0.08, handleY + 0.02, 0.02, 3).map(to),
        fill: "~-0.25",
      });
    }
    // Lamps wrapping round the corners.
    out.push({
      kind: "poly",
      pts: (
        [
          [0.07, spec.noseY - 0.15],
          [0.5, spec.noseY - 0.02 + (0.4 * (belt - spec.noseY)) / (spec.cowlX - spec.noseX)],
          [0.42, spec.noseY - 0.1],
          [0.05, spec.noseY - 0.2],
        ] as V2[]
      ).map(to),
      fill: LAMP,
    });
    if (!spec.cabEnd && spec.grille !== "van") {
      out.push({
        kind: "poly",
        pts: (
          [
            [L - 0.02, tailTop - 0.14],
            [L - 0.36, tailTop - 0.05],
            [L - 0.38, tailTop - 0.14],
            [L - 0.02, tailTop - 0.26],
          ] as V2[]
        ).map(to),
        fill: TAIL,
      });
    }
    // Fuel flap or charging port on the rear quarter.
    const fx = spec.cabEnd ? spec.axles[0] + R * 1.5 : spec.axles[1] - R * 1.55;
    if (s === (look.ev ? 1 : -1) || spec.kind === "ute") {
      out.push({
        kind: "poly",
        pts: roundRect2(fx - 0.09, belt - 0.28, fx + 0.09, belt - 0.12, 0.03, 3).map(to),
        fill: "~-0.08",
        stroke: look.ev ? "#1b8f6a" : undefined,
        sw: 1,
      });
    }
    if (look.mystery) {
      const mx = (spec.doorLines[0] + (spec.doorLines[2] ?? spec.doorLines[1])) / 2;
      out.push({
        kind: "text",
        o: [mx, (belt + clr) / 2 + 0.04, s * (hw + 0.001)],
        u: [s, 0, 0],
        v: [0, 1, 0],
        text: "?",
        size: 0.56,
        fill: "#ffcc00",
        weight: 900,
      });
    }
    if (look.hybrid || look.ev) {
      const bx = spec.cabEnd ? 0.75 : spec.axles[0] + R * 1.45;
      out.push({
        kind: "text",
        o: [bx, belt - 0.1, s * (hw + 0.001)],
        u: [s, 0, 0],
        v: [0, 1, 0],
        text: look.ev ? "⚡ EV" : "HYBRID",
        size: 0.07,
        fill: look.ev ? "#0f7b5a" : "#2a6fb0",
        weight: 700,
      });
    }
    return out;
  };

  const lowerFaces = prismFaces(
    lowerPr,
    (tag) => (tag === "bottom" ? DARK : look.paint),
    sideDecals,
    (tag, a, b) => {
      const hwf = lowerPr.hw;
      const up: V3 = norm([b[0] - a[0], b[1] - a[1], 0]);
      const upOut = up[1] >= 0 ? up : mul(up, -1);
      if (tag === "nose") {
        const d: Decal[] = [];
        const head: V2[] = [
          [0.03, 0.3],
          [0.26, 0.38],
          [0.3, 0.85],
          [0.04, 0.95],
        ];
        const headIn: V2[] = [
          [0.08, 0.48],
          [0.2, 0.52],
          [0.22, 0.78],
          [0.09, 0.82],
        ];
        for (const uv of [head, mirrorU(head)])
          d.push({ kind: "poly", pts: stripPoly(hwf, a, b, uv), fill: LAMP });
        for (const uv of [headIn, mirrorU(headIn)])
          d.push({ kind: "poly", pts: stripPoly(hwf, a, b, uv), fill: LAMP_IN });
        if (spec.grille === "ev") {
          d.push({ kind: "poly", pts: stripPoly(hwf, a, b, rectUV(0.3, 0.7, 0.7, 0.78)), fill: "~-0.25" });
        } else {
          const g =
            spec.grille === "big"
              ? rectUV(0.3, 0.7, 0.02, 0.92)
              : spec.grille === "van"
                ? rectUV(0.3, 0.7, 0.15, 0.75)
                : rectUV(0.33, 0.67, 0.1, 0.6);
          d.push({ kind: "poly", pts: stripPoly(hwf, a, b, g), fill: look.trim });
          for (let i = 1; i < 4; i++) {
            const v = lerp(g[0][1], g[2][1], i / 4);
            d.push({
              kind: "line",
              pts: stripPoly(hwf, a, b, [
                [g[0][0] + 0.01, v],
                [g[1][0] - 0.01, v],
              ]),
              stroke: "#3a4048",
              sw: 1.2,
            });
          }
        }
        d.push({
          kind: "poly",
          pts: stripPoly(
            hwf,
            a,
            b,
            arc2(0.5, spec.grille === "ev" ? 0.45 : 0.78, 0.025, 0.11, 0, Math.PI * 2, 12),
          ),
          fill: "#d8dde2",
        });
        return { decals: d };
      }
      if (tag === "bumperF") {
        const d: Decal[] = [
          {
            kind: "poly",
            pts: stripPoly(hwf, a, b, [
              [0.2, 0.02],
              [0.8, 0.02],
              [0.74, 0.3],
              [0.26, 0.3],
            ]),
            fill: look.trim,
          },
        ];
        d.push(...plate(stripPt(hwf, a, b, 0.5, 0.58), upOut, [0, 0, 1], look.plate));
        for (const uv of [rectUV(0.08, 0.16, 0.25, 0.4), mirrorU(rectUV(0.08, 0.16, 0.25, 0.4))])
          d.push({ kind: "poly", pts: stripPoly(hwf, a, b, uv), fill: "#d9dde0" });
        return { decals: d };
      }
      if (tag === "tail") {
        const d: Decal[] = [];
        const lamp: V2[] = [
          [0.0, 0.0],
          [0.22, 0.02],
          [0.22, 0.42],
          [0.0, 0.55],
        ];
        for (const uv of [lamp, mirrorU(lamp)])
          d.push({ kind: "poly", pts: stripPoly(hwf, a, b, uv), fill: TAIL });
        for (const uv of [rectUV(0.04, 0.18, 0.12, 0.22), mirrorU(rectUV(0.04, 0.18, 0.12, 0.22))])
          d.push({ kind: "poly", pts: stripPoly(hwf, a, b, uv), fill: TAIL_DARK });
        if (spec.opening === "barn")
          d.push({
            kind: "line",
            pts: stripPoly(hwf, a, b, [
              [0.5, 0],
              [0.5, 1],
            ]),
            stroke: "~-0.35",
            sw: 1.4,
          });
        d.push(...plate(stripPt(hwf, a, b, 0.5, 0.62), upOut, [0, 0, -1], look.plate));
        d.push({
          kind: "poly",
          pts: stripPoly(hwf, a, b, arc2(0.5, 0.22, 0.03, 0.06, 0, Math.PI * 2, 12)),
          fill: "#d8dde2",
        });
        return { decals: d };
      }
      if (tag === "bumperR") {
        return {
          decals: [
            { kind: "poly", pts: stripPoly(hwf, a, b, rectUV(0.12, 0.88, 0.55, 1)), fill: look.trim },
            { kind: "poly", pts: stripPoly(hwf, a, b, rectUV(0.05, 0.13, 0.2, 0.4)), fill: TAIL_DARK },
            {
              kind: "poly",
              pts: stripPoly(hwf, a, b, mirrorU(rectUV(0.05, 0.13, 0.2, 0.4))),
              fill: TAIL_DARK,
            },
          ],
        };
      }
      if (tag === "deck") {
        return {
          decals: [
            {
              kind: "line",
              pts: stripPoly(hwf, a, b, [
                [0.06, 0.06],
                [0.94, 0.06],
              ]),
              stroke: "~-0.25",
              sw: 1,
            },
          ],
        };
      }
      if (tag === "hood" && look.mystery) {
        const c = stripPt(hwf, a, b, 0.5, 0.55);
        return {
          decals: [
            {
              kind: "text",
              o: c,
              u: [0, 0, 1],
              v: mul(up, -1),
              text: "?",
              size: 0.4,
              fill: "#ffcc00",
              weight: 900,
            },
          ],
        };
      }
      return {};
    },
  );

  const cabinSide = (s: 1 | -1): Decal[] => {
    const to = ([x, y]: V2): V3 => [x, y, s * cabinPr.hw(y)];
    return glassPanes(cabinPr.profile, spec.panes, to, look, 0.075);
  };
  const cabinFaces = prismFaces(
    cabinPr,
    () => look.paint,
    cabinSide,
    (tag, a, b) => {
      const hwf = cabinPr.hw;
      if (tag === "windshield" || tag === "rearGlass") {
        const d: Decal[] = [];
        const panes =
          tag === "rearGlass" && spec.opening === "barn"
            ? [rectUV(0.06, 0.47, 0.12, 0.6), rectUV(0.53, 0.94, 0.12, 0.6)]
            : tag === "rearGlass"
              ? [rectUV(0.07, 0.93, 0.1, 0.86)]
              : [rectUV(0.045, 0.955, 0.06, 0.94)];
        for (const p of panes) {
          d.push({ kind: "poly", pts: stripPoly(hwf, a, b, p), fill: look.glass });
          const [u0, u1] = [p[0][0], p[1][0]];
          const w = u1 - u0;
          d.push({
            kind: "poly",
            pts: stripPoly(hwf, a, b, [
              [u0 + w * 0.55, p[0][1]],
              [u0 + w * 0.75, p[0][1]],
              [u0 + w * 0.5, p[2][1]],
              [u0 + w * 0.3, p[2][1]],
            ]),
            fill: look.glassHi,
            opacity: 0.5,
          });
        }
        if (tag === "rearGlass" && spec.opening === "barn") {
          d.push({
            kind: "line",
            pts: stripPoly(hwf, a, b, [
              [0.5, 0],
              [0.5, 1],
            ]),
            stroke: "~-0.35",
            sw: 1.4,
          });
        }
        if (tag === "rearGlass" && spec.opening !== "barn") {
          // Brake light and wiper.
          d.push({ kind: "poly", pts: stripPoly(hwf, a, b, rectUV(0.4, 0.6, 0.02, 0.07)), fill: TAIL });
          d.push({
            kind: "line",
            pts: stripPoly(hwf, a, b, [
              [0.5, 0.82],
              [0.28, 0.45],
            ]),
            stroke: DARK,
            sw: 1.5,
          });
        }
        const panel = tag === "rearGlass" && spec.opening === "barn";
        return { decals: d, fill: panel ? look.paint : DARK, shade: panel ? undefined : false };
      }
      return {};
    },
  );

  const body: Solid[] = [{ faces: lowerFaces }, { faces: cabinFaces }];
  const attachments: Attachment[] = [];
  for (const s of [1, -1] as const) {
    const where: Where = s === 1 ? "left" : "right";
    for (const x of spec.axles) {
      attachments.push({
        type: "wheel",
        anchor: [x, R, s * hw],
        where,
        c: [x, R, s * (hw - 0.03)],
        R,
        width: 0.22,
        side: s,
        axis: "z",
        rim: look.rim,
      });
    }
    // Door mirror.
    const mx = spec.wsX + 0.12;
    const mirror = box(
      mx,
      mx + 0.14,
      belt + 0.04,
      belt + 0.17,
      s > 0 ? hw - 0.02 : -hw - 0.18,
      s > 0 ? hw + 0.18 : -hw + 0.02,
      look.paint,
      { rear: [] },
    );
    attachments.push({ type: "solids", anchor: [mx, belt + 0.1, s * (hw + 0.1)], where, solids: [mirror] });
  }
  if (spec.roofRails || spec.roofRack) {
    const rails: Solid[] = [];
    for (const s of [1, -1]) {
      const z = s * (hwT - 0.07);
      rails.push(
        box(
          spec.rfX + 0.35,
          spec.rrX - 0.12,
          roof,
          roof + 0.07,
          z - 0.03,
          z + 0.03,
          spec.roofRack ? "#2a2d31" : "#3a3e44",
        ),
      );
    }
    if (spec.roofRack) {
      for (let i = 0; i < 4; i++) {
        const x = lerp(spec.rfX + 0.45, spec.rrX - 0.25, i / 3);
        rails.push(box(x, x + 0.05, roof + 0.07, roof + 0.1, -hwT + 0.04, hwT - 0.04, "#2a2d31"));
      }
    }
    attachments.push({ type: "solids", anchor: [L / 2, roof + 0.1, 0], where: "top", solids: rails });
  }
  if (spec.spareWheel) {
    attachments.push({
      type: "wheel",
      anchor: [L + 0.2, 0.95, 0],
      where: "rear",
      c: [L + 0.24, spec.bumperR + 0.45, 0],
      R: R * 0.95,
      width: 0.22,
      side: 1,
      axis: "x",
      rim: look.rim,
      cover: look.paint,
    });
  }
  if (spec.kind === "ute" && spec.cabEnd) {
    body.push(...buildTray(spec, look));
  }
  return { body, attachments, L, hw, roof, footprint: [-0.05, L + 0.05, hw + 0.08], spec, look, offset: 0 };
}

/** The ute's tray: a bed and four thin walls. */
function buildTray(spec: CarSpec, look: Look): Solid[] {
  const x0 = spec.cabEnd ?? 3.2;
  const { L, clr } = spec;
  const hw = spec.W / 2;
  const floor = 0.9;
  const rim = spec.belt + 0.02;
  const bed: Solid = {
    faces: prismFaces(
      {
        profile: [
          [x0 + 0.02, clr + 0.08],
          [x0 + 0.02, floor],
          [L, floor],
          [L, spec.bumperR],
          [L - 0.08, clr + 0.08],
        ],
        tags: ["front", "floor", "tail", "bumperR", "bottom"],
        hw: () => hw,
      },
      (tag) => (tag === "floor" ? "#2c3035" : tag === "bottom" ? DARK : look.paint),
      (s) => [
        {
          kind: "poly",
          pts: clipConvex(arc2(spec.axles[1], spec.R, spec.R * 1.16, spec.R * 1.16, 0, Math.PI * 2, 32), [
            [x0 + 0.02, clr + 0.08],
            [x0 + 0.02, floor],
            [L, floor],
            [L, spec.bumperR],
            [L - 0.08, clr + 0.08],
          ]).map(([x, y]) => [x, y, s * hw] as V3),
          fill: DARK,
        },
      ],
      (tag, a, b) => {
        if (tag === "bumperR")
          return {
            fill: look.trim,
            decals: plate(
              stripPt(() => hw, a, b, 0.5, 0.45),
              [0, 1, 0],
              [0, 0, -1],
              look.plate,
            ),
          };
        if (tag === "floor") {
          const lines: Decal[] = [];
          for (let i = 1; i < 7; i++)
            lines.push({
              kind: "line",
              pts: [stripPt(() => hw, a, b, i / 7, 0.03), stripPt(() => hw, a, b, i / 7, 0.97)],
              stroke: "#1e2125",
              sw: 1.2,
            });
          return { decals: lines };
        }
        return {};
      },
    ),
  };
  const wall = 0.05;
  const tailLamps = (side: 1 | -1): Decal[] => [
    {
      kind: "poly",
      pts: [
        [L + 0.001, rim - 0.05, side * (hw - 0.02)],
        [L + 0.001, rim - 0.05, side * (hw - 0.16)],
        [L + 0.001, floor - 0.2, side * (hw - 0.16)],
        [L + 0.001, floor - 0.2, side * (hw - 0.02)],
      ],
      fill: TAIL,
    },
  ];
  const walls: Solid[] = [
    box(x0 + 0.02, L, floor, rim, hw - wall, hw, look.paint, {
      rear: tailLamps(1),
      left: [
        {
          kind: "line",
          pts: [
            [x0 + 0.1, rim - 0.06, hw + 0.001],
            [L - 0.05, rim - 0.06, hw + 0.001],
          ],
          stroke: "~-0.2",
          sw: 1,
        },
      ],
    }),
    box(x0 + 0.02, L, floor, rim, -hw, -hw + wall, look.paint, {
      rear: tailLamps(-1),
      right: [
        {
          kind: "line",
          pts: [
            [x0 + 0.1, rim - 0.06, -hw - 0.001],
            [L - 0.05, rim - 0.06, -hw - 0.001],
          ],
          stroke: "~-0.2",
          sw: 1,
        },
      ],
    }),
    box(x0 + 0.02, x0 + 0.02 + wall, floor, rim, -hw + wall, hw - wall, look.paint),
    box(L - wall, L, floor, rim, -hw + wall, hw - wall, look.paint, {
      rear: [
        {
          kind: "poly",
          pts: [
            [L + 0.001, rim - 0.1, -0.12],
            [L + 0.001, rim - 0.1, 0.12],
            [L + 0.001, rim - 0.06, 0.12],
            [L + 0.001, rim - 0.06, -0.12],
          ],
          fill: look.trim,
        },
        {
          kind: "text",
          o: [L + 0.002, floor + 0.1, 0],
          u: [0, 0, -1],
          v: [0, 1, 0],
          text: "GO RENTALS",
          size: 0.09,
          fill: "~-0.3",
          weight: 800,
        },
      ],
    }),
  ];
  // Walls are marked so the vehicle drawer sorts them by depth after the bed.
  for (const w of walls) w.order = 1;
  return [bed, ...walls];
}

/** A beam of square section from p0 to p1. */
function beam(p0: V3, p1: V3, size: number, fill: string): Solid {
  const d = norm(sub(p1, p0));
  const a = norm(Math.abs(d[1]) > 0.9 ? cross(d, [1, 0, 0]) : cross(d, [0, 1, 0]));
  const b = cross(d, a);
  const h = size / 2;
  const ring = (p: V3) => [
    add(add(p, mul(a, h)), mul(b, h)),
    add(add(p, mul(a, -h)), mul(b, h)),
    add(add(p, mul(a, -h)), mul(b, -h)),
    add(add(p, mul(a, h)), mul(b, -h)),
  ];
  const r0 = ring(p0);
  const r1 = ring(p1);
  const faces: Face[] = [
    { pts: r0, fill },
    { pts: [...r1].reverse(), fill },
  ];
  for (let i = 0; i < 4; i++) faces.push({ pts: [r0[i], r0[(i + 1) % 4], r1[(i + 1) % 4], r1[i]], fill });
  return { faces: orient(faces) };
}

type UvDecal = { uv: V2[]; fill: string; opacity?: number };

/** A flat panel (door, lid) from a corner and two edges, with some thickness behind it. */
function slab(
  o: V3,
  u: V3,
  v: V3,
  thick: number,
  outer: string,
  inner: string,
  outerDecals: UvDecal[] = [],
  innerDecals: UvDecal[] = [],
): Solid {
  const n = mul(norm(cross(u, v)), thick);
  const q = (p: V3): V3[] => [p, add(p, u), add(add(p, u), v), add(p, v)];
  const at = (base: V3, [a, b]: V2): V3 => add(add(base, mul(u, a)), mul(v, b));
  const back0 = sub(o, n);
  const front = q(o);
  const back = q(back0);
  const dec = (base: V3, list: UvDecal[]): Decal[] =>
    list.map((d) => ({ kind: "poly", pts: d.uv.map((p) => at(base, p)), fill: d.fill, opacity: d.opacity }));
  const faces: Face[] = [
    { pts: front, fill: outer, decals: dec(o, outerDecals) },
    { pts: back, fill: inner, decals: dec(back0, innerDecals) },
  ];
  for (let i = 0; i < 4; i++)
    faces.push({ pts: [front[i], front[(i + 1) % 4], back[(i + 1) % 4], back[i]], fill: tone(inner, -0.2) });
  return { faces: orient(faces) };
}

/** Six faces from eight corners: four at the bottom, then the four above them. */
function hexa(
  c: V3[],
  fill: string,
  decals: Partial<Record<"top" | "front" | "rear" | "left" | "right", Decal[]>> = {},
): Solid {
  const [b0, b1, b2, b3, t0, t1, t2, t3] = c;
  const faces: Face[] = [
    { pts: [t0, t1, t2, t3], fill, decals: decals.top },
    { pts: [b0, b1, b2, b3], fill },
    { pts: [b0, b1, t1, t0], fill, decals: decals.front },
    { pts: [b1, b2, t2, t1], fill, decals: decals.left },
    { pts: [b2, b3, t3, t2], fill, decals: decals.rear },
    { pts: [b3, b0, t0, t3], fill, decals: decals.right },
  ];
  return { faces: orient(faces) };
}

function buildGlamper(look: Look, x0 = 0): Vehicle {
  // Hitch at x0; the box starts 1.35 m behind it.
  const bx0 = x0 + 1.35;
  const bx1 = bx0 + 2.45;
  const hw = 0.74;
  const y0 = 0.5;
  const y1 = 1.18;
  const R = 0.33;
  const axle = (bx0 + bx1) / 2 + 0.1;
  const lidProfile: V2[] = [
    [bx0 - 0.04, y1],
    [bx0 - 0.04, y1 + 0.14],
    [bx0 + 0.06, y1 + 0.24],
    [bx1 - 0.06, y1 + 0.24],
    [bx1 + 0.04, y1 + 0.14],
    [bx1 + 0.04, y1],
  ];
  const stripe = "#ffcc00";
  const sideDecals = (s: 1 | -1): Decal[] => {
    const to = ([x, y]: V2): V3 => [x, y, s * hw];
    const out: Decal[] = [
      {
        kind: "poly",
        pts: (
          [
            [bx0, y0 + 0.2],
            [bx1, y0 + 0.2],
            [bx1, y0 + 0.28],
            [bx0, y0 + 0.28],
          ] as V2[]
        ).map(to),
        fill: stripe,
      },
      {
        kind: "poly",
        pts: clipConvex(arc2(axle, R, R * 1.2, R * 1.2, 0, Math.PI * 2, 28), [
          [bx0, y0],
          [bx1, y0],
          [bx1, y1],
          [bx0, y1],
        ]).map(to),
        fill: DARK,
      },
      {
        kind: "text",
        o: [bx0 + 0.62, y0 + 0.5, s * (hw + 0.001)],
        u: [s, 0, 0],
        v: [0, 1, 0],
        text: "GO Glamper",
        size: 0.14,
        fill: "#2f3338",
        weight: 800,
      },
      {
        kind: "poly",
        pts: roundRect2(bx1 - 0.75, y0 + 0.36, bx1 - 0.2, y0 + 0.6, 0.04, 3).map(to),
        fill: "~-0.1",
        stroke: "#9aa1a8",
        sw: 1,
      },
    ];
    return out;
  };
  const bodyFaces = prismFaces(
    {
      profile: [
        [bx0, y0],
        [bx0, y1],
        [bx1, y1],
        [bx1, y0],
      ],
      tags: ["front", "top", "rear", "bottom"],
      hw: () => hw,
    },
    (tag) => (tag === "bottom" ? DARK : look.paint),
    sideDecals,
    (tag, a, b) => {
      const hwf = () => hw;
      if (tag === "rear") {
        return {
          decals: [
            { kind: "poly", pts: stripPoly(hwf, a, b, rectUV(0, 1, 0.65, 0.75)), fill: stripe },
            { kind: "poly", pts: stripPoly(hwf, a, b, rectUV(0.03, 0.18, 0.78, 0.92)), fill: TAIL },
            { kind: "poly", pts: stripPoly(hwf, a, b, mirrorU(rectUV(0.03, 0.18, 0.78, 0.92))), fill: TAIL },
            ...plate(stripPt(hwf, a, b, 0.5, 0.4), [0, 1, 0], [0, 0, -1], look.plate),
          ],
        };
      }
      if (tag === "front") {
        return {
          decals: [{ kind: "poly", pts: stripPoly(hwf, a, b, rectUV(0, 1, 0.25, 0.35)), fill: stripe }],
        };
      }
      return {};
    },
  );
  const lidFaces = prismFaces(
    { profile: lidProfile, tags: ["lf", "lf2", "ltop", "lr2", "lr", "lbottom"], hw: () => hw + 0.04 },
    () => "#30353b",
    () => [],
  );
  const chassis = "#3a3f45";
  const attachments: Attachment[] = [];
  for (const s of [1, -1] as const) {
    const where: Where = s === 1 ? "left" : "right";
    attachments.push({
      type: "wheel",
      anchor: [axle, R, s * (hw + 0.1)],
      where,
      c: [axle, R, s * (hw + 0.12)],
      R,
      width: 0.2,
      side: s,
      axis: "z",
      rim: look.rim,
    });
    const guard = box(
      axle - 0.42,
      axle + 0.42,
      2 * R + 0.04,
      2 * R + 0.08,
      s > 0 ? hw : -hw - 0.26,
      s > 0 ? hw + 0.26 : -hw,
      "#2b2f34",
    );
    attachments.push({
      type: "solids",
      anchor: [axle, 2 * R + 0.06, s * (hw + 0.2)],
      where,
      solids: [guard],
    });
  }
  const hitch: V3 = [x0, 0.48, 0];
  const drawbar: Solid[] = [
    beam([bx0 + 0.02, y0 + 0.05, 0.5], hitch, 0.08, chassis),
    beam([bx0 + 0.02, y0 + 0.05, -0.5], hitch, 0.08, chassis),
    box(x0 - 0.12, x0 + 0.12, 0.44, 0.56, -0.07, 0.07, "#23272b"),
    box(x0 + 0.45, x0 + 0.9, y0, y0 + 0.3, -0.28, 0.28, "#2b2f34", {
      top: [
        {
          kind: "line",
          pts: [
            [x0 + 0.5, y0 + 0.3, 0],
            [x0 + 0.85, y0 + 0.3, 0],
          ],
          stroke: "#50565e",
          sw: 1,
        },
      ],
    }),
  ];
  const jockey: Solid[] = [beam([x0 + 0.3, 0.75, 0.2], [x0 + 0.3, 0.14, 0.2], 0.06, "#50565e")];
  attachments.push({ type: "solids", anchor: [x0 + 0.6, 0.5, 0], where: "front", solids: drawbar });
  attachments.push({ type: "solids", anchor: [x0 + 0.3, 0.4, 0.2], where: "left", solids: jockey });
  attachments.push({
    type: "wheel",
    anchor: [x0 + 0.3, 0.08, 0.2],
    where: "left",
    c: [x0 + 0.3, 0.08, 0.24],
    R: 0.08,
    width: 0.06,
    side: 1,
    axis: "z",
    rim: "#aeb4ba",
  });
  return {
    body: [{ faces: bodyFaces }, { faces: lidFaces }],
    attachments,
    L: bx1 - x0,
    hw,
    roof: y1 + 0.24,
    footprint: [bx0 - 0.05, bx1 + 0.05, hw + 0.15],
    look,
    offset: x0,
  };
}

interface TrailerDims {
  bx0: number;
  bx1: number;
  hw: number;
  y0: number;
  y1: number;
}

function trailerDims(x0: number): TrailerDims {
  return { bx0: x0 + 1.2, bx1: x0 + 3.3, hw: 0.72, y0: 0.5, y1: 1.62 };
}

function buildTrailer(look: Look, x0 = 0, doorOpen = false): Vehicle {
  const { bx0, bx1, hw, y0, y1 } = trailerDims(x0);
  const R = 0.3;
  const axle = (bx0 + bx1) / 2 + 0.1;
  const profile: V2[] = [
    [bx0, y0],
    [bx0, y1 - 0.18],
    [bx0 + 0.06, y1 - 0.06],
    [bx0 + 0.18, y1],
    [bx1 - 0.14, y1],
    [bx1 - 0.04, y1 - 0.05],
    [bx1, y1 - 0.14],
    [bx1, y0],
  ];
  const tags = ["front", "fr1", "fr2", "top", "rr2", "rr1", "rear", "bottom"];
  const sideDecals = (s: 1 | -1): Decal[] => {
    const to = ([x, y]: V2): V3 => [x, y, s * hw];
    const out: Decal[] = [
      {
        kind: "poly",
        pts: clipConvex(arc2(axle, R, R * 1.2, R * 1.2, 0, Math.PI * 2, 28), profile).map(to),
        fill: DARK,
      },
    ];
    for (let i = 1; i < 6; i++) {
      const x = lerp(bx0, bx1, i / 6);
      out.push({ kind: "line", pts: [to([x, y0 + 0.75]), to([x, y1 - 0.08])], stroke: "~-0.12", sw: 1.1 });
    }
    out.push({
      kind: "poly",
      pts: (
        [
          [bx0, y0 + 0.02],
          [bx1, y0 + 0.02],
          [bx1, y0 + 0.1],
          [bx0, y0 + 0.1],
        ] as V2[]
      ).map(to),
      fill: "#2d3136",
    });
    out.push({
      kind: "text",
      o: [(bx0 + bx1) / 2 - 0.25, y0 + 0.4, s * (hw + 0.001)],
      u: [s, 0, 0],
      v: [0, 1, 0],
      text: "GO Rentals",
      size: 0.16,
      fill: "#1f2328",
      weight: 800,
    });
    out.push({
      kind: "poly",
      pts: (
        [
          [bx1 - 0.03, y0 + 0.12],
          [bx1 - 0.03, y0 + 0.24],
          [bx1 - 0.09, y0 + 0.24],
          [bx1 - 0.09, y0 + 0.12],
        ] as V2[]
      ).map(to),
      fill: "#e08a1e",
    });
    return out;
  };
  const faces = prismFaces(
    { profile, tags, hw: () => hw },
    (tag) => (tag === "bottom" ? DARK : look.paint),
    sideDecals,
    (tag, a, b) => {
      const hwf = () => hw;
      if (tag === "rear") {
        // The rear face runs from top to bottom: v = 0 is the top.
        const d: Decal[] = [];
        if (!doorOpen) {
          d.push({
            kind: "poly",
            pts: stripPoly(hwf, a, b, rectUV(0.06, 0.94, 0.05, 0.82)),
            fill: "~-0.06",
            stroke: "#6d747c",
            sw: 1,
          });
          d.push({ kind: "poly", pts: stripPoly(hwf, a, b, rectUV(0.82, 0.88, 0.4, 0.56)), fill: "#2d3136" });
          for (const v of [0.16, 0.7])
            d.push({
              kind: "poly",
              pts: stripPoly(hwf, a, b, rectUV(0.06, 0.11, v, v + 0.06)),
              fill: "#8b939b",
            });
        }
        d.push({ kind: "poly", pts: stripPoly(hwf, a, b, rectUV(0.0, 0.06, 0.86, 0.98)), fill: TAIL });
        d.push({ kind: "poly", pts: stripPoly(hwf, a, b, rectUV(0.94, 1, 0.86, 0.98)), fill: TAIL });
        d.push(...plate(stripPt(hwf, a, b, 0.5, 0.92), [0, 1, 0], [0, 0, -1], look.plate, 0.4, 0.11));
        return { decals: d };
      }
      return {};
    },
  );
  const chassis = "#3a3f45";
  const attachments: Attachment[] = [];
  for (const s of [1, -1] as const) {
    const where: Where = s === 1 ? "left" : "right";
    attachments.push({
      type: "wheel",
      anchor: [axle, R, s * (hw + 0.08)],
      where,
      c: [axle, R, s * (hw + 0.1)],
      R,
      width: 0.18,
      side: s,
      axis: "z",
      rim: look.rim,
    });
    const guard = box(
      axle - 0.38,
      axle + 0.38,
      2 * R + 0.04,
      2 * R + 0.08,
      s > 0 ? hw : -hw - 0.22,
      s > 0 ? hw + 0.22 : -hw,
      "#2b2f34",
    );
    attachments.push({
      type: "solids",
      anchor: [axle, 2 * R + 0.06, s * (hw + 0.2)],
      where,
      solids: [guard],
    });
  }
  const hitch: V3 = [x0, 0.48, 0];
  attachments.push({
    type: "solids",
    anchor: [x0 + 0.6, 0.5, 0],
    where: "front",
    solids: [
      beam([bx0 + 0.02, y0 + 0.05, 0.45], hitch, 0.08, chassis),
      beam([bx0 + 0.02, y0 + 0.05, -0.45], hitch, 0.08, chassis),
      box(x0 - 0.12, x0 + 0.12, 0.44, 0.56, -0.07, 0.07, "#23272b"),
    ],
  });
  attachments.push({
    type: "solids",
    anchor: [x0 + 0.35, 0.4, 0.2],
    where: "left",
    solids: [beam([x0 + 0.35, 0.72, 0.2], [x0 + 0.35, 0.14, 0.2], 0.06, "#50565e")],
  });
  attachments.push({
    type: "wheel",
    anchor: [x0 + 0.35, 0.08, 0.2],
    where: "left",
    c: [x0 + 0.35, 0.08, 0.24],
    R: 0.08,
    width: 0.06,
    side: 1,
    axis: "z",
    rim: "#aeb4ba",
  });
  return {
    body: [{ faces }],
    attachments,
    L: bx1 - x0,
    hw,
    roof: y1,
    footprint: [bx0 - 0.05, bx1 + 0.05, hw + 0.15],
    look,
    offset: x0,
  };
}

function drawWheel(sc: Scene, w: Extract<Attachment, { type: "wheel" }>) {
  const axisV: V3 = w.axis === "z" ? [0, 0, 1] : [1, 0, 0];
  const out = mul(axisV, w.side);
  const circle = (c: V3, r: number, n = 32, a0 = 0, a1 = Math.PI * 2): V3[] => {
    const pts: V3[] = [];
    for (let i = 0; i < n; i++) {
      const t = a0 + ((a1 - a0) * i) / (a1 - a0 >= Math.PI * 2 - 1e-9 ? n : n - 1);
      pts.push(
        w.axis === "z"
          ? [c[0] + r * Math.cos(t), c[1] + r * Math.sin(t), c[2]]
          : [c[0], c[1] + r * Math.sin(t), c[2] + r * Math.cos(t)],
      );
    }
    return pts;
  };
  const outer = w.c;
  const inner = sub(w.c, mul(out, w.width));
  const hull = convexHull([...circle(outer, w.R), ...circle(inner, w.R)].map((p) => sc.cam.project(p)));
  sc.items.push({ kind: "poly", pts: hull, fill: w.tyre ?? "#1c1e21" });
  const visible = dot(out, sub(sc.cam.eye, outer)) > 0;
  if (!visible) {
    sc.poly(circle(inner, w.R * 0.7), "#111316");
    return;
  }
  sc.poly(circle(outer, w.R), "#2a2d31");
  if (w.cover) {
    sc.poly(circle(add(outer, mul(out, 0.01)), w.R * 0.86), w.cover);
    sc.poly(circle(add(outer, mul(out, 0.012)), w.R * 0.3), "#2a2d31");
    return;
  }
  const face = add(outer, mul(out, 0.005));
  sc.poly(circle(face, w.R * 0.68), w.rim);
  const spokes = 5;
  for (let k = 0; k < spokes; k++) {
    const a0 = ((k + 0.18) / spokes) * Math.PI * 2;
    const a1 = ((k + 0.82) / spokes) * Math.PI * 2;
    const hole = [
      ...circle(face, w.R * 0.6, 6, a0, a1),
      ...circle(face, w.R * 0.22, 4, a0 + 0.15, a1 - 0.15).reverse(),
    ];
    sc.poly(hole, tone(w.rim, -0.55));
  }
  sc.poly(circle(add(face, mul(out, 0.002)), w.R * 0.14, 12), tone(w.rim, 0.25));
}

function drawAttachment(sc: Scene, a: Attachment) {
  if (a.type === "wheel") drawWheel(sc, a);
  else {
    const sorted = [...a.solids].sort(
      (p, q) =>
        sc.cam.depth(centroid3(q.faces.flatMap((f) => f.pts))) -
        sc.cam.depth(centroid3(p.faces.flatMap((f) => f.pts))),
    );
    for (const s of sorted) sc.solid(s);
  }
}

function attachedAfter(sc: Scene, v: Vehicle, a: Attachment): boolean {
  const e = sc.cam.eye;
  switch (a.where) {
    case "left":
      return e[2] > v.hw;
    case "right":
      return e[2] < -v.hw;
    case "rear":
      return e[0] > v.offset + v.L;
    case "front":
      return e[0] < v.offset + 0.5;
    case "top":
      return e[1] > v.roof;
    case "always-after":
      return true;
    default:
      return false;
  }
}

/** Draws vehicles in painter's order: farthest vehicle first; per vehicle its hidden side first. */
function drawVehicles(sc: Scene, vehicles: Vehicle[]) {
  const e = sc.cam.eye;
  const byDepth = (anchor: (x: Attachment) => V3) => (p: Attachment, q: Attachment) =>
    sc.cam.depth(anchor(q)) - sc.cam.depth(anchor(p));
  const ordered = [...vehicles].sort(
    (a, b) => Math.abs(e[0] - (b.offset + b.L / 2)) - Math.abs(e[0] - (a.offset + a.L / 2)),
  );
  for (const v of ordered) {
    const before = v.attachments.filter((a) => !attachedAfter(sc, v, a)).sort(byDepth((a) => a.anchor));
    const after = v.attachments.filter((a) => attachedAfter(sc, v, a)).sort(byDepth((a) => a.anchor));
    for (const a of before) drawAttachment(sc, a);
    // Body: the ute's cab and tray are two groups, the farther drawn first.
    const groups: Solid[][] = [];
    const cab = v.body.slice(0, 2);
    const rest = v.body.slice(2);
    if (rest.length > 0 && v.spec?.cabEnd) {
      const tray = rest;
      const cabFirst = e[0] > v.offset + (v.spec.cabEnd ?? 0);
      groups.push(...(cabFirst ? [cab, tray] : [tray, cab]));
    } else groups.push(v.body);
    for (const g of groups) {
      const fixed = g.filter((s) => s.order === undefined);
      const sorted = g
        .filter((s) => s.order !== undefined)
        .sort(
          (p, q) =>
            sc.cam.depth(centroid3(q.faces.flatMap((f) => f.pts))) -
            sc.cam.depth(centroid3(p.faces.flatMap((f) => f.pts))),
        );
      for (const s of [...fixed, ...sorted]) sc.solid(s);
    }
    for (const a of after) drawAttachment(sc, a);
  }
}

function groundShadow(sc: Scene, v: Vehicle, strength = 1, fromX?: number) {
  const [fx0, x1, hw] = v.footprint;
  const x0 = Math.max(fx0, fromX ?? fx0);
  const quad = (m: number): V3[] => [
    [x0 - m, 0, -hw - m],
    [x1 + m, 0, -hw - m],
    [x1 + m, 0, hw + m],
    [x0 - m, 0, hw + m],
  ];
  sc.items.push({
    kind: "poly",
    pts: quad(0.25).map((p) => sc.cam.project(p)),
    fill: "#1d2a1c",
    opacity: 0.3 * strength,
    blur: true,
    fit: false,
  });
  sc.items.push({
    kind: "poly",
    pts: quad(-0.05).map((p) => sc.cam.project(p)),
    fill: "#10160f",
    opacity: 0.35 * strength,
    blur: true,
    fit: false,
  });
}

/* ------------------------------------------------------------------------------------------ */
/* New Zealand backdrops                                                                       */
/* ------------------------------------------------------------------------------------------ */

interface Landscape {
  skyTop: string;
  skyBottom: string;
  far: string;
  snow: boolean;
  mid: string;
  near: string;
  ground: string;
  pad: string;
  water?: string;
  cone?: boolean;
  tree: string;
  sun: string;
  /** Far skyline: jagged ranges, or soft rounded hills. */
  ridge: "alps" | "soft";
}

const LANDSCAPES: Landscape[] = [
  // Southern Alps above a lake.
  {
    skyTop: "#86c5e4",
    skyBottom: "#e4f3f8",
    far: "#8ca3b8",
    snow: true,
    mid: "#5d9868",
    near: "#4f8c5a",
    ground: "#86b86e",
    pad: "#d9dccf",
    water: "#4c9cc4",
    tree: "#2f6b3f",
    sun: "#fff2b8",
    ridge: "alps",
  },
  // Rolling farmland.
  {
    skyTop: "#9ad0ec",
    skyBottom: "#eef7f1",
    far: "#9db9a8",
    snow: false,
    mid: "#79b062",
    near: "#62a04f",
    ground: "#9ccb72",
    pad: "#e1dfcf",
    tree: "#3c7a3d",
    sun: "#fff5c4",
    ridge: "soft",
  },
  // Coast with a headland.
  {
    skyTop: "#7cc1e6",
    skyBottom: "#e8f5f8",
    far: "#76a58b",
    snow: false,
    mid: "#6aa56d",
    near: "#5a9a5f",
    ground: "#a6cf84",
    pad: "#ece3c8",
    water: "#3a8fba",
    tree: "#2e6a45",
    sun: "#fff0b0",
    ridge: "soft",
  },
  // A volcano cone over farmland (Taranaki).
  {
    skyTop: "#8fc8e6",
    skyBottom: "#eaf5f6",
    far: "#7e93a8",
    snow: true,
    cone: true,
    mid: "#6fa860",
    near: "#5b984e",
    ground: "#97c66d",
    pad: "#dedcca",
    tree: "#35703a",
    sun: "#fff3bd",
    ridge: "soft",
  },
  // Golden tussock hills (Central Otago).
  {
    skyTop: "#9cc8e2",
    skyBottom: "#f5e9d2",
    far: "#a89d9a",
    snow: true,
    mid: "#c7a35e",
    near: "#b58e4a",
    ground: "#d3b776",
    pad: "#ebe2cc",
    tree: "#5b6b35",
    sun: "#fff0c0",
    ridge: "alps",
  },
];

const DUSK: Landscape = {
  skyTop: "#2b3a67",
  skyBottom: "#f29b6b",
  far: "#4a4f72",
  snow: false,
  mid: "#3b4a5a",
  near: "#2f3c47",
  ground: "#3d4a3f",
  pad: "#55604f",
  tree: "#1f2a26",
  sun: "#ffd9a0",
  ridge: "alps",
};

function mountainRidge(r: () => number, baseY: number, minY: number, maxY: number, step: number): V2[] {
  const pts: V2[] = [[-20, baseY]];
  let x = -20;
  let up = true;
  while (x < W + 40) {
    x += step * (0.6 + r() * 0.8);
    const y = up ? lerp(minY, maxY, r()) : lerp(maxY, baseY - 10, r() * 0.7 + 0.2);
    pts.push([x, y]);
    up = !up;
  }
  pts.push([W + 40, baseY]);
  return pts;
}

function tree(x: number, y: number, s: number, colour: string, kind: number): string {
  if (kind === 0) {
    // A rounded native tree.
    return `<rect x="${f1(x - s * 0.08)}" y="${f1(y - s * 0.5)}" width="${f1(s * 0.16)}" height="${f1(s * 0.5)}" fill="#5a4632"/><circle cx="${f1(x)}" cy="${f1(y - s * 0.75)}" r="${f1(s * 0.42)}" fill="${colour}"/><circle cx="${f1(x - s * 0.3)}" cy="${f1(y - s * 0.55)}" r="${f1(s * 0.3)}" fill="${colour}"/><circle cx="${f1(x + s * 0.3)}" cy="${f1(y - s * 0.58)}" r="${f1(s * 0.3)}" fill="${tone(colour, -0.1)}"/>`;
  }
  // A conifer.
  return `<rect x="${f1(x - s * 0.05)}" y="${f1(y - s * 0.25)}" width="${f1(s * 0.1)}" height="${f1(s * 0.25)}" fill="#5a4632"/><path d="M${f1(x)} ${f1(y - s * 1.5)}L${f1(x + s * 0.38)} ${f1(y - s * 0.2)}L${f1(x - s * 0.38)} ${f1(y - s * 0.2)}Z" fill="${colour}"/><path d="M${f1(x)} ${f1(y - s * 1.5)}L${f1(x + s * 0.38)} ${f1(y - s * 0.2)}L${f1(x)} ${f1(y - s * 0.2)}Z" fill="${tone(colour, -0.12)}"/>`;
}

function cloud(x: number, y: number, s: number, opacity = 0.9): string {
  return `<g fill="#ffffff" opacity="${opacity}"><ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(60 * s)}" ry="${f1(16 * s)}"/><circle cx="${f1(x - 22 * s)}" cy="${f1(y - 10 * s)}" r="${f1(20 * s)}"/><circle cx="${f1(x + 12 * s)}" cy="${f1(y - 16 * s)}" r="${f1(26 * s)}"/></g>`;
}

/**
 * A backdrop: sky, far mountains (with snow), water, hills, trees and the flat ground the
 * vehicle stands on. horizon is the y of the hills' foot; phase moves things about a little so
 * the five pictures of a class differ.
 */
function backdrop(ls: Landscape, seed: number, phase: number, horizon = 395, id = "b"): string {
  const r = rng(seed * 97 + phase * 13 + 1);
  let s = `<defs><linearGradient id="${id}sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ls.skyTop}"/><stop offset="1" stop-color="${ls.skyBottom}"/></linearGradient>`;
  s += `<linearGradient id="${id}gr" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ls.ground}"/><stop offset="1" stop-color="${tone(ls.ground, -0.12)}"/></linearGradient>`;
  s += `<radialGradient id="${id}pad" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${ls.pad}"/><stop offset="0.7" stop-color="${ls.pad}" stop-opacity="0.85"/><stop offset="1" stop-color="${ls.pad}" stop-opacity="0"/></radialGradient></defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#${id}sky)"/>`;
  const sunX = 140 + ((phase * 173 + seed * 61) % 680);
  s += `<circle cx="${sunX}" cy="${90 + r() * 40}" r="34" fill="${ls.sun}" opacity="0.9"/>`;
  const clouds = ls === DUSK ? 0 : 3;
  for (let i = 0; i < clouds; i++)
    s += cloud(((i * 330 + phase * 120 + seed * 40) % 1060) - 50, 70 + r() * 90, 0.7 + r() * 0.6, 0.85);
  const farBase = horizon - 20;
  if (ls.cone) {
    const cx = 300 + ((phase * 150 + seed * 70) % 380);
    const peak = 150 + r() * 30;
    s += `<path d="M${cx - 420} ${farBase}C${cx - 200} ${farBase - 40} ${cx - 60} ${peak + 40} ${cx - 14} ${peak}L${cx + 14} ${peak}C${cx + 60} ${peak + 40} ${cx + 200} ${farBase - 40} ${cx + 420} ${farBase}Z" fill="${ls.far}"/>`;
    s += `<path d="M${cx - 14} ${peak}L${cx + 14} ${peak}C${cx + 34} ${peak + 20} ${cx + 58} ${peak + 44} ${cx + 72} ${peak + 62}L${cx + 50} ${peak + 54}L${cx + 32} ${peak + 70}L${cx + 12} ${peak + 56}L${cx - 8} ${peak + 72}L${cx - 30} ${peak + 54}L${cx - 52} ${peak + 66}L${cx - 72} ${peak + 60}C${cx - 56} ${peak + 42} ${cx - 34} ${peak + 20} ${cx - 14} ${peak}Z" fill="#ffffff"/>`;
  } else if (ls.ridge === "soft") {
    const far: V2[] = [];
    for (let i = 0; i <= 5; i++) far.push([-40 + (i * (W + 80)) / 5, farBase - 40 - r() * 70]);
    s += `<path d="${smoothPath(far)}L${W + 40} ${H}L-40 ${H}Z" fill="${ls.far}"/>`;
    if (ls.water) {
      // A headland running into the sea.
      const hx = ((phase * 211 + seed * 37) % 500) + 380;
      s += `<path d="M${hx - 260} ${farBase + 8}C${hx - 180} ${farBase - 30} ${hx - 60} ${farBase - 76} ${hx + 40} ${farBase - 70}C${hx + 120} ${farBase - 66} ${hx + 160} ${farBase - 20} ${hx + 240} ${farBase + 8}Z" fill="${tone(ls.far, -0.12)}"/>`;
    }
  } else {
    const ridge = mountainRidge(r, farBase, horizon - 230, horizon - 140, 85);
    s += `<path d="${pathOf([...ridge, [W + 40, H], [-20, H]])}" fill="${ls.far}"/>`;
    if (ls.snow) {
      const capLine = horizon - 165;
      // One cap per peak: clip the ridge above the snow line, with a ragged lower edge.
      for (let i = 1; i < ridge.length - 1; i++) {
        const p = ridge[i];
        if (p[1] > capLine - 4) continue;
        const a = ridge[i - 1];
        const b = ridge[i + 1];
        const t1 = (capLine - p[1]) / (a[1] - p[1]);
        const t2 = (capLine - p[1]) / (b[1] - p[1]);
        if (!(t1 > 0 && t1 < 1 && t2 > 0 && t2 < 1)) continue;
        const l = lerp2(p, a, t1);
        const rr = lerp2(p, b, t2);
        const m1 = lerp2(l, rr, 0.33);
        const m2 = lerp2(l, rr, 0.66);
        s += `<path d="${pathOf([p, rr, [m2[0], m2[1] - 8], [m1[0], m1[1] + 6], l])}" fill="#ffffff"/>`;
      }
    }
    // A paler second range for depth.
    const ridge2 = mountainRidge(r, farBase + 10, horizon - 120, horizon - 70, 120);
    s += `<path d="${smoothPath(ridge2, 0.6)}L${W + 40} ${H}L-20 ${H}Z" fill="${mix(ls.far, ls.mid, 0.45)}"/>`;
  }
  if (ls.water) {
    s += `<rect x="0" y="${horizon - 26}" width="${W}" height="40" fill="${ls.water}"/>`;
    s += `<path d="M0 ${horizon - 22}H${W}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`;
    for (let i = 0; i < 6; i++) {
      const x = r() * W;
      s += `<path d="M${f1(x)} ${f1(horizon - 12 + r() * 14)}h${f1(20 + r() * 40)}" stroke="#ffffff" stroke-opacity="0.4" stroke-width="2" stroke-linecap="round"/>`;
    }
  }
  // Mid hills.
  const mid: V2[] = [];
  for (let i = 0; i <= 6; i++) mid.push([-40 + (i * (W + 80)) / 6, horizon - 8 - r() * 34]);
  s += `<path d="${smoothPath(mid)}L${W + 40} ${H}L-40 ${H}Z" fill="${ls.mid}"/>`;
  // Trees on the hills.
  const kindTree = ls.snow ? 1 : 0;
  for (let i = 0; i < 7; i++) {
    const x = ((i * 157 + phase * 97 + seed * 31) % (W + 60)) - 30;
    const t = (x + 40) / ((W + 80) / 6);
    const k = Math.max(0, Math.min(5, Math.floor(t)));
    const y = lerp(mid[k][1], mid[k + 1][1], t - k) + 14;
    s += tree(x, y, 26 + r() * 16, ls.tree, kindTree);
  }
  // Near slope and the ground.
  const near: V2[] = [];
  for (let i = 0; i <= 4; i++) near.push([-40 + (i * (W + 80)) / 4, horizon + 22 + r() * 18]);
  s += `<path d="${smoothPath(near)}L${W + 40} ${H}L-40 ${H}Z" fill="${ls.near}"/>`;
  s += `<rect x="0" y="${horizon + 48}" width="${W}" height="${H - horizon - 48}" fill="url(#${id}gr)"/>`;
  s += `<path d="M0 ${horizon + 48}C${W * 0.3} ${horizon + 40} ${W * 0.7} ${horizon + 56} ${W} ${horizon + 46}L${W} ${horizon + 60}L0 ${horizon + 60}Z" fill="${ls.ground}"/>`;
  return s;
}

/** A pale patch of ground under the vehicle. */
function pad(cx: number, cy: number, rx: number, ry: number, id = "b"): string {
  return `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="url(#${id}pad)" opacity="0.75"/>`;
}

/** A roundel in the top right: lightning bolt (EV), leaf (hybrid) or question mark (mystery). */
function badge(look: Look): string {
  const cx = W - 62;
  const cy = 60;
  if (look.mystery) {
    return `<g><circle cx="${cx}" cy="${cy}" r="36" fill="#ffcc00" stroke="#ffffff" stroke-width="4"/><text x="${cx}" y="${cy + 2}" font-family="${FONT}" font-size="50" font-weight="900" text-anchor="middle" dominant-baseline="central" fill="#111111">?</text></g>`;
  }
  if (look.ev) {
    return `<g><circle cx="${cx}" cy="${cy}" r="36" fill="#12906a" stroke="#ffffff" stroke-width="4"/><path d="M${cx + 5} ${cy - 26}L${cx - 15} ${cy + 4}H${cx - 1}L${cx - 6} ${cy + 27}L${cx + 16} ${cy - 5}H${cx + 2}Z" fill="#ffffff"/></g>`;
  }
  if (look.hybrid) {
    return `<g><circle cx="${cx}" cy="${cy}" r="36" fill="#2f8f46" stroke="#ffffff" stroke-width="4"/><path d="M${cx - 17} ${cy + 17}C${cx - 20} ${cy - 8} ${cx - 2} ${cy - 22} ${cx + 20} ${cy - 20}C${cx + 20} ${cy + 2} ${cx + 6} ${cy + 20} ${cx - 17} ${cy + 17}Z" fill="#ffffff"/><path d="M${cx - 17} ${cy + 17}L${cx + 8} ${cy - 8}" stroke="#2f8f46" stroke-width="3" stroke-linecap="round"/></g>`;
  }
  return "";
}

/* ------------------------------------------------------------------------------------------ */
/* Classes: shape, colour and backdrop                                                         */
/* ------------------------------------------------------------------------------------------ */

interface ClassCtx {
  code: string;
  name: string;
  index: number;
  kind: Kind;
  look: Look;
  ls: Landscape;
  seed: number;
  manual: boolean;
  premium: boolean;
  seats: number;
  largeBags: number;
  smallBags: number;
}

const PAINTS = [
  "#c8312b",
  "#2f6db5",
  "#eceeec",
  "#e07a2e",
  "#aeb7c0",
  "#1e8c8a",
  "#27446e",
  "#f0bf2c",
  "#4a5058",
  "#3e7d4f",
  "#8a2a3b",
  "#5f9fd3",
  "#c9b48a",
  "#d94f3d",
  "#2c6e91",
];

/** The silhouette for a class, from its vehicle type and name. */
function kindOf(cls: Pick<CarClassSeed, "vehicleTypeName" | "name" | "fuelType">): Kind {
  const t = `${cls.vehicleTypeName} ${cls.name}`.toLowerCase();
  const ev = cls.fuelType === "electric";
  if (t.includes("glamper")) return "glamper";
  if (t.includes("trailer")) return "trailer";
  if (t.includes("cargo van")) return "van";
  if (t.includes("minibus")) return /1[2-9] seater/.test(t) ? "minibusLong" : "minibus";
  if (t.includes("people mover")) return "peopleMover";
  if (/\bute\b|double cab/.test(t)) return "ute";
  if (t.includes("4wd")) return "fourByFour";
  if (t.includes("7 seater")) return "suv7";
  if (t.includes("6 seater")) return "mpv";
  if (t.includes("suv")) {
    if (ev) return t.includes("premium") ? "evSuvPremium" : "evSuv";
    if (t.includes("compact")) return cls.fuelType === "hybrid" ? "coupeSuv" : "compactSuv";
    return "suv";
  }
  if (t.includes("sedan") || t.includes("full size")) return "sedan";
  if (ev) return "evHatch";
  if (t.includes("hybrid hatch")) return "liftback";
  if (t.includes("economy") || t.includes("budget hybrid")) return "smallHatch";
  return "hatch";
}

function contextFor(cls: CarClassSeed, index: number): ClassCtx {
  const code = cls.classCode;
  const kind = kindOf(cls);
  const mystery = /mystery/i.test(cls.vehicleTypeName);
  let paint = PAINTS[index % PAINTS.length];
  if (mystery) paint = kind === "suv" ? "#4b3f8f" : "#6b4fa0";
  if (kind === "glamper") paint = "#f2f0ea";
  if (kind === "trailer") paint = "#c3cad1";
  const look: Look = {
    paint,
    trim: "#2a2e33",
    glass: "#3d566b",
    glassHi: "#94b6cf",
    rim: "#c5cbd1",
    plate: `GO ${code}`,
    ev: cls.fuelType === "electric",
    hybrid: cls.fuelType === "hybrid",
    mystery,
  };
  let seed = 0;
  for (const ch of code) seed = seed * 31 + ch.charCodeAt(0);
  return {
    code,
    name: cls.name,
    index,
    kind,
    look,
    ls: LANDSCAPES[index % LANDSCAPES.length],
    seed,
    manual: cls.transmission === "Manual",
    premium: /premium/i.test(cls.vehicleTypeName) || ["5", "14", "14H", "16"].includes(code),
    seats: cls.seats ?? 5,
    largeBags: cls.largeBags ?? 1,
    smallBags: cls.smallBags ?? 1,
  };
}

/* ------------------------------------------------------------------------------------------ */
/* Exterior views                                                                              */
/* ------------------------------------------------------------------------------------------ */

type View = "front34" | "side" | "rear34" | "rear" | "rearHigh";

function extent(vs: Vehicle[]): [number, number] {
  return [Math.min(...vs.map((v) => v.offset)), Math.max(...vs.map((v) => v.offset + v.L))];
}

function cameraFor(view: View, vs: Vehicle[]): Camera {
  const [x0, x1] = extent(vs);
  const cx = (x0 + x1) / 2;
  const len = x1 - x0;
  const d = Math.max(16, len * 3.8);
  const a = (36 * Math.PI) / 180;
  const t: V3 = [cx, 0.8, 0];
  switch (view) {
    case "front34":
      return new Camera([cx - d * Math.cos(a), 3.4, d * Math.sin(a)], t);
    case "side":
      return new Camera([cx, 2.2, d * 1.05], [cx, 0.85, 0]);
    case "rear34":
      return new Camera([cx + d * Math.cos(a), 3.4, d * Math.sin(a)], t);
    case "rear":
      return new Camera([x1 + d * 0.8, 2.6, 0.0001], [x1, 0.9, 0]);
    case "rearHigh":
      return new Camera([x1 + d * 0.55, 5.6, 3.2], [x1 - len * 0.3, 0.8, 0]);
  }
}

const FITS: Record<View, Fit> = {
  front34: { cx: W / 2, bottom: 528, maxW: 800, maxH: 340 },
  side: { cx: W / 2, bottom: 520, maxW: 820, maxH: 320 },
  rear34: { cx: W / 2, bottom: 528, maxW: 800, maxH: 340 },
  rear: { cx: W / 2, bottom: 530, maxW: 620, maxH: 380 },
  rearHigh: { cx: W / 2, bottom: 540, maxW: 760, maxH: 400 },
};

function svgDoc(inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs><filter id="vblur" filterUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><feGaussianBlur stdDeviation="9"/></filter></defs>${inner}</svg>`;
}

function exterior(
  ctx: ClassCtx,
  vs: Vehicle[],
  view: View,
  phase: number,
  extra?: (sc: Scene) => void,
  fit?: Partial<Fit>,
): string {
  const cam = cameraFor(view, vs);
  const sc = new Scene(cam);
  for (const v of vs) groundShadow(sc, v);
  drawVehicles(sc, vs);
  extra?.(sc);
  const f = { ...FITS[view], ...fit };
  const ground = `${backdrop(ctx.ls, ctx.seed, phase)}${pad(f.cx, f.bottom - 18, f.maxW * 0.62, 62)}`;
  return svgDoc(`${ground}${renderItems(sc.items, f, "v")}${badge(ctx.look)}`);
}

function vehicleFor(ctx: ClassCtx): Vehicle {
  if (ctx.kind === "glamper") return buildGlamper(ctx.look);
  if (ctx.kind === "trailer") return buildTrailer(ctx.look);
  const spec = specFor(ctx.kind);
  if (/pajero/i.test(ctx.name)) spec.spareWheel = true;
  return buildCar(spec, ctx.look);
}

/* ------------------------------------------------------------------------------------------ */
/* The five views of each image set                                                            */
/* ------------------------------------------------------------------------------------------ */

type ImageSet = "car" | "ute" | "van" | "minibus" | "mystery" | "glamper" | "trailer";

function imageSetOf(ctx: ClassCtx): ImageSet {
  if (ctx.look.mystery) return "mystery";
  switch (ctx.kind) {
    case "glamper":
      return "glamper";
    case "trailer":
      return "trailer";
    case "ute":
      return "ute";
    case "van":
      return "van";
    case "minibus":
    case "minibusLong":
    case "peopleMover":
      return "minibus";
    default:
      return "car";
  }
}

function viewSvg(ctx: ClassCtx, n: number): string {
  const set = imageSetOf(ctx);
  const v = vehicleFor(ctx);
  const spec = v.spec;
  switch (set) {
    case "car":
    case "mystery":
      if (!spec) break;
      return [
        () => exterior(ctx, [v], "front34", n),
        () => exterior(ctx, [v], "side", n),
        () => exterior(ctx, [v], "rear34", n),
        () => dashboardSvg(ctx, n, false),
        () => openingView(ctx, v, bootOpening(ctx, spec, ctx.look, true), n),
      ][n]();
    case "ute":
      return [
        () => exterior(ctx, [v], "front34", n),
        () => exterior(ctx, [v], "side", n),
        () => exterior(ctx, [v], "rearHigh", n),
        () => dashboardSvg(ctx, n, false),
        () => roomScene(ctx, "uteRear"),
      ][n]();
    case "van":
      if (!spec) break;
      return [
        () => exterior(ctx, [v], "front34", n),
        () => exterior(ctx, [v], "side", n),
        () => exterior(ctx, [v], "rear", n),
        () => dashboardSvg(ctx, n, true),
        () => openingView(ctx, v, vanOpening(spec, ctx.look), n),
      ][n]();
    case "minibus":
      if (!spec) break;
      return [
        () => exterior(ctx, [v], "front34", n),
        () => exterior(ctx, [v], "side", n),
        () => exterior(ctx, [v], "rear", n),
        () => roomScene(ctx, "rows"),
        () => openingView(ctx, v, bootOpening(ctx, spec, ctx.look, true), n),
      ][n]();
    case "trailer":
      return [
        () => exterior(ctx, [v], "front34", n),
        () => exterior(ctx, [v], "side", n),
        () => openingView(ctx, buildTrailer(ctx.look, 0, true), trailerOpening(ctx.look, false), n),
        () => openingView(ctx, buildTrailer(ctx.look, 0, true), trailerOpening(ctx.look, true), n),
        () => hitched(ctx, n),
      ][n]();
    case "glamper":
      return [
        () => hitched(ctx, n),
        () => glamperCamp(ctx, n),
        () => glamperBed(ctx),
        () => glamperKitchen(ctx, n),
        () => glamperDusk(ctx),
      ][n]();
  }
  throw new Error(`no view ${n} for ${ctx.code}`);
}

/** The class's trailer or glamper behind a towing car, seen from behind. */
function hitched(ctx: ClassCtx, phase: number): string {
  const towSpec = specFor("suv");
  const tow = buildCar(towSpec, {
    ...ctx.look,
    paint: "#eceeec",
    plate: "GO TOW",
    mystery: false,
    ev: false,
    hybrid: false,
  });
  const gap = towSpec.L + 0.25;
  const trailer = ctx.kind === "glamper" ? buildGlamper(ctx.look, gap) : buildTrailer(ctx.look, gap);
  const vs = [tow, trailer];
  return exterior(ctx, vs, "rear34", phase, undefined, { maxW: 860, maxH: 330 });
}

/* ------------------------------------------------------------------------------------------ */
/* Openings: boot, tailgate, barn doors, trailer door, with what is inside                    */
/* ------------------------------------------------------------------------------------------ */

const BAG_COLOURS = ["#2f6db5", "#c8312b", "#e0a32e", "#2f8f6a", "#6b4fa0", "#30353b", "#d96a8a", "#4a7fa8"];

/** A suitcase: body, two ribs and a handle on top. Upright stands tall, else it lies flat. */
function suitcase(
  xFar: number,
  y: number,
  zc: number,
  w: number,
  h: number,
  d: number,
  colour: string,
): Solid[] {
  const x1 = xFar + d;
  const ribs: Decal[] = [0.3, 0.7].map((t) => ({
    kind: "line",
    pts: [
      [x1 + 0.001, y + h * 0.08, zc - w / 2 + w * t],
      [x1 + 0.001, y + h * 0.92, zc - w / 2 + w * t],
    ] as V3[],
    stroke: "~-0.22",
    sw: 1.4,
  }));
  const body = box(xFar, x1, y, y + h, zc - w / 2, zc + w / 2, colour, { rear: ribs });
  const handle = box(xFar + d * 0.35, xFar + d * 0.65, y + h, y + h + 0.035, zc - 0.07, zc + 0.07, "#23272b");
  handle.order = 1;
  return [body, handle];
}

/** Luggage on a floor, packed in rows from the seats towards the opening, then stacked. */
function luggage(
  n: { large: number; small: number },
  floorY: number,
  xFar: number,
  xNear: number,
  hwIn: number,
  flat: boolean,
): Solid[] {
  const items: { w: number; h: number; d: number }[] = [];
  for (let i = 0; i < n.large; i++)
    items.push(flat ? { w: 0.62, h: 0.24, d: 0.42 } : { w: 0.44, h: 0.64, d: 0.26 });
  for (let i = 0; i < n.small; i++)
    items.push(flat ? { w: 0.46, h: 0.2, d: 0.34 } : { w: 0.34, h: 0.46, d: 0.22 });
  const out: Solid[] = [];
  const width = hwIn * 2 - 0.08;
  let x = xFar + 0.04;
  let y = floorY;
  let z = -width / 2;
  let rowDepth = 0;
  let layerHeight = 0;
  let c = 0;
  for (const it of items) {
    if (z + it.w > width / 2) {
      // Next row towards the opening, or a new layer on top.
      x += rowDepth + 0.03;
      z = -width / 2;
      rowDepth = 0;
      if (x + it.d > xNear - 0.03) {
        x = xFar + 0.04;
        y += layerHeight + 0.005;
        layerHeight = 0;
      }
    }
    out.push(...suitcase(x, y, z + it.w / 2, it.w, it.h, it.d, BAG_COLOURS[c++ % BAG_COLOURS.length]));
    z += it.w + 0.03;
    rowDepth = Math.max(rowDepth, it.d);
    layerHeight = Math.max(layerHeight, it.h);
  }
  return out;
}

interface Room {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  hw: number;
  floor: string;
  walls: string;
  ceiling: string;
  end: string;
  endDecals?: Decal[];
  wallDecals?: (side: 1 | -1) => Decal[];
  floorDecals?: Decal[];
  ceilingDecals?: Decal[];
}

/** The inside of a box, seen from within or through an opening: faces whose inside is visible. */
function drawRoom(sc: Scene, r: Room, endAt: "x0" | "x1" = "x0") {
  const { x0, x1, y0, y1, hw } = r;
  const faces: Face[] = [
    {
      pts: [
        [x0, y0, -hw],
        [x1, y0, -hw],
        [x1, y0, hw],
        [x0, y0, hw],
      ],
      fill: r.floor,
      normal: [0, 1, 0],
      decals: r.floorDecals,
    },
    {
      pts: [
        [x0, y1, -hw],
        [x0, y1, hw],
        [x1, y1, hw],
        [x1, y1, -hw],
      ],
      fill: r.ceiling,
      normal: [0, -1, 0],
      decals: r.ceilingDecals,
    },
    {
      pts: [
        [x0, y0, hw],
        [x1, y0, hw],
        [x1, y1, hw],
        [x0, y1, hw],
      ],
      fill: r.walls,
      normal: [0, 0, -1],
      decals: r.wallDecals?.(1),
    },
    {
      pts: [
        [x0, y0, -hw],
        [x0, y1, -hw],
        [x1, y1, -hw],
        [x1, y0, -hw],
      ],
      fill: r.walls,
      normal: [0, 0, 1],
      decals: r.wallDecals?.(-1),
    },
  ];
  const ex = endAt === "x0" ? x0 : x1;
  faces.push({
    pts: [
      [ex, y0, -hw],
      [ex, y0, hw],
      [ex, y1, hw],
      [ex, y1, -hw],
    ],
    fill: r.end,
    normal: [endAt === "x0" ? 1 : -1, 0, 0],
    decals: r.endDecals,
  });
  // Inside, the colours are chosen per surface; no sunlight shading.
  for (const f of faces) f.shade = false;
  sc.solid({ faces }, true);
}

interface Opening {
  aperture: V3[];
  room: Room;
  contents: Solid[];
  lids: Solid[];
  cam: Camera;
  fit: Fit;
}

const LINING = "#44484f";
const CARPET = "#3a3e44";
const FABRIC = "#3d434c";

function seatBackWall(xFront: number, floorY: number, hwIn: number, seats: number, top: number): Decal[] {
  const out: Decal[] = [
    {
      kind: "poly",
      pts: [
        [xFront + 0.001, floorY, -hwIn],
        [xFront + 0.001, floorY, hwIn],
        [xFront + 0.001, top, hwIn],
        [xFront + 0.001, top, -hwIn],
      ],
      fill: FABRIC,
    },
  ];
  for (let i = 0; i < seats; i++) {
    const zc = lerp(-hwIn, hwIn, (i + 0.5) / seats);
    const hwH = Math.min(0.13, hwIn / seats - 0.04);
    out.push({
      kind: "poly",
      pts: roundRect2(zc - hwH, top + 0.05, zc + hwH, top + 0.25, 0.05, 3).map(
        ([z, y]) => [xFront + 0.002, y, z] as V3,
      ),
      fill: tone(FABRIC, 0.08),
    });
    if (i > 0) {
      const zl = lerp(-hwIn, hwIn, i / seats);
      out.push({
        kind: "line",
        pts: [
          [xFront + 0.002, floorY + 0.04, zl],
          [xFront + 0.002, top - 0.03, zl],
        ],
        stroke: "#2b3037",
        sw: 1.6,
      });
    }
  }
  return out;
}

function bootOpening(ctx: ClassCtx, spec: CarSpec, look: Look, withSeats: boolean): Opening {
  const { L, belt, roof } = spec;
  const hw = spec.W / 2;
  const [hwB, hwT] = spec.cabinHw;
  const lip = spec.bumperR + 0.08;
  const floorY = lip - 0.06;
  const trunk = spec.opening === "trunk";
  const big = spec.kind === "minibus" || spec.kind === "minibusLong" || spec.kind === "peopleMover";
  const depth = big
    ? 1.0
    : spec.kind === "smallHatch"
      ? 0.62
      : spec.kind === "suv7" || spec.kind === "mpv"
        ? 0.7
        : trunk
          ? 1.0
          : 0.9;
  const xFront = L - depth;
  const hwIn = hw - 0.16;
  let aperture: V3[];
  let lids: Solid[];
  let ceiling: number;
  let cam: Camera;
  if (trunk) {
    const [deck0, deckY] = spec.deck ?? [L - 0.7, belt];
    const a = hw - 0.14;
    aperture = [
      [deck0 + 0.08, belt + 0.03, -a],
      [deck0 + 0.08, belt + 0.03, a],
      [L - 0.1, deckY, a],
      [L, deckY - 0.09, a],
      [L, deckY - 0.2, a],
      [L, deckY - 0.2, -a],
      [L, deckY - 0.09, -a],
      [L - 0.1, deckY, -a],
    ];
    const len = L - 0.06 - deck0;
    const ang = (78 * Math.PI) / 180;
    lids = [
      slab(
        [deck0 + 0.02, belt + 0.03, -hw + 0.04],
        [0, 0, 2 * hw - 0.08],
        [len * Math.cos(ang), len * Math.sin(ang), 0],
        0.05,
        look.paint,
        LINING,
        [],
        [
          {
            uv: [
              [0.08, 0.15],
              [0.92, 0.15],
              [0.92, 0.85],
              [0.08, 0.85],
            ],
            fill: tone(LINING, 0.1),
          },
        ],
      ),
    ];
    ceiling = deckY - 0.02;
    cam = new Camera([L + 4.6, 2.5, 1.0], [L - 0.5, 0.8, 0]);
  } else {
    const a = hw - 0.15;
    const b = hwB - 0.1;
    const c = hwT - 0.12;
    const tailTop = belt;
    aperture = [
      [L + 0.001, lip, -a],
      [L + 0.001, lip, a],
      [L + 0.001, tailTop - 0.09, a],
      [spec.rgX, belt, b],
      [spec.rrX, roof - 0.09, c],
      [spec.rrX, roof - 0.09, -c],
      [spec.rgX, belt, -b],
      [L + 0.001, tailTop - 0.09, -a],
    ];
    const hinge: V3 = [spec.rrX - 0.02, roof - 0.02, -hwT - 0.02];
    const len = Math.hypot(L - spec.rrX, roof - lip) * 0.98;
    const ang = ((big ? 12 : 30) * Math.PI) / 180;
    const glassUv: V2[] = [
      [0.08, 0.05],
      [0.92, 0.05],
      [0.9, 0.55],
      [0.1, 0.55],
    ];
    lids = [
      slab(
        hinge,
        [0, 0, 2 * hwT + 0.04],
        [len * Math.cos(ang), len * Math.sin(ang), 0],
        0.06,
        look.paint,
        LINING,
        [{ uv: glassUv, fill: look.glass }],
        [
          { uv: glassUv, fill: "#5f7384" },
          {
            uv: [
              [0.3, 0.8],
              [0.7, 0.8],
              [0.7, 0.9],
              [0.3, 0.9],
            ],
            fill: "#2b2f35",
          },
          {
            uv: [
              [0.0, 0.62],
              [0.08, 0.62],
              [0.08, 0.95],
              [0.0, 0.95],
            ],
            fill: TAIL_DARK,
          },
          {
            uv: [
              [0.92, 0.62],
              [1, 0.62],
              [1, 0.95],
              [0.92, 0.95],
            ],
            fill: TAIL_DARK,
          },
        ],
      ),
    ];
    ceiling = roof - 0.12;
    cam = new Camera([L + 5.2, 1.6, 1.1], [L - 0.6, 0.95, 0]);
  }
  const seatTop = Math.min(ceiling - 0.3, floorY + (trunk ? 0.4 : big ? 0.75 : 0.62));
  const rowSeats = big
    ? 3
    : spec.kind === "fourByFour" || spec.kind === "suv7" || spec.kind === "mpv"
      ? 3
      : 2;
  const room: Room = {
    x0: xFront,
    x1: L + 0.3,
    y0: floorY,
    y1: ceiling,
    hw: hwIn,
    floor: CARPET,
    walls: "#2c3035",
    ceiling: "#55595f",
    end: "#1b1e22",
    endDecals: withSeats && !trunk ? seatBackWall(xFront, floorY, hwIn, rowSeats, seatTop) : trunk ? [] : [],
    floorDecals: [
      {
        kind: "poly",
        pts: [
          [L - 0.12, floorY + 0.001, -hwIn],
          [L + 0.3, floorY + 0.001, -hwIn],
          [L + 0.3, floorY + 0.001, hwIn],
          [L - 0.12, floorY + 0.001, hwIn],
        ],
        fill: "#8a9096",
      },
    ],
  };
  const contents = luggage(
    { large: ctx.largeBags, small: ctx.smallBags },
    floorY,
    xFront,
    L - 0.1,
    hwIn,
    trunk,
  );
  return { aperture, room, contents, lids, cam, fit: { cx: W / 2, bottom: 560, maxW: 760, maxH: 470 } };
}

function vanOpening(spec: CarSpec, look: Look): Opening {
  const { L, roof } = spec;
  const [, hwT] = spec.cabinHw;
  const floorY = 0.62;
  const a = hwT - 0.06;
  const aperture: V3[] = [
    [L + 0.001, floorY, -a],
    [L + 0.001, floorY, a],
    [L + 0.001, roof - 0.1, a],
    [L + 0.001, roof - 0.1, -a],
  ];
  const doorH = roof - 0.06 - (spec.clr + 0.3);
  const ang = (105 * Math.PI) / 180;
  const doorW = hwT;
  const lids: Solid[] = [];
  for (const s of [1, -1] as const) {
    const hinge: V3 = [L, spec.clr + 0.3, s * hwT];
    const dir: V3 = [Math.sin(ang) * doorW, 0, -s * Math.cos(ang) * doorW];
    const win: V2[] = [
      [0.14, 0.6],
      [0.86, 0.6],
      [0.86, 0.9],
      [0.14, 0.9],
    ];
    lids.push(
      slab(
        hinge,
        dir,
        [0, doorH, 0],
        0.05,
        look.paint,
        "#6d7278",
        [
          { uv: win, fill: look.glass },
          {
            uv: [
              [0.06, 0.12],
              [0.2, 0.12],
              [0.2, 0.36],
              [0.06, 0.36],
            ],
            fill: TAIL,
          },
        ],
        [
          { uv: win, fill: "#5f7384" },
          {
            uv: [
              [0.1, 0.1],
              [0.9, 0.1],
              [0.9, 0.5],
              [0.1, 0.5],
            ],
            fill: "#7b8087",
          },
        ],
      ),
    );
  }
  const hwIn = hwT - 0.08;
  const battens = (side: 1 | -1): Decal[] => {
    const out: Decal[] = [];
    for (const y of [0.95, 1.3, 1.65])
      out.push({
        kind: "poly",
        pts: [
          [1.6, y, side * (hwIn - 0.001)],
          [L + 0.3, y, side * (hwIn - 0.001)],
          [L + 0.3, y + 0.05, side * (hwIn - 0.001)],
          [1.6, y + 0.05, side * (hwIn - 0.001)],
        ],
        fill: "#a88a5c",
      });
    for (let x = 1.9; x < L; x += 0.7)
      out.push({
        kind: "line",
        pts: [
          [x, floorY + 0.02, side * (hwIn - 0.001)],
          [x, floorY + 0.3, side * (hwIn - 0.001)],
        ],
        stroke: "#9b7d52",
        sw: 1,
      });
    return out;
  };
  const room: Room = {
    x0: 1.5,
    x1: L + 0.3,
    y0: floorY,
    y1: roof - 0.1,
    hw: hwIn,
    floor: "#4d5157",
    walls: "#c9a878",
    ceiling: "#d8d9d6",
    end: "#8e949a",
    endDecals: [
      {
        kind: "poly",
        pts: [
          [1.501, 1.45, -0.35],
          [1.501, 1.45, 0.35],
          [1.501, 1.75, 0.35],
          [1.501, 1.75, -0.35],
        ],
        fill: "#5f7384",
      },
    ],
    wallDecals: battens,
    floorDecals: [0.3, 0.6, 0.9].flatMap((t) => [
      {
        kind: "line",
        pts: [
          [1.6, floorY + 0.001, lerp(-hwIn, hwIn, t)],
          [L + 0.2, floorY + 0.001, lerp(-hwIn, hwIn, t)],
        ] as V3[],
        stroke: "#3b3f44",
        sw: 1.6,
      },
    ]),
  };
  return {
    aperture,
    room,
    contents: [],
    lids,
    cam: new Camera([L + 5.8, 1.75, 0.9], [L - 1, 1.1, 0]),
    fit: { cx: W / 2, bottom: 560, maxW: 860, maxH: 470 },
  };
}

function trailerOpening(look: Look, close: boolean): Opening {
  const { bx0, bx1, hw, y0, y1 } = trailerDims(0);
  const a = hw - 0.05;
  const floorY = y0 + 0.04;
  const top = y1 - 0.16;
  const aperture: V3[] = [
    [bx1 + 0.001, floorY, -a],
    [bx1 + 0.001, floorY, a],
    [bx1 + 0.001, top, a],
    [bx1 + 0.001, top, -a],
  ];
  const ang = (112 * Math.PI) / 180;
  const hinge: V3 = [bx1, floorY, -hw];
  const door = slab(
    hinge,
    [Math.sin(ang) * 2 * a, 0, Math.cos(ang) * 2 * a],
    [0, top - floorY, 0],
    0.04,
    look.paint,
    "#c9a878",
    [],
    [
      {
        uv: [
          [0.85, 0.42],
          [0.93, 0.42],
          [0.93, 0.58],
          [0.85, 0.58],
        ],
        fill: "#2d3136",
      },
    ],
  );
  const hwIn = a - 0.02;
  const room: Room = {
    x0: bx0 + 0.04,
    x1: bx1 + 0.3,
    y0: floorY,
    y1: top,
    hw: hwIn,
    floor: "#7a6a55",
    walls: "#cfae7c",
    ceiling: "#dcc39a",
    end: "#c4a271",
    floorDecals: [0.25, 0.5, 0.75].map((t) => ({
      kind: "line",
      pts: [
        [bx0 + 0.1, floorY + 0.001, lerp(-hwIn, hwIn, t)],
        [bx1 + 0.2, floorY + 0.001, lerp(-hwIn, hwIn, t)],
      ] as V3[],
      stroke: "#63553f",
      sw: 1.4,
    })),
    wallDecals: (s): Decal[] =>
      [0.35, 0.7]
        .map((t): Decal => ({
          kind: "line",
          pts: [
            [lerp(bx0, bx1, t), floorY + 0.02, s * (hwIn - 0.001)],
            [lerp(bx0, bx1, t), top - 0.02, s * (hwIn - 0.001)],
          ] as V3[],
          stroke: "#b4935f",
          sw: 1.4,
        }))
        .concat([
          {
            kind: "poly",
            pts: roundRect2(bx0 + 0.5, floorY + 0.12, bx0 + 0.6, floorY + 0.2, 0.03, 3).map(
              ([x, y]) => [x, y, s * (hwIn - 0.002)] as V3,
            ),
            fill: "#8b939b",
          },
        ]),
  };
  const cam = close
    ? new Camera([bx1 + 2.7, 1.55, 0.35], [bx1 - 0.9, 0.95, 0])
    : new Camera([bx1 + 6.5, 1.9, 2.2], [bx1 - 0.8, 0.9, 0]);
  const fit: Fit = close
    ? { cx: W / 2, bottom: 0, cy: 300, maxW: 900, maxH: 560, to: aperture.map((p) => cam.project(p)) }
    : { cx: W / 2 - 40, bottom: 540, maxW: 760, maxH: 420 };
  return { aperture, room, contents: [], lids: [door], cam, fit };
}

function drawOpening(sc: Scene, o: Opening) {
  sc.clip(o.aperture);
  sc.poly(o.aperture, "#1b1e22");
  drawRoom(sc, o.room);
  const sorted = [...o.contents].sort((p, q) => {
    const dp = sc.cam.depth(centroid3(p.faces.flatMap((f) => f.pts)));
    const dq = sc.cam.depth(centroid3(q.faces.flatMap((f) => f.pts)));
    return dq - dp || (p.order ?? 0) - (q.order ?? 0);
  });
  for (const s of sorted) sc.solid(s);
  sc.endClip();
  const lids = [...o.lids].sort(
    (p, q) =>
      sc.cam.depth(centroid3(q.faces.flatMap((f) => f.pts))) -
      sc.cam.depth(centroid3(p.faces.flatMap((f) => f.pts))),
  );
  for (const l of lids) sc.solid(l);
}

function openingView(ctx: ClassCtx, v: Vehicle, o: Opening, phase: number): string {
  const sc = new Scene(o.cam);
  // Only the rear of the shadow: seen from close behind, the rest would show beside the body.
  groundShadow(sc, v, 1.2, v.offset + v.L - 1.6);
  drawVehicles(sc, [v]);
  drawOpening(sc, o);
  const ground = `${backdrop(ctx.ls, ctx.seed, phase)}${pad(o.fit.cx, (o.fit.cy ?? o.fit.bottom) - 10, o.fit.maxW * 0.6, 70)}`;
  return svgDoc(`${ground}${renderItems(sc.items, o.fit, "v")}${badge(ctx.look)}`);
}

/* ------------------------------------------------------------------------------------------ */
/* Interiors                                                                                   */
/* ------------------------------------------------------------------------------------------ */

function seatColour(ctx: ClassCtx): string {
  if (ctx.look.ev && ctx.premium) return "#d9d7d2";
  if (ctx.premium) return "#9b7350";
  return FABRIC;
}

/** A front seat seen from behind, as 2D SVG: back, bolsters and headrest. */
function seatBack2D(cx: number, top: number, w: number, colour: string): string {
  const l = cx - w / 2;
  const r = cx + w / 2;
  const hr = w * 0.26;
  let s = `<rect x="${f1(cx - hr * 0.55)}" y="${f1(top - 34)}" width="6" height="40" fill="#9aa0a6"/><rect x="${f1(cx + hr * 0.55 - 6)}" y="${f1(top - 34)}" width="6" height="40" fill="#9aa0a6"/>`;
  s += `<path d="${pathOf(roundRect2(cx - hr, top - 98, cx + hr, top - 26, 22, 5))}" fill="${tone(colour, 0.06)}"/>`;
  s += `<path d="M${f1(l)} ${H}C${f1(l - 6)} ${f1(top + 80)} ${f1(l + 4)} ${f1(top + 10)} ${f1(l + 30)} ${f1(top)}L${f1(r - 30)} ${f1(top)}C${f1(r - 4)} ${f1(top + 10)} ${f1(r + 6)} ${f1(top + 80)} ${f1(r)} ${H}Z" fill="${colour}"/>`;
  s += `<path d="M${f1(l + 44)} ${H}C${f1(l + 40)} ${f1(top + 90)} ${f1(l + 46)} ${f1(top + 30)} ${f1(l + 60)} ${f1(top + 22)}L${f1(r - 60)} ${f1(top + 22)}C${f1(r - 46)} ${f1(top + 30)} ${f1(r - 40)} ${f1(top + 90)} ${f1(r - 44)} ${H}Z" fill="${tone(colour, 0.07)}"/>`;
  s += `<path d="M${f1(l + 60)} ${f1(top + 70)}H${f1(r - 60)}" stroke="${tone(colour, -0.18)}" stroke-width="2"/>`;
  return s;
}

function dashboardSvg(ctx: ClassCtx, phase: number, van: boolean): string {
  const dashY = van ? 372 : 352;
  const dash = "#2b2e33";
  const face = "#34383e";
  const accent = ctx.look.paint;
  let s = backdrop(ctx.ls, ctx.seed, phase + 7, dashY - 10, "d");
  // Headliner, pillars and mirror.
  s += `<path d="M0 0H${W}V70C${W * 0.72} 96 ${W * 0.28} 96 0 70Z" fill="#d8d4cc"/><path d="M0 70C${W * 0.28} 96 ${W * 0.72} 96 ${W} 70" stroke="#202226" stroke-width="8" fill="none"/>`;
  s += `<path d="M0 52L${van ? 70 : 130} 86L${van ? 18 : 40} ${dashY + 30}L0 ${dashY + 40}Z" fill="#3a3d43"/><path d="M${W} 52L${W - (van ? 70 : 130)} 86L${W - (van ? 18 : 40)} ${dashY + 30}L${W} ${dashY + 40}Z" fill="#3a3d43"/>`;
  s += `<rect x="468" y="84" width="24" height="34" fill="#2a2d31"/><path d="${pathOf(roundRect2(392, 112, 568, 156, 18))}" fill="#222529"/><path d="${pathOf(roundRect2(400, 118, 560, 150, 13))}" fill="#6d8294"/><path d="M430 150L470 118H492L452 150Z" fill="#8fa6b8" opacity="0.6"/>`;
  // Dashboard top and face.
  s += `<path d="M0 ${dashY + 20}C${W * 0.25} ${dashY - 14} ${W * 0.75} ${dashY - 14} ${W} ${dashY + 20}V${H}H0Z" fill="${dash}"/>`;
  s += `<path d="M0 ${dashY + 70}C${W * 0.3} ${dashY + 46} ${W * 0.7} ${dashY + 46} ${W} ${dashY + 70}V${H}H0Z" fill="${face}"/>`;
  s += `<path d="M0 ${dashY + 84}C${W * 0.3} ${dashY + 60} ${W * 0.7} ${dashY + 60} ${W} ${dashY + 84}" stroke="${accent}" stroke-width="7" fill="none"/>`;
  // Passenger side: vent and glovebox.
  s += `<path d="${pathOf(roundRect2(90, dashY + 96, 250, dashY + 126, 10))}" fill="#1d2024"/>`;
  for (let i = 1; i < 4; i++)
    s += `<path d="M98 ${dashY + 96 + i * 7.5}H242" stroke="#3c4047" stroke-width="2"/>`;
  s += `<path d="${pathOf(roundRect2(70, dashY + 150, 320, dashY + 215, 14))}" fill="none" stroke="#2a2d32" stroke-width="3"/>`;
  // Centre stack.
  const big = ctx.look.ev;
  const sx0 = big ? 356 : 404;
  const sx1 = big ? 604 : 556;
  const sy0 = dashY - (big ? 16 : 4);
  const sy1 = dashY + (big ? 112 : 70);
  s += `<path d="${pathOf(roundRect2(sx0 - 8, sy0 - 8, sx1 + 8, sy1 + 8, 14))}" fill="#16181b"/><path d="${pathOf(roundRect2(sx0, sy0, sx1, sy1, 8))}" fill="#20364a"/>`;
  // A map with a route on the screen.
  s += `<g opacity="0.9"><path d="M${sx0} ${sy0 + 30}L${sx1} ${sy1 - 20}M${sx0 + 40} ${sy1}L${sx0 + 90} ${sy0}M${sx1 - 60} ${sy0}L${sx1 - 20} ${sy1}" stroke="#4d6a86" stroke-width="5"/><path d="M${sx0 + 20} ${sy1 - 12}C${sx0 + 80} ${sy1 - 30} ${sx0 + 70} ${sy0 + 40} ${sx1 - 40} ${sy0 + 18}" stroke="#ffcc00" stroke-width="4" fill="none"/><circle cx="${sx1 - 40}" cy="${sy0 + 18}" r="6" fill="#ffcc00"/></g>`;
  if (!big) {
    for (const vx of [sx0 - 52, sx1 + 10]) {
      s += `<path d="${pathOf(roundRect2(vx, dashY + 6, vx + 40, dashY + 44, 8))}" fill="#1d2024"/>`;
      for (let i = 1; i < 4; i++)
        s += `<path d="M${vx + 6} ${dashY + 6 + i * 9.5}H${vx + 34}" stroke="#3c4047" stroke-width="2"/>`;
    }
  }
  for (let i = 0; i < 5; i++)
    s += `<circle cx="${418 + i * 31}" cy="${dashY + 138}" r="${i === 0 || i === 4 ? 12 : 7}" fill="#1b1d21" stroke="#5b6068" stroke-width="2"/>`;
  // Driver's side (right-hand drive): instrument cluster behind the wheel.
  const wx = van ? 730 : 716;
  const wy = dashY + 148;
  if (!(ctx.look.ev && ctx.premium)) {
    s += `<path d="M${wx - 132} ${dashY + 34}C${wx - 124} ${dashY - 24} ${wx + 124} ${dashY - 24} ${wx + 132} ${dashY + 34}Z" fill="#202327"/>`;
    s += `<path d="${pathOf(roundRect2(wx - 116, dashY + 2, wx + 116, dashY + 60, 10))}" fill="#0d1620"/>`;
    for (const [dx, col] of [
      [-70, "#7fc8f8"],
      [70, ctx.look.ev || ctx.look.hybrid ? "#5fd39a" : "#f4a259"],
    ] as const) {
      s += `<circle cx="${wx + dx}" cy="${dashY + 42}" r="34" fill="none" stroke="#27384a" stroke-width="6"/><path d="M${wx + dx - 30} ${dashY + 56}A34 34 0 0 1 ${wx + dx + 20} ${dashY + 14}" fill="none" stroke="${col}" stroke-width="6" stroke-linecap="round"/>`;
    }
  }
  // Steering wheel.
  s += `<circle cx="${wx}" cy="${wy}" r="140" fill="none" stroke="#1a1c1f" stroke-width="30"/><circle cx="${wx}" cy="${wy}" r="140" fill="none" stroke="#2c2f34" stroke-width="6" stroke-dasharray="60 40" opacity="0.6"/>`;
  s += `<path d="M${wx - 128} ${wy + 6}C${wx - 60} ${wy - 20} ${wx + 60} ${wy - 20} ${wx + 128} ${wy + 6}L${wx + 60} ${wy + 40}H${wx - 60}Z" fill="#23262b"/>`;
  s += `<path d="${pathOf(roundRect2(wx - 54, wy - 30, wx + 54, wy + 46, 24))}" fill="#2b2e34"/><circle cx="${wx}" cy="${wy + 6}" r="13" fill="#aeb4ba"/>`;
  // Centre console and the gear selector.
  s += `<path d="M400 ${H}L418 ${dashY + 176}H542L560 ${H}Z" fill="#26292e"/>`;
  if (ctx.manual) {
    s += `<path d="${pathOf(roundRect2(440, dashY + 214, 520, dashY + 250, 12))}" fill="#1a1c1f"/><rect x="474" y="${dashY + 150}" width="12" height="80" fill="#3a3d42"/><circle cx="480" cy="${dashY + 146}" r="26" fill="#1c1e22"/><text x="480" y="${dashY + 147}" font-family="${FONT}" font-size="11" font-weight="700" text-anchor="middle" dominant-baseline="central" fill="#e8e8e8">1 3 5</text><text x="480" y="${dashY + 160}" font-family="${FONT}" font-size="9" font-weight="700" text-anchor="middle" dominant-baseline="central" fill="#e8e8e8">2 4 R</text>`;
  } else {
    s += `<path d="${pathOf(roundRect2(446, dashY + 190, 514, dashY + 234, 10))}" fill="#1a1c1f"/><path d="${pathOf(roundRect2(466, dashY + 168, 494, dashY + 214, 10))}" fill="#3a3e44"/><text x="480" y="${dashY + 250}" font-family="${FONT}" font-size="14" font-weight="700" text-anchor="middle" fill="#c9ced4">P R N D</text>`;
  }
  // Front seats, seen from behind.
  const sc = seatColour(ctx);
  if (van) {
    s += seatBack2D(150, 470, 230, sc) + seatBack2D(330, 478, 170, sc) + seatBack2D(790, 470, 250, sc);
  } else {
    s += seatBack2D(190, 476, 270, sc) + seatBack2D(770, 476, 270, sc);
  }
  s += badge(ctx.look);
  return svgDoc(s);
}

/** One forward-facing passenger seat (cushion, reclined back, headrest) at row x and centre z. */
function seat3D(x: number, zc: number, w: number, colour: string, floorY = 0): Solid[] {
  const h = w / 2;
  const cy = floorY + 0.42;
  const base = box(x + 0.08, x + 0.42, floorY, cy - 0.08, zc - h * 0.7, zc + h * 0.7, "#22252a");
  const cushion = box(x, x + 0.5, cy - 0.1, cy + 0.03, zc - h, zc + h, colour, {
    top: [
      {
        kind: "poly",
        pts: [
          [x + 0.06, cy + 0.031, zc - h * 0.6],
          [x + 0.44, cy + 0.031, zc - h * 0.6],
          [x + 0.44, cy + 0.031, zc + h * 0.6],
          [x + 0.06, cy + 0.031, zc + h * 0.6],
        ],
        fill: "~0.06",
      },
    ],
  });
  const b0 = x + 0.44;
  const t0 = x + 0.58;
  const yTop = cy + 0.66;
  const back = hexa(
    [
      [b0, cy, zc - h],
      [b0 + 0.12, cy, zc - h],
      [b0 + 0.12, cy, zc + h],
      [b0, cy, zc + h],
      [t0, yTop, zc - h],
      [t0 + 0.12, yTop, zc - h],
      [t0 + 0.12, yTop, zc + h],
      [t0, yTop, zc + h],
    ],
    colour,
    {
      right: [],
    },
  );
  // Centre panel on the front of the back.
  const panel: Decal = {
    kind: "poly",
    pts: [
      [lerp(b0, t0, 0.12) - 0.002, lerp(cy, yTop, 0.12), zc - h * 0.58],
      [lerp(b0, t0, 0.12) - 0.002, lerp(cy, yTop, 0.12), zc + h * 0.58],
      [lerp(b0, t0, 0.92) - 0.002, lerp(cy, yTop, 0.92), zc + h * 0.58],
      [lerp(b0, t0, 0.92) - 0.002, lerp(cy, yTop, 0.92), zc - h * 0.58],
    ],
    fill: "~0.07",
  };
  const front = back.faces.find((f) => (f.normal ?? [0, 0, 0])[0] < -0.5);
  if (front) front.decals = [panel];
  const head = box(
    t0 + 0.02,
    t0 + 0.13,
    yTop + 0.015,
    yTop + 0.2,
    zc - h * 0.6,
    zc + h * 0.6,
    tone(colour, 0.04),
  );
  base.order = 0;
  cushion.order = 1;
  back.order = 0;
  head.order = 2;
  return [base, back, cushion, head];
}

function roomScene(ctx: ClassCtx, kind: "rows" | "uteRear"): string {
  const long = ctx.kind === "minibusLong";
  const pm = ctx.kind === "peopleMover";
  const hw = kind === "uteRear" ? 0.72 : pm ? 0.8 : 0.86;
  const y1 = kind === "uteRear" ? 1.12 : long ? 1.62 : pm ? 1.2 : 1.38;
  const rows = kind === "uteRear" ? [3] : ctx.seats >= 12 ? [3, 3, 3] : ctx.seats >= 10 ? [2, 3, 3] : [2, 3];
  const spacing = 0.86;
  const x0 = -0.6;
  const x1 = 0.4 + rows.length * spacing + 0.35;
  const colour = kind === "uteRear" ? FABRIC : pm ? "#4a4f58" : "#3b4a63";
  const winY0 = kind === "uteRear" ? 0.62 : 0.78;
  const winY1 = y1 - 0.12;
  const outside = (pts: V3[]): Decal[] => [
    { kind: "poly", pts, fill: "#bfe0f0" },
    {
      kind: "poly",
      pts: [pts[0], pts[1], lerp3(pts[1], pts[2], 0.4), lerp3(pts[0], pts[3], 0.4)],
      fill: "#8fbf7a",
    },
  ];
  const sideWindows = (s: 1 | -1): Decal[] => {
    const out: Decal[] = [];
    const z = s * (hw - 0.002);
    const n = Math.max(1, Math.round((x1 - x0 - 0.3) / 0.8));
    const step = (x1 - x0 - 0.3) / n;
    const panes =
      kind === "uteRear"
        ? [[x0 + 0.2, x1 - 0.15]]
        : Array.from({ length: n }, (_, i) => [x0 + 0.15 + i * step, x0 + 0.15 + (i + 1) * step - 0.09]);
    for (const [a, b] of panes) {
      const p: V3[] = [
        [a, winY0, z],
        [b, winY0, z],
        [b, winY1, z],
        [a, winY1, z],
      ];
      out.push(...outside(p));
      out.push({
        kind: "line",
        pts: [
          [a, winY0, z],
          [b, winY0, z],
          [b, winY1, z],
          [a, winY1, z],
          [a, winY0, z],
        ],
        stroke: "#2a2d31",
        sw: 5,
      });
    }
    if (kind === "rows")
      out.push({
        kind: "poly",
        pts: [
          [x0, 0.7, z],
          [x1, 0.7, z],
          [x1, 0.74, z],
          [x0, 0.74, z],
        ],
        fill: "#9ea4aa",
      });
    return out;
  };
  const endX = x1;
  const rearWin: V3[] =
    kind === "uteRear"
      ? [
          [endX - 0.002, 0.68, -0.55],
          [endX - 0.002, 0.68, 0.55],
          [endX - 0.002, 1.02, 0.55],
          [endX - 0.002, 1.02, -0.55],
        ]
      : [
          [endX - 0.002, 0.82, -0.6],
          [endX - 0.002, 0.82, 0.6],
          [endX - 0.002, y1 - 0.16, 0.6],
          [endX - 0.002, y1 - 0.16, -0.6],
        ];
  const room: Room = {
    x0,
    x1,
    y0: 0,
    y1,
    hw,
    floor: kind === "uteRear" ? "#3a3f45" : "#4a4f57",
    walls: kind === "uteRear" ? "#6a7077" : "#cfd3d6",
    ceiling: kind === "uteRear" ? "#d6d1c7" : "#e6e4df",
    end: kind === "uteRear" ? "#5d636a" : "#c4c8cc",
    endDecals: [
      ...outside(rearWin),
      { kind: "line", pts: [...rearWin, rearWin[0]], stroke: "#2a2d31", sw: 5 },
    ],
    wallDecals: sideWindows,
    floorDecals:
      kind === "rows"
        ? [
            {
              kind: "poly",
              pts: [
                [x0, 0.001, hw - 0.36],
                [x1, 0.001, hw - 0.36],
                [x1, 0.001, hw - 0.08],
                [x0, 0.001, hw - 0.08],
              ],
              fill: "#5a6068",
            },
          ]
        : [],
  };
  if (kind === "rows")
    room.ceilingDecals = [
      {
        kind: "poly",
        pts: [
          [x0, y1 - 0.001, -0.12],
          [x1 - 0.1, y1 - 0.001, -0.12],
          [x1 - 0.1, y1 - 0.001, 0.12],
          [x0, y1 - 0.001, 0.12],
        ],
        fill: "#f7f6f2",
      },
    ];
  const eye: V3 = kind === "uteRear" ? [-0.5, 1.0, 0.1] : [-0.5, y1 - 0.05, 0.3];
  const target: V3 = kind === "uteRear" ? [x1, 0.62, -0.02] : [x1, 0.35, -0.1];
  const cam = new Camera(eye, target);
  const sc = new Scene(cam);
  drawRoom(sc, { ...room, x0: x1 - 0.001 }, "x1");
  drawRoom(sc, room, "x1");
  const seats: Solid[] = [];
  rows.forEach((n, r) => {
    const x = 0.45 + r * spacing - (kind === "uteRear" ? 0.05 : 0);
    const usable = kind === "rows" && n < 3 ? hw * 2 - 0.5 : hw * 2 - 0.08;
    const w = Math.min(0.5, usable / n - 0.03);
    for (let i = 0; i < n; i++) {
      const zc = -hw + 0.04 + (usable / n) * (i + 0.5);
      seats.push(...seat3D(x, zc, w, colour));
    }
  });
  const depthOf = (s: Solid) => cam.depth(centroid3(s.faces.flatMap((f) => f.pts)));
  seats.sort((a, b) => depthOf(b) - depthOf(a));
  for (const s of seats) sc.solid(s);
  if (kind === "uteRear") {
    // Seat belts.
    for (const zc of [-0.45, 0, 0.45])
      sc.line(
        [
          [1.02, 1.08, zc + 0.18],
          [0.58, 0.5, zc - 0.12],
        ],
        "#1d2024",
        5,
      );
  }
  // A lens of about 84 degrees across.
  const body = renderItems(
    sc.items,
    { cx: W / 2, bottom: 0, cy: H / 2, maxW: W, maxH: H, scale: W / 2 / Math.tan((42 * Math.PI) / 180) },
    "r",
  );
  return svgDoc(`<rect width="${W}" height="${H}" fill="#cfd3d6"/>${body}${badge(ctx.look)}`);
}

function lerp3(a: V3, b: V3, t: number): V3 {
  return [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
}

/* ------------------------------------------------------------------------------------------ */
/* The glamper, opened up (2D scenes)                                                          */
/* ------------------------------------------------------------------------------------------ */

const CANVAS = "#dccda8";
const CANVAS_DARK = "#c5b48c";
const FLY = "#4d7a5a";

/** The glamper with its tent up, drawn side on: x0 is the front of the box, g the ground. */
function tent2D(x0: number, g: number, dusk: boolean, awning: boolean): string {
  const glow = "#ffd27a";
  const shade = (c: string) => (dusk ? mix(c, "#3a3550", 0.45) : c);
  let s = "";
  // Guy ropes and pegs.
  for (const [ax, ay, px] of [
    [x0 - 10, g - 250, x0 - 90],
    [x0 + 490, g - 250, x0 + 575],
  ]) {
    s += `<path d="M${ax} ${ay}L${px} ${g}" stroke="${dusk ? "#9a8f80" : "#6b6357"}" stroke-width="1.5"/><path d="M${px - 4} ${g + 2}L${px + 4} ${g - 8}" stroke="#555" stroke-width="3"/>`;
  }
  // Drawbar and jockey wheel.
  s += `<path d="M${x0} ${g - 52}L${x0 - 120} ${g - 44}" stroke="${shade("#3a3f45")}" stroke-width="9" stroke-linecap="round"/><rect x="${x0 - 92}" y="${g - 52}" width="6" height="40" fill="${shade("#50565e")}"/><circle cx="${x0 - 89}" cy="${g - 9}" r="9" fill="#1c1e21"/>`;
  // Bed platform (the flipped lid) on its legs.
  s += `<path d="M${x0 + 470} ${g - 102}V${g}M${x0 + 300} ${g - 102}V${g}" stroke="${shade("#50565e")}" stroke-width="5"/>`;
  s += `<rect x="${x0 + 258}" y="${g - 112}" width="228" height="12" rx="3" fill="${shade("#30353b")}"/>`;
  // Tent walls.
  s += `<path d="M${x0 - 12} ${g - 108}L${x0 - 4} ${g - 250}H${x0 + 484}L${x0 + 492} ${g - 108}Z" fill="${shade(CANVAS)}"/>`;
  for (const sx of [x0 + 120, x0 + 240, x0 + 360])
    s += `<path d="M${sx} ${g - 248}V${g - 112}" stroke="${shade(CANVAS_DARK)}" stroke-width="2"/>`;
  s += `<path d="M${x0 - 12} ${g - 108}L${x0 - 4} ${g - 250}H${x0 + 40}L${x0 + 30} ${g - 108}Z" fill="${shade(CANVAS_DARK)}" opacity="0.7"/>`;
  // Windows and the door.
  s += `<path d="${pathOf(roundRect2(x0 + 40, g - 226, x0 + 170, g - 160, 10))}" fill="${dusk ? glow : "#7d725c"}"/><path d="M${x0 + 36} ${g - 232}H${x0 + 174}" stroke="${shade(CANVAS_DARK)}" stroke-width="10" stroke-linecap="round"/>`;
  if (!dusk)
    for (let i = 1; i < 6; i++)
      s += `<path d="M${x0 + 40 + i * 22} ${g - 226}V${g - 160}" stroke="#8e836b" stroke-width="1"/>`;
  s += `<path d="M${x0 + 300} ${g - 112}V${g - 210}C${x0 + 300} ${g - 236} ${x0 + 420} ${g - 236} ${x0 + 420} ${g - 210}V${g - 112}Z" fill="${dusk ? glow : "#4a3b2a"}"/>`;
  if (!dusk)
    s += `<path d="M${x0 + 318} ${g - 112}H${x0 + 404}V${g - 150}H${x0 + 318}Z" fill="#e9e4d8"/><path d="M${x0 + 318} ${g - 150}H${x0 + 404}V${g - 160}H${x0 + 318}Z" fill="#2f6db5"/>`;
  s += `<path d="M${x0 + 296} ${g - 226}H${x0 + 424}" stroke="${shade(CANVAS_DARK)}" stroke-width="12" stroke-linecap="round"/>`;
  // Roof fly.
  s += `<path d="M${x0 - 34} ${g - 240}L${x0 + 240} ${g - 336}L${x0 + 514} ${g - 240}L${x0 + 500} ${g - 232}H${x0 - 20}Z" fill="${shade(FLY)}"/><path d="M${x0 - 34} ${g - 240}L${x0 + 240} ${g - 336}L${x0 + 240} ${g - 326}L${x0 - 20} ${g - 232}Z" fill="${shade(tone(FLY, 0.12))}"/>`;
  if (awning) {
    s += `<path d="M${x0 + 280} ${g - 246}L${x0 + 640} ${g - 214}L${x0 + 650} ${g - 200}L${x0 + 290} ${g - 232}Z" fill="${shade(tone(FLY, 0.05))}"/><path d="M${x0 + 640} ${g - 210}V${g}" stroke="${shade("#50565e")}" stroke-width="5"/><path d="M${x0 + 640} ${g - 210}L${x0 + 720} ${g}" stroke="#9a8f80" stroke-width="1.5"/>`;
  }
  // The trailer box, wheel and mudguard.
  s += `<rect x="${x0}" y="${g - 112}" width="260" height="72" rx="6" fill="${shade("#f2f0ea")}"/><rect x="${x0}" y="${g - 82}" width="260" height="9" fill="${shade("#ffcc00")}"/>`;
  s += `<text x="${x0 + 18}" y="${g - 92}" font-family="${FONT}" font-size="14" font-weight="800" fill="${shade("#2f3338")}">GO Glamper</text>`;
  s += `<path d="M${x0 + 104} ${g - 40}A46 46 0 0 1 ${x0 + 196} ${g - 40}" fill="none" stroke="${shade("#2b2f34")}" stroke-width="8"/><circle cx="${x0 + 150}" cy="${g - 32}" r="32" fill="#1c1e21"/><circle cx="${x0 + 150}" cy="${g - 32}" r="18" fill="${shade("#c5cbd1")}"/><circle cx="${x0 + 150}" cy="${g - 32}" r="5" fill="#6d747c"/>`;
  return s;
}

function campChair(x: number, g: number, colour: string, flip = false): string {
  const d = flip ? -1 : 1;
  return `<g><path d="M${x - 26 * d} ${g}L${x + 22 * d} ${g - 50}M${x + 26 * d} ${g}L${x - 22 * d} ${g - 50}" stroke="#2b2f34" stroke-width="4"/><path d="M${x - 30 * d} ${g - 54}Q${x} ${g - 40} ${x + 30 * d} ${g - 54}L${x + 34 * d} ${g - 112}Q${x} ${g - 100} ${x - 26 * d} ${g - 112}Z" fill="${colour}"/><path d="M${x - 34 * d} ${g - 60}H${x + 36 * d}" stroke="#2b2f34" stroke-width="4"/></g>`;
}

function glamperCamp(ctx: ClassCtx, phase: number): string {
  const g = 500;
  let s = backdrop(ctx.ls, ctx.seed, phase, 400, "g");
  s += `<ellipse cx="470" cy="${g + 6}" rx="400" ry="26" fill="#1d2a1c" opacity="0.18"/>`;
  s += tent2D(230, g, false, false);
  s += tree(80, g + 10, 120, ctx.ls.tree, 0) + tree(900, g - 4, 90, ctx.ls.tree, 0);
  return svgDoc(s);
}

function glamperDusk(ctx: ClassCtx): string {
  const g = 505;
  let s = backdrop(DUSK, ctx.seed, 3, 400, "k");
  for (let i = 0; i < 28; i++) {
    const r = rng(ctx.seed + i);
    s += `<circle cx="${f1(r() * W)}" cy="${f1(r() * 170)}" r="${f1(0.8 + r() * 1.4)}" fill="#ffffff" opacity="${f1(0.4 + r() * 0.5)}"/>`;
  }
  s += `<defs><radialGradient id="lglow"><stop offset="0" stop-color="#ffd98a" stop-opacity="0.85"/><stop offset="1" stop-color="#ffd98a" stop-opacity="0"/></radialGradient></defs>`;
  s += `<ellipse cx="520" cy="${g - 20}" rx="300" ry="120" fill="url(#lglow)" opacity="0.55"/>`;
  s += tent2D(120, g, true, true);
  // String lights under the awning.
  let lights = "";
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    const x = lerp(410, 760, t);
    const y = lerp(g - 244, g - 212, t) + Math.sin(t * Math.PI) * 26;
    lights += `<circle cx="${f1(x)}" cy="${f1(y)}" r="4" fill="#ffe8a8"/><circle cx="${f1(x)}" cy="${f1(y)}" r="10" fill="#ffe8a8" opacity="0.25"/>`;
  }
  s += `<path d="M410 ${g - 244}Q585 ${g - 190} 760 ${g - 212}" stroke="#2a2733" stroke-width="1.5" fill="none"/>${lights}`;
  // Table with a lantern, and two chairs.
  s += `<rect x="600" y="${g - 62}" width="90" height="8" fill="#8a6a45"/><path d="M610 ${g - 54}L620 ${g}M680 ${g - 54}L670 ${g}" stroke="#5b4630" stroke-width="4"/>`;
  s += `<ellipse cx="645" cy="${g - 80}" rx="60" ry="60" fill="url(#lglow)"/><rect x="636" y="${g - 92}" width="18" height="28" rx="4" fill="#ffe2a0"/><rect x="634" y="${g - 96}" width="22" height="6" fill="#2b2f34"/>`;
  s += campChair(540, g + 4, "#c8312b") + campChair(760, g + 6, "#2f6db5", true);
  s += `<ellipse cx="480" cy="${g + 8}" rx="420" ry="24" fill="#0d1117" opacity="0.25"/>`;
  return svgDoc(s);
}

function glamperBed(ctx: ClassCtx): string {
  let s = `<defs><clipPath id="win"><path d="M330 120H630V250H330Z"/></clipPath><radialGradient id="warm" cx="0.5" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff3d6"/><stop offset="1" stop-color="#e2cfa6"/></radialGradient></defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#warm)"/>`;
  // Canvas walls of the tent: back wall, sloping sides and roof.
  s += `<path d="M0 0H${W}L${W - 170} 90H170Z" fill="#e9dcbc"/><path d="M0 0L170 90V330L0 ${H}Z" fill="#d7c69f"/><path d="M${W} 0L${W - 170} 90V330L${W} ${H}Z" fill="#d3c198"/>`;
  s += `<path d="M170 90H${W - 170}V330H170Z" fill="#efe4c8"/>`;
  for (const x of [300, 480, 660]) s += `<path d="M${x} 90V330" stroke="#ddd0b0" stroke-width="2"/>`;
  // A mesh window with the view outside.
  s += `<g clip-path="url(#win)"><g transform="translate(330 120) scale(0.3125 0.3)">${backdrop(ctx.ls, ctx.seed, 2, 330, "w")}</g></g>`;
  s += `<path d="M330 120H630V250H330Z" fill="none" stroke="#b9a67c" stroke-width="8"/>`;
  for (let i = 1; i < 10; i++)
    s += `<path d="M${330 + i * 30} 120V250" stroke="#ffffff" stroke-opacity="0.12"/>`;
  s += `<path d="M322 112H638" stroke="#c5b48c" stroke-width="16" stroke-linecap="round"/>`;
  // Fairy lights.
  for (let i = 0; i <= 14; i++) {
    const x = 120 + i * 51;
    const y = 40 + Math.sin((i / 14) * Math.PI) * 30;
    s += `<circle cx="${x}" cy="${f1(y)}" r="4" fill="#ffd36b"/><circle cx="${x}" cy="${f1(y)}" r="10" fill="#ffd36b" opacity="0.25"/>`;
  }
  s += `<path d="M120 40Q477 100 834 40" stroke="#8a7a5a" stroke-width="1.2" fill="none"/>`;
  // The queen bed.
  const duvet = ctx.look.mystery ? "#6b4fa0" : "#2f6f8f";
  s += `<path d="M70 440L190 300H770L890 440Z" fill="#f5f3ee"/>`;
  s += `<path d="M100 430L205 318H755L860 430Z" fill="${duvet}"/><path d="M205 318H755L770 346H190Z" fill="#f5f3ee"/>`;
  s += `<path d="M100 430L160 366H800L860 430Z" fill="${tone(duvet, -0.12)}"/>`;
  s += `<path d="M150 420L196 378H764L810 420Z" fill="#e0a32e"/><path d="M150 420L196 378H230L186 420Z" fill="#c98a1c"/>`;
  s += `<path d="${pathOf(roundRect2(250, 280, 450, 330, 22))}" fill="#ffffff"/><path d="${pathOf(roundRect2(510, 280, 710, 330, 22))}" fill="#ffffff"/>`;
  s += `<path d="${pathOf(roundRect2(420, 300, 540, 340, 16))}" fill="#ffcc00"/>`;
  s += `<path d="M70 440H890V500H70Z" fill="#e3e0d8"/><path d="M70 500H890V${H}H70Z" fill="#3a3f45"/>`;
  s += `<path d="M0 ${H}L70 500H890L${W} ${H}Z" fill="#2f3338"/>`;
  return svgDoc(s);
}

function glamperKitchen(ctx: ClassCtx, phase: number): string {
  const g = 520;
  let s = backdrop(ctx.ls, ctx.seed, phase, 340, "q");
  // The glamper body with the tent above, close up.
  s += `<path d="M-20 20L-10 236H720L730 20Z" fill="${CANVAS}"/><path d="M-20 10H740L730 30H-20Z" fill="${FLY}"/>`;
  s += `<path d="${pathOf(roundRect2(80, 60, 300, 170, 14))}" fill="#7d725c"/>`;
  for (let i = 1; i < 8; i++) s += `<path d="M${80 + i * 27.5} 60V170" stroke="#8e836b"/>`;
  s += `<rect x="-20" y="236" width="740" height="200" fill="#f2f0ea"/><rect x="-20" y="330" width="740" height="14" fill="#ffcc00"/><text x="40" y="300" font-family="${FONT}" font-size="30" font-weight="800" fill="#2f3338">GO Glamper</text>`;
  s += `<path d="M-20 436H720V470H-20Z" fill="#2b2f34"/><path d="M120 470A78 78 0 0 1 276 470" fill="#1c1e21"/><circle cx="198" cy="490" r="56" fill="#1c1e21"/><circle cx="198" cy="490" r="30" fill="#c5cbd1"/>`;
  // The drawer slid out: a bench with the cooker, sink and drawers.
  const bx0 = 400;
  const bx1 = 820;
  s += `<path d="M${bx0} 300H${bx1}L${bx1 + 40} 330H${bx0 + 20}Z" fill="#d7dbde"/><path d="M${bx0 + 20} 330H${bx1 + 40}V346H${bx0 + 20}Z" fill="#aab1b7"/>`;
  s += `<path d="M${bx0 + 20} 346H${bx1 + 40}V460H${bx0 + 20}Z" fill="#8f979e"/>`;
  for (const [x0, x1] of [
    [bx0 + 30, bx0 + 230],
    [bx0 + 240, bx1 + 30],
  ]) {
    s += `<rect x="${x0}" y="356" width="${x1 - x0}" height="44" rx="4" fill="#a3abb2"/><rect x="${x0}" y="406" width="${x1 - x0}" height="46" rx="4" fill="#a3abb2"/><rect x="${(x0 + x1) / 2 - 30}" y="372" width="60" height="7" rx="3" fill="#5b636b"/><rect x="${(x0 + x1) / 2 - 30}" y="424" width="60" height="7" rx="3" fill="#5b636b"/>`;
  }
  s += `<path d="M${bx1 + 30} 460V${g}M${bx0 + 40} 460V${g}" stroke="#6b737b" stroke-width="6"/>`;
  // Two-burner gas cooker with a flame and a pot.
  s += `<path d="M${bx0 + 250} 292H${bx0 + 470}L${bx0 + 486} 318H${bx0 + 262}Z" fill="#202327"/>`;
  s += `<ellipse cx="${bx0 + 318}" cy="305" rx="30" ry="8" fill="none" stroke="#6b737b" stroke-width="3"/><ellipse cx="${bx0 + 420}" cy="305" rx="30" ry="8" fill="none" stroke="#6b737b" stroke-width="3"/>`;
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    s += `<path d="M${f1(bx0 + 318 + Math.cos(a) * 22)} ${f1(304 + Math.sin(a) * 6)}l${f1(Math.cos(a) * 4)} -10" stroke="#3b8cff" stroke-width="3" stroke-linecap="round"/>`;
  }
  s += `<path d="M${bx0 + 384} 300V262H${bx0 + 456}V300Z" fill="#b9c0c7"/><ellipse cx="${bx0 + 420}" cy="262" rx="36" ry="7" fill="#d7dbde"/><path d="M${bx0 + 456} 272H${bx0 + 492}" stroke="#2b2f34" stroke-width="6" stroke-linecap="round"/>`;
  // Sink, tap and chopping board.
  s += `<ellipse cx="${bx0 + 120}" cy="314" rx="56" ry="10" fill="#9aa2a9"/><path d="M${bx0 + 170} 312V282H${bx0 + 146}" stroke="#6b737b" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M${bx0 + 40} 296H${bx0 + 100}L${bx0 + 92} 306H${bx0 + 32}Z" fill="#c9a062"/><circle cx="${bx0 + 60}" cy="294" r="8" fill="#d94f3d"/><circle cx="${bx0 + 78}" cy="296" r="6" fill="#5fa04a"/>`;
  // Gas bottle on the ground with its hose.
  s += `<path d="M${bx1 + 58} ${g}V428C${bx1 + 58} 410 ${bx1 + 114} 410 ${bx1 + 114} 428V${g}Z" fill="#e9ecef"/><rect x="${bx1 + 74}" y="400" width="24" height="14" fill="#6b737b"/><path d="M${bx1 + 86} 400C${bx1 + 86} 360 ${bx1 + 40} 360 ${bx1 + 30} 330" stroke="#222" stroke-width="3" fill="none"/>`;
  s += `<ellipse cx="520" cy="${g + 4}" rx="470" ry="18" fill="#1d2a1c" opacity="0.2"/>`;
  return svgDoc(s);
}

/* ------------------------------------------------------------------------------------------ */
/* Rendering                                                                                   */
/* ------------------------------------------------------------------------------------------ */

/** Drops the APP2 ICC profile Chromium writes (sRGB is what browsers assume anyway): ~0.5 kB a file. */
function stripIccProfile(jpeg: Buffer): Buffer {
  const parts: Buffer[] = [jpeg.subarray(0, 2)];
  let i = 2;
  while (i + 4 <= jpeg.length && jpeg[i] === 0xff) {
    const marker = jpeg[i + 1];
    if (marker === 0xda) break; // start of scan: the rest is image data
    const len = jpeg.readUInt16BE(i + 2);
    const isIcc = marker === 0xe2 && jpeg.subarray(i + 4, i + 15).toString("latin1") === "ICC_PROFILE";
    if (!isIcc) parts.push(jpeg.subarray(i, i + 2 + len));
    i += 2 + len;
  }
  parts.push(jpeg.subarray(i));
  return Buffer.concat(parts);
}

async function main() {
  const args = process.argv.slice(2);
  const only = args
    .find((a) => a.startsWith("--only="))
    ?.slice(7)
    .split(",");
  const views = args
    .find((a) => a.startsWith("--views="))
    ?.slice(8)
    .split(",")
    .map(Number);
  const keepSvg = args.includes("--svg");
  const quality = Number(args.find((a) => a.startsWith("--quality="))?.slice(10) ?? JPEG_QUALITY);
  const svgDir = path.join(ROOT, ".cache", "car-images");
  for (const s of SIZES) fs.mkdirSync(s.dir, { recursive: true });
  if (keepSvg) fs.mkdirSync(svgDir, { recursive: true });
  const classes = CAR_CLASSES.map((cls, index) => ({ cls, index })).filter(
    ({ cls }) => !only || only.includes(cls.classCode),
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const pages = await Promise.all(
      SIZES.map((s) =>
        browser.newPage({ viewport: { width: s.width, height: s.height }, deviceScaleFactor: 1 }),
      ),
    );
    let count = 0;
    for (const { cls, index } of classes) {
      const ctx = contextFor(cls, index);
      for (let n = 0; n < 5; n++) {
        if (views && !views.includes(n)) continue;
        const svg = viewSvg(ctx, n);
        const file = `GROUP-${cls.classCode}-${n}.jpg`;
        if (keepSvg) fs.writeFileSync(path.join(svgDir, file.replace(/\.jpg$/, ".svg")), svg);
        const html = `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden;background:#fff}svg{display:block;width:100vw;height:100vh}</style></head><body>${svg}</body></html>`;
        for (let i = 0; i < SIZES.length; i++) {
          await pages[i].setContent(html);
          const jpeg = await pages[i].screenshot({ type: "jpeg", quality });
          fs.writeFileSync(path.join(SIZES[i].dir, file), stripIccProfile(jpeg));
        }
        count++;
      }
      process.stdout.write(`${cls.classCode} `);
    }
    process.stdout.write(
      `\n${count} images, ${count * SIZES.length} files in ${path.relative(ROOT, OUT_DIR)}/\n`,
    );
  } finally {
    await browser.close();
  }
}

await main();
