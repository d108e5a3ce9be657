// Draws the page header images of the local content store (content/content-service/page-header.json)
// as flat SVG landscapes, one per scene in each of the five header sizes of spec section 2:
// 375x495 (mobile), 720x720 (tablet), 976x696 (wide tablet), 1384x618 (desktop), 1864x618 (wide desktop).
//
//   npm run images:headers
//
// Output: public/images/headers/{scene}-{width}x{height}.svg. The drawing is laid out for each
// size (horizon, peaks and road move with the shape), and is deterministic: running it again
// without changes leaves git with nothing to commit. See docs/decisions/0036-page-header-and-promo-bar.md.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { HEADER_IMAGE_SIZES } from "../app/services/platform/images/options";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(ROOT, "public", "images", "headers");

type Scene = {
  name: string;
  title: string;
  sky: [string, string];
  sun: { color: string; x: number; y: number; r: number } | null;
  ridges: {
    color: string;
    snow: string | null;
    top: number;
    bottom: number;
    peakWidth: number;
    seed: number;
  }[];
  hills: { color: string; y: number; amplitude: number; waves: number; phase: number }[];
  water: { color: string; shine: string; y: number } | null;
  road: { color: string; line: string; curve: number } | null;
  trees: { color: string; count: number; seed: number } | null;
  vehicle: { body: string; glass: string } | null;
};

const SCENES: Scene[] = [
  {
    name: "home",
    title: "Snow-capped mountains above a blue lake, and a road with a yellow car heading towards them",
    sky: ["#8CCBE6", "#E6F4F9"],
    sun: { color: "#FFE27A", x: 0.72, y: 0.16, r: 0.07 },
    ridges: [
      { color: "#8EA3B5", snow: "#FFFFFF", top: 0.2, bottom: 0.55, peakWidth: 0.42, seed: 11 },
      { color: "#5F7A8E", snow: "#EEF3F6", top: 0.34, bottom: 0.6, peakWidth: 0.3, seed: 5 },
    ],
    hills: [{ color: "#6E9B5B", y: 0.66, amplitude: 0.03, waves: 2, phase: 0.3 }],
    water: { color: "#3C88AB", shine: "#7CC0DA", y: 0.6 },
    road: { color: "#3A3A3A", line: "#FFCC00", curve: 0.18 },
    trees: null,
    vehicle: { body: "#FFCC00", glass: "#1F3A4D" },
  },
  {
    name: "about-us",
    title: "A sunny coastline with green headlands, a sandy beach and the sea",
    sky: ["#9FD6EE", "#F3FAFC"],
    sun: { color: "#FFD95E", x: 0.2, y: 0.18, r: 0.06 },
    ridges: [{ color: "#6F8F7A", snow: null, top: 0.3, bottom: 0.52, peakWidth: 0.5, seed: 3 }],
    hills: [
      { color: "#4F8A4A", y: 0.48, amplitude: 0.05, waves: 1.5, phase: 0.1 },
      { color: "#E9D7A8", y: 0.8, amplitude: 0.02, waves: 1, phase: 0.6 },
    ],
    water: { color: "#2F86A6", shine: "#8BD0E4", y: 0.58 },
    road: null,
    trees: { color: "#2F6B3A", count: 5, seed: 21 },
    vehicle: null,
  },
  {
    name: "deals",
    title: "Golden evening light over rolling hills and an open road",
    sky: ["#F6B26B", "#FDE7C4"],
    sun: { color: "#FFF1B8", x: 0.62, y: 0.3, r: 0.09 },
    ridges: [
      { color: "#B78A7A", snow: null, top: 0.32, bottom: 0.58, peakWidth: 0.5, seed: 8 },
      { color: "#8D6E6A", snow: null, top: 0.42, bottom: 0.64, peakWidth: 0.36, seed: 14 },
    ],
    hills: [
      { color: "#A0A55A", y: 0.62, amplitude: 0.04, waves: 2.5, phase: 0.2 },
      { color: "#7E8B47", y: 0.74, amplitude: 0.03, waves: 1.8, phase: 0.7 },
    ],
    water: null,
    road: { color: "#3D3530", line: "#FFE9A8", curve: -0.2 },
    trees: null,
    vehicle: { body: "#FFCC00", glass: "#3B2F2A" },
  },
  {
    name: "services",
    title: "Green farmland under a wide blue sky, with a road winding through the paddocks",
    sky: ["#7FC2E3", "#E2F2F8"],
    sun: { color: "#FFE27A", x: 0.85, y: 0.14, r: 0.05 },
    ridges: [{ color: "#7F9AA8", snow: "#F7FAFB", top: 0.28, bottom: 0.5, peakWidth: 0.36, seed: 17 }],
    hills: [
      { color: "#86B45E", y: 0.52, amplitude: 0.04, waves: 2, phase: 0.4 },
      { color: "#5E9A48", y: 0.66, amplitude: 0.05, waves: 1.4, phase: 0.1 },
    ],
    water: null,
    road: { color: "#45474A", line: "#FFFFFF", curve: 0.25 },
    trees: { color: "#2E5E31", count: 7, seed: 4 },
    vehicle: { body: "#FFCC00", glass: "#1F3A4D" },
  },
  {
    name: "ski",
    title: "Snowy alpine peaks and ski slopes above a forest of beech trees",
    sky: ["#5FA8D8", "#DDEFF9"],
    sun: { color: "#FFF4C2", x: 0.3, y: 0.14, r: 0.05 },
    ridges: [
      { color: "#C9D8E4", snow: "#FFFFFF", top: 0.12, bottom: 0.5, peakWidth: 0.5, seed: 2 },
      { color: "#9FB5C6", snow: "#FFFFFF", top: 0.28, bottom: 0.62, peakWidth: 0.34, seed: 9 },
    ],
    hills: [{ color: "#EAF1F6", y: 0.7, amplitude: 0.03, waves: 1.5, phase: 0.5 }],
    water: null,
    road: { color: "#3F4448", line: "#FFCC00", curve: -0.15 },
    trees: { color: "#2B5235", count: 11, seed: 7 },
    vehicle: { body: "#FFCC00", glass: "#1F3A4D" },
  },
];

/** A small deterministic random number generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (value: number) => Math.round(value * 10) / 10;

/** A jagged ridge from left to right: peaks between `top` and `bottom` (fractions of the height). */
function ridgePath(width: number, height: number, ridge: Scene["ridges"][number]): string {
  const next = random(ridge.seed);
  const peakWidth = Math.max(90, ridge.peakWidth * Math.min(width, height * 1.6));
  const points: [number, number][] = [[0, height * (ridge.top + (ridge.bottom - ridge.top) * 0.6)]];
  for (let x = 0; x < width + peakWidth;) {
    const peakX = x + peakWidth * (0.35 + next() * 0.3);
    const peakY = height * (ridge.top + (ridge.bottom - ridge.top) * next() * 0.7);
    const valleyX = x + peakWidth * (0.8 + next() * 0.4);
    const valleyY = height * (ridge.top + (ridge.bottom - ridge.top) * (0.55 + next() * 0.45));
    points.push([peakX, peakY], [valleyX, valleyY]);
    x = valleyX;
  }
  const outline = points.map(([x, y]) => `${r1(x)} ${r1(y)}`).join(" L");
  return `M${outline} L${r1(points[points.length - 1][0])} ${height} L0 ${height} Z`;
}

function hillPath(width: number, height: number, hill: Scene["hills"][number]): string {
  const steps = 24;
  const parts: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (width * i) / steps;
    const y =
      height *
      (hill.y + hill.amplitude * Math.sin((i / steps) * Math.PI * 2 * hill.waves + hill.phase * Math.PI * 2));
    parts.push(`${r1(x)} ${r1(y)}`);
  }
  return `M${parts.join(" L")} L${width} ${height} L0 ${height} Z`;
}

/** A road from the bottom of the picture to a vanishing point on the horizon, bending by `curve`. */
function road(width: number, height: number, spec: NonNullable<Scene["road"]>, horizon: number) {
  const portrait = height > width;
  const baseCentre = width * (portrait ? 0.5 : 0.66);
  const baseHalf = width * (portrait ? 0.42 : 0.2);
  const far = { x: baseCentre + width * spec.curve * (portrait ? 0.5 : 0.35), y: height * horizon };
  const bend = { x: baseCentre - width * spec.curve * 0.4, y: height * (horizon + (1 - horizon) * 0.45) };
  const edge = (side: -1 | 1) =>
    `M${r1(baseCentre + side * baseHalf)} ${height} Q${r1(bend.x + side * baseHalf * 0.35)} ${r1(bend.y)} ${r1(far.x + side * 3)} ${r1(far.y)}`;
  const surface = `M${r1(baseCentre - baseHalf)} ${height} Q${r1(bend.x - baseHalf * 0.35)} ${r1(bend.y)} ${r1(far.x - 3)} ${r1(far.y)} L${r1(far.x + 3)} ${r1(far.y)} Q${r1(bend.x + baseHalf * 0.35)} ${r1(bend.y)} ${r1(baseCentre + baseHalf)} ${height} Z`;
  const centre = `M${r1(baseCentre)} ${height} Q${r1(bend.x)} ${r1(bend.y)} ${r1(far.x)} ${r1(far.y)}`;
  return { surface, centre, edges: [edge(-1), edge(1)], bend, baseCentre, baseHalf };
}

/** A small hatchback seen from behind, `scale` px wide, standing on (x, y). */
function vehicle(x: number, y: number, scale: number, colours: NonNullable<Scene["vehicle"]>): string {
  const w = scale;
  const h = scale * 0.62;
  const left = x - w / 2;
  const top = y - h;
  return [
    `<g>`,
    `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(w * 0.58)}" ry="${r1(h * 0.12)}" fill="#000" opacity="0.25"/>`,
    `<rect x="${r1(left + w * 0.06)}" y="${r1(y - h * 0.22)}" width="${r1(w * 0.18)}" height="${r1(h * 0.22)}" rx="${r1(w * 0.03)}" fill="#1B1B1B"/>`,
    `<rect x="${r1(left + w * 0.76)}" y="${r1(y - h * 0.22)}" width="${r1(w * 0.18)}" height="${r1(h * 0.22)}" rx="${r1(w * 0.03)}" fill="#1B1B1B"/>`,
    `<path d="M${r1(left + w * 0.16)} ${r1(top + h * 0.42)} Q${r1(left + w * 0.22)} ${r1(top)} ${r1(x)} ${r1(top)} Q${r1(left + w * 0.78)} ${r1(top)} ${r1(left + w * 0.84)} ${r1(top + h * 0.42)} Z" fill="${colours.body}"/>`,
    `<path d="M${r1(left + w * 0.24)} ${r1(top + h * 0.4)} Q${r1(left + w * 0.28)} ${r1(top + h * 0.1)} ${r1(x)} ${r1(top + h * 0.1)} Q${r1(left + w * 0.72)} ${r1(top + h * 0.1)} ${r1(left + w * 0.76)} ${r1(top + h * 0.4)} Z" fill="${colours.glass}"/>`,
    `<rect x="${r1(left)}" y="${r1(top + h * 0.38)}" width="${r1(w)}" height="${r1(h * 0.48)}" rx="${r1(w * 0.08)}" fill="${colours.body}"/>`,
    `<rect x="${r1(left + w * 0.06)}" y="${r1(top + h * 0.48)}" width="${r1(w * 0.16)}" height="${r1(h * 0.1)}" rx="${r1(w * 0.02)}" fill="#C0392B"/>`,
    `<rect x="${r1(left + w * 0.78)}" y="${r1(top + h * 0.48)}" width="${r1(w * 0.16)}" height="${r1(h * 0.1)}" rx="${r1(w * 0.02)}" fill="#C0392B"/>`,
    `<rect x="${r1(x - w * 0.16)}" y="${r1(top + h * 0.6)}" width="${r1(w * 0.32)}" height="${r1(h * 0.13)}" rx="${r1(w * 0.015)}" fill="#FFFFFF"/>`,
    `</g>`,
  ].join("");
}

function trees(width: number, height: number, spec: NonNullable<Scene["trees"]>, baseY: number): string {
  const next = random(spec.seed);
  const unit = Math.min(width, height) / 12;
  const shapes: string[] = [];
  for (let i = 0; i < spec.count; i++) {
    const side = i % 2 === 0 ? next() * 0.28 : 0.72 + next() * 0.28;
    const x = width * side;
    const size = unit * (0.7 + next() * 0.8);
    const y = height * baseY + next() * unit * 1.5;
    shapes.push(
      `<path d="M${r1(x)} ${r1(y - size * 2)} L${r1(x + size * 0.6)} ${r1(y)} L${r1(x - size * 0.6)} ${r1(y)} Z" fill="${spec.color}"/>`,
      `<rect x="${r1(x - size * 0.08)}" y="${r1(y)}" width="${r1(size * 0.16)}" height="${r1(size * 0.3)}" fill="#4A3426"/>`,
    );
  }
  return shapes.join("");
}

function draw(scene: Scene, width: number, height: number): string {
  const id = `${scene.name}-${width}`;
  const portrait = height > width * 1.05;
  const horizon = scene.water ? scene.water.y : (scene.hills[0]?.y ?? 0.6);
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<title>${scene.title}</title>`,
    `<defs><linearGradient id="sky-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky-${id})"/>`,
  );
  if (scene.sun) {
    const r = scene.sun.r * Math.min(width, height * 1.3);
    parts.push(
      `<circle cx="${r1(width * scene.sun.x)}" cy="${r1(height * scene.sun.y + (portrait ? height * 0.04 : 0))}" r="${r1(r)}" fill="${scene.sun.color}"/>`,
    );
  }
  scene.ridges.forEach((ridge, index) => {
    const d = ridgePath(width, height, ridge);
    parts.push(`<path d="${d}" fill="${ridge.color}"/>`);
    if (ridge.snow) {
      const snowLine = height * (ridge.top + (ridge.bottom - ridge.top) * 0.42);
      parts.push(
        `<clipPath id="ridge-${id}-${index}"><path d="${d}"/></clipPath>`,
        `<rect width="${width}" height="${r1(snowLine)}" fill="${ridge.snow}" clip-path="url(#ridge-${id}-${index})"/>`,
      );
    }
  });
  // Hills above the water line stand behind it (headlands across a bay); the rest in front.
  const behind = scene.hills.filter((hill) => scene.water && hill.y < scene.water.y);
  for (const hill of behind) parts.push(`<path d="${hillPath(width, height, hill)}" fill="${hill.color}"/>`);
  if (scene.water) {
    const y = height * scene.water.y;
    parts.push(
      `<rect y="${r1(y)}" width="${width}" height="${r1(height - y)}" fill="${scene.water.color}"/>`,
    );
    for (let i = 0; i < 4; i++) {
      const lineY = y + (height - y) * (0.12 + i * 0.08);
      const x = width * (0.15 + ((i * 37) % 60) / 100);
      parts.push(
        `<rect x="${r1(x)}" y="${r1(lineY)}" width="${r1(width * 0.12)}" height="2" rx="1" fill="${scene.water.shine}" opacity="0.7"/>`,
      );
    }
  }
  for (const hill of scene.hills.filter((candidate) => !behind.includes(candidate))) {
    parts.push(`<path d="${hillPath(width, height, hill)}" fill="${hill.color}"/>`);
  }
  if (scene.trees)
    parts.push(trees(width, height, scene.trees, (scene.hills[scene.hills.length - 1]?.y ?? 0.7) + 0.06));
  if (scene.road) {
    const roadStart = Math.max(horizon, scene.hills[0]?.y ?? horizon) + 0.02;
    const drawn = road(width, height, scene.road, roadStart);
    parts.push(
      `<path d="${drawn.surface}" fill="${scene.road.color}"/>`,
      `<path d="${drawn.centre}" fill="none" stroke="${scene.road.line}" stroke-width="${r1(Math.max(2, width / 400))}" stroke-dasharray="${r1(width / 60)} ${r1(width / 70)}"/>`,
    );
    if (scene.vehicle) {
      const carY = height * (roadStart + (1 - roadStart) * 0.7);
      const carX = drawn.bend.x + (drawn.baseCentre - drawn.bend.x) * 0.55 + drawn.baseHalf * 0.18;
      parts.push(vehicle(carX, carY, Math.min(width, height * 1.4) * 0.09, scene.vehicle));
    }
  }
  parts.push(`</svg>`);
  return `${parts.join("\n")}\n`;
}

fs.mkdirSync(OUT_DIR, { recursive: true });
let count = 0;
for (const scene of SCENES) {
  for (const size of HEADER_IMAGE_SIZES) {
    const file = path.join(OUT_DIR, `${scene.name}-${size.width}x${size.height}.svg`);
    fs.writeFileSync(file, draw(scene, size.width, size.height));
    count += 1;
  }
}
console.log(`Wrote ${count} header images to ${path.relative(ROOT, OUT_DIR)}/`);
