import { expect, test } from "@playwright/test";
import { BUILT_IN_RESIZER_PATH } from "../../app/services/platform/images/options";
import { VEHICLE_IMAGE_RESIZED_WIDTHS } from "../../app/services/booking/vehicles/images";
import {
  IMAGE_CACHE_CONTROL,
  IMAGE_ORIGINAL_WHILE_BUSY_CACHE_CONTROL,
} from "../../app/services/platform/images/resizer.server";

/**
 * The image resizer (docs/decisions/0034-image-resizer.md), on the e2e server's default
 * IMAGE_RESIZER_PATH (/img): vehicle photos come through it, as AVIF or WebP with a year of
 * caching (or, while every encoder is busy on a cold cache, the original JPEG, not kept), and a
 * hostile path is refused.
 */
const CHROME_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

test("a vehicle page's photos come from the resizer in AVIF or WebP with long cache headers", async ({
  page,
}) => {
  const images: { url: string; status: number; contentType: string; cacheControl: string }[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith(`${BUILT_IN_RESIZER_PATH}/`)) {
      const headers = response.headers();
      images.push({
        url: response.url(),
        status: response.status(),
        contentType: headers["content-type"] ?? "",
        cacheControl: headers["cache-control"] ?? "",
      });
    }
  });
  await page.goto("/vehicles/small-cars/");
  const photo = page.getByRole("article").first().getByRole("img");
  await expect(photo).toBeVisible();
  const srcset = (await photo.getAttribute("srcset"))!;
  const entries = srcset.split(", ");
  expect(entries.map((entry) => entry.split(" ")[1])).toEqual(
    VEHICLE_IMAGE_RESIZED_WIDTHS.map((width) => `${width}w`),
  );
  for (const [index, entry] of entries.entries()) {
    expect(entry).toMatch(
      new RegExp(
        `^${BUILT_IN_RESIZER_PATH}/width=${VEHICLE_IMAGE_RESIZED_WIDTHS[index]},format=auto/cars/GROUP-[^/]+\\.jpg \\d+w$`,
      ),
    );
  }
  // The browser loaded the photo from the resizer, decoded it, and got a modern format.
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(
    `${BUILT_IN_RESIZER_PATH}/width=`,
  );
  await expect.poll(() => images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.status, image.url).toBe(200);
    if (image.cacheControl === IMAGE_ORIGINAL_WHILE_BUSY_CACHE_CONTROL)
      expect(image.contentType, image.url).toBe("image/jpeg");
    else {
      expect(["image/avif", "image/webp"], image.url).toContain(image.contentType);
      expect(image.cacheControl, image.url).toBe(IMAGE_CACHE_CONTROL);
    }
  }
  // Whatever the first visit got, the photo is soon AVIF with a year of caching.
  const url = await photo.evaluate((image: HTMLImageElement) => image.currentSrc);
  await expect
    .poll(
      async () => {
        const response = await page.request.get(url, { headers: { Accept: CHROME_ACCEPT } });
        return [response.status(), response.headers()["content-type"], response.headers()["cache-control"]];
      },
      { timeout: 30_000 },
    )
    .toEqual([200, "image/avif", IMAGE_CACHE_CONTROL]);
});

test("the resizer answers 304 to a repeat with the ETag, and refuses hostile paths with 4xx", async ({
  request,
}) => {
  const url = `${BUILT_IN_RESIZER_PATH}/width=480,format=auto/cars/GROUP-A-0.jpg`;
  // On a busy cold cache the first answer may be the original; the WebP follows.
  let first = await request.get(url, { headers: { Accept: "image/webp,*/*" } });
  await expect(async () => {
    first = await request.get(url, { headers: { Accept: "image/webp,*/*" } });
    expect(first.status()).toBe(200);
    expect(first.headers()["content-type"]).toBe("image/webp");
  }).toPass({ timeout: 30_000 });
  expect(first.headers()["vary"]).toContain("Accept");
  const etag = first.headers()["etag"];
  const again = await request.get(url, { headers: { Accept: "image/webp,*/*", "If-None-Match": etag } });
  expect(again.status()).toBe(304);

  for (const hostile of [
    `${BUILT_IN_RESIZER_PATH}/width=100/../../package.json`,
    `${BUILT_IN_RESIZER_PATH}/width=480/%2e%2e/%2e%2e/package.json`,
    `${BUILT_IN_RESIZER_PATH}/width=480/..%2f..%2fpackage.json`,
    `${BUILT_IN_RESIZER_PATH}/width=480/%2fetc%2fpasswd`,
    `${BUILT_IN_RESIZER_PATH}/width=480/cars/GROUP-A-0.jpg%00.png`,
    `${BUILT_IN_RESIZER_PATH}/width=99999/cars/GROUP-A-0.jpg`,
  ]) {
    const response = await request.get(hostile);
    expect(response.status(), hostile).toBeGreaterThanOrEqual(400);
    expect(response.status(), hostile).toBeLessThan(500);
    expect(await response.text(), hostile).not.toContain('"name": "go-rentals-web"');
  }
});
