import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { IMAGE_OPTION_MESSAGES } from "~/services/platform/images/options";
import {
  acceptedTypes,
  IMAGE_CACHE_CONTROL,
  IMAGE_ORIGINAL_WHILE_BUSY_CACHE_CONTROL,
  IMAGE_RESIZER_MESSAGES,
  imageResponse,
  negotiateFormat,
  RESIZE_CONCURRENCY,
  RESIZE_QUEUE_LIMIT,
  RESIZE_WAIT_LIMIT,
  resolveSourceFile,
  whenResizerIdle,
} from "~/services/platform/images/resizer.server";

const PUBLIC_DIR = path.resolve(__dirname, "../../public");
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "go-image-cache-"));
const settings = { publicDir: PUBLIC_DIR, cacheDir };
afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

/** Chrome's Accept header for images. */
const CHROME_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

const get = (splat: string, headers: Record<string, string> = {}) =>
  imageResponse(splat, new Request(`http://localhost/img/${splat}`, { headers }), settings);

async function imageOf(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  return { bytes, format: meta.format, width: meta.width, height: meta.height };
}

describe("negotiateFormat", () => {
  it("picks AVIF, then WebP, then the original's format for auto", () => {
    expect(negotiateFormat("auto", CHROME_ACCEPT, "jpeg")).toBe("avif");
    expect(negotiateFormat("auto", "image/webp,*/*", "jpeg")).toBe("webp");
    expect(negotiateFormat("auto", "image/*,*/*;q=0.8", "jpeg")).toBe("jpeg");
    expect(negotiateFormat("auto", null, "png")).toBe("png");
    expect(negotiateFormat("auto", "", "webp")).toBe("jpeg");
  });

  it("ignores a type the browser refuses with q=0, and keeps an explicit format", () => {
    expect(negotiateFormat("auto", "image/avif;q=0, image/webp;q=0.5", "jpeg")).toBe("webp");
    expect(negotiateFormat("auto", "IMAGE/AVIF ; Q=0.9", "jpeg")).toBe("avif");
    expect(negotiateFormat("png", CHROME_ACCEPT, "jpeg")).toBe("png");
    expect(acceptedTypes("image/avif;q=0,image/webp;q=nope, text/html")).toEqual(new Set(["text/html"]));
  });
});

describe("resolveSourceFile", () => {
  it("finds an image under public/", async () => {
    const found = await resolveSourceFile(PUBLIC_DIR, "cars/GROUP-A-0.jpg");
    expect(found).toMatchObject({
      ok: true,
      file: path.join(PUBLIC_DIR, "cars/GROUP-A-0.jpg"),
      format: "jpeg",
    });
  });

  it("refuses parent folders, absolute paths, hidden files and odd characters with 400", async () => {
    for (const bad of [
      "../package.json",
      "cars/../../package.json",
      "/etc/passwd.jpg",
      "cars//GROUP-A-0.jpg",
      ".env.jpg",
      "cars/.x.jpg",
      "cars\\GROUP-A-0.jpg",
      "cars/GROUP A.jpg",
      "%2e%2e/x.jpg",
      "",
      "a/".repeat(200) + "x.jpg",
    ]) {
      expect(await resolveSourceFile(PUBLIC_DIR, bad), bad).toEqual({
        ok: false,
        status: 400,
        message: IMAGE_RESIZER_MESSAGES.badPath,
      });
    }
  });

  it("answers 404 for what is not a raster image or not there", async () => {
    for (const missing of [
      "favicon.svg",
      "images/headers/deals-375x495.svg",
      "cars/GROUP-A-0.jpg.txt",
      "cars/NOPE.jpg",
      "cars",
      "cars.jpg",
    ]) {
      expect(await resolveSourceFile(PUBLIC_DIR, missing), missing).toEqual({
        ok: false,
        status: 404,
        message: IMAGE_RESIZER_MESSAGES.notFound,
      });
    }
  });

  it("does not follow a symbolic link out of public/", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "go-public-"));
    fs.copyFileSync(path.join(PUBLIC_DIR, "cars/GROUP-A-0.jpg"), path.join(os.tmpdir(), "go-outside.jpg"));
    fs.symlinkSync(path.join(os.tmpdir(), "go-outside.jpg"), path.join(root, "leak.jpg"));
    expect(await resolveSourceFile(root, "leak.jpg")).toMatchObject({ ok: false, status: 404 });
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe("imageResponse (the /img route)", () => {
  it("resizes a vehicle photo to AVIF for a browser that takes it, with a year of caching", async () => {
    const response = await get("width=480,format=auto/cars/GROUP-A-0.jpg", { Accept: CHROME_ACCEPT });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/avif");
    expect(response.headers.get("Cache-Control")).toBe(IMAGE_CACHE_CONTROL);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Vary")).toBe("Accept");
    expect(response.headers.get("ETag")).toMatch(/^"[0-9a-f]{32}"$/);
    const image = await imageOf(response);
    expect(image.format).toBe("heif");
    expect([image.width, image.height]).toEqual([480, 300]);
    expect(Number(response.headers.get("Content-Length"))).toBe(image.bytes.length);
  });

  it("sends WebP, or the original JPEG, to browsers that take less", async () => {
    const webp = await get("width=700/cars/GROUP-A-1.jpg", { Accept: "image/webp,*/*" });
    expect(webp.headers.get("Content-Type")).toBe("image/webp");
    expect(await imageOf(webp)).toMatchObject({ format: "webp", width: 700, height: 438 });
    const jpeg = await get("width=320,format=auto/cars/GROUP-A-1.jpg", { Accept: "*/*" });
    expect(jpeg.headers.get("Content-Type")).toBe("image/jpeg");
    expect(await imageOf(jpeg)).toMatchObject({ format: "jpeg", width: 320, height: 200 });
  });

  it("never makes an image wider than the original", async () => {
    const response = await get("width=1920,format=png/cars/GROUP-A-2.jpg");
    expect(response.headers.get("Vary")).toBeNull();
    expect(await imageOf(response)).toMatchObject({ format: "png", width: 960, height: 600 });
  });

  it("answers a repeat from the disk cache, and 304 for an ETag the browser has", async () => {
    const splat = "width=640,quality=40,format=webp/cars/GROUP-B-0.jpg";
    const first = await get(splat);
    const etag = first.headers.get("ETag")!;
    const cached = fs
      .readdirSync(cacheDir, { recursive: true })
      .map(String)
      .filter((name) => name.includes(etag.slice(1, -1)));
    expect(cached.length).toBe(1);
    // A marker in place of the cached file: the repeat is that file, not a new encoding.
    const file = path.join(cacheDir, cached[0]);
    fs.writeFileSync(file, "cached bytes");
    const repeat = await get(splat);
    expect(repeat.headers.get("ETag")).toBe(etag);
    expect(await repeat.text()).toBe("cached bytes");
    const notModified = await get(splat, { "If-None-Match": `W/"other", ${etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("Cache-Control")).toBe(IMAGE_CACHE_CONTROL);
    expect(await notModified.text()).toBe("");
    expect((await get(splat, { "If-None-Match": '"other"' })).status).toBe(200);
  });

  it("gives a different ETag for another format of the same options", async () => {
    const avif = await get("width=480,format=auto/cars/GROUP-C-0.jpg", { Accept: CHROME_ACCEPT });
    const jpeg = await get("width=480,format=auto/cars/GROUP-C-0.jpg", { Accept: "*/*" });
    expect(avif.headers.get("ETag")).not.toBe(jpeg.headers.get("ETag"));
  });

  it("answers 400 for bad options or a hostile path and 404 for a missing image, never 500", async () => {
    const cases: [string, number, string][] = [
      ["width=100/cars/GROUP-A-0.jpg", 400, IMAGE_OPTION_MESSAGES.width],
      ["width=480,quality=0/cars/GROUP-A-0.jpg", 400, IMAGE_OPTION_MESSAGES.quality],
      ["format=gif/cars/GROUP-A-0.jpg", 400, IMAGE_OPTION_MESSAGES.format],
      ["width=480/../../package.json", 400, IMAGE_RESIZER_MESSAGES.badPath],
      ["width=480//etc/passwd", 400, IMAGE_RESIZER_MESSAGES.badPath],
      ["cars/GROUP-A-0.jpg", 400, IMAGE_OPTION_MESSAGES.unknown("cars")],
      ["width=480", 400, IMAGE_RESIZER_MESSAGES.missingPath],
      ["", 400, IMAGE_RESIZER_MESSAGES.missingPath],
      ["width=480/cars/NOPE.jpg", 404, IMAGE_RESIZER_MESSAGES.notFound],
      ["width=480/favicon.svg", 404, IMAGE_RESIZER_MESSAGES.notFound],
    ];
    for (const [splat, status, message] of cases) {
      const response = await get(splat);
      expect(response.status, splat).toBe(status);
      expect(await response.text(), splat).toBe(message);
    }
  });

  it("answers 422 for a file that is not really an image", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "go-public-"));
    fs.writeFileSync(path.join(root, "broken.jpg"), "not a jpeg");
    const response = await imageResponse(
      "width=480/broken.jpg",
      new Request("http://localhost/img/width=480/broken.jpg"),
      { publicDir: root, cacheDir },
    );
    expect(response.status).toBe(422);
    expect(await response.text()).toBe(IMAGE_RESIZER_MESSAGES.unreadable);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe("a burst on a cold cache (issue 24: a crawl got 503s and time-outs)", () => {
  it("answers every request with a picture at once: resized when an encoder is free, else the original, resized later", async () => {
    const photos = fs
      .readdirSync(path.join(PUBLIC_DIR, "cars"))
      .filter((name) => name.endsWith(".jpg"))
      .sort();
    // More distinct outputs than the encoders, the waiting places and the background queue hold together.
    const burstSize = RESIZE_CONCURRENCY + RESIZE_WAIT_LIMIT + RESIZE_QUEUE_LIMIT + 20;
    const splats = photos.flatMap((photo) =>
      ["320", "375"].flatMap((width) =>
        ["jpeg", "webp"].map((format) => `width=${width},format=${format}/cars/${photo}`),
      ),
    );
    expect(splats.length).toBeGreaterThanOrEqual(burstSize);
    const burst = splats.slice(0, burstSize);

    const responses = await Promise.all(burst.map((splat) => get(splat)));
    expect(responses.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);
    const answers = await Promise.all(
      responses.map(async (response, index) => ({
        splat: burst[index],
        status: response.status,
        cacheControl: response.headers.get("Cache-Control"),
        ...(await imageOf(response)),
      })),
    );
    for (const answer of answers) {
      expect(answer.status, answer.splat).toBe(200);
      expect(answer.bytes.length, answer.splat).toBeGreaterThan(0);
      expect(answer.width, answer.splat).toBeGreaterThan(0);
    }
    const resized = answers.filter((answer) => answer.cacheControl === IMAGE_CACHE_CONTROL);
    const originals = answers.filter(
      (answer) => answer.cacheControl === IMAGE_ORIGINAL_WHILE_BUSY_CACHE_CONTROL,
    );
    expect(resized.length + originals.length).toBe(burstSize);
    expect(resized.length).toBeGreaterThan(0);
    for (const answer of resized) expect(answer.width, answer.splat).toBeLessThanOrEqual(375);
    // The original is sent as it is (960 px JPEG), never kept by the browser.
    expect(originals.length).toBeGreaterThan(0);
    for (const answer of originals)
      expect([answer.format, answer.width], answer.splat).toEqual(["jpeg", 960]);

    // The outputs the busy resizer queued are encoded in the background: the next visitor gets them resized.
    await whenResizerIdle();
    const later = originals[0];
    const again = await get(later.splat);
    expect(again.status).toBe(200);
    expect(again.headers.get("Cache-Control")).toBe(IMAGE_CACHE_CONTROL);
    expect((await imageOf(again)).width).toBeLessThanOrEqual(375);
  }, 120_000);

  it("a visitor asking again for an image still queued in the background waits for it rather than getting the original again", async () => {
    await whenResizerIdle();
    const photos = fs
      .readdirSync(path.join(PUBLIC_DIR, "cars"))
      .filter((name) => name.endsWith(".jpg"))
      .sort()
      .slice(0, RESIZE_CONCURRENCY + RESIZE_WAIT_LIMIT + 5);
    const splats = photos.map((photo) => `width=960,format=avif/cars/${photo}`);
    const first = await Promise.all(splats.map((splat) => get(splat)));
    const queuedSplats = splats.filter(
      (_, index) => first[index].headers.get("Cache-Control") === IMAGE_ORIGINAL_WHILE_BUSY_CACHE_CONTROL,
    );
    expect(queuedSplats.length).toBeGreaterThan(0);
    for (const splat of queuedSplats) {
      const again = await get(splat);
      expect(
        [again.status, again.headers.get("Content-Type"), again.headers.get("Cache-Control")],
        splat,
      ).toEqual([200, "image/avif", IMAGE_CACHE_CONTROL]);
    }
    await whenResizerIdle();
  }, 120_000);
});
