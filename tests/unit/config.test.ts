import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "~/config.server";
import { BUILT_IN_RESIZER_PATH } from "~/services/platform/images/options";

describe("configuration", () => {
  it("defaults to the embedded database under DATA_DIR and keeps a generated secret there", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "go-config-"));
    const first = parseConfig({ DATA_DIR: dir });
    expect(first.database).toEqual({ kind: "pglite-file", dir: path.join(dir, "pglite") });
    expect(first.sessionSecrets[0]).toHaveLength(64);
    const second = parseConfig({ DATA_DIR: dir });
    expect(second.sessionSecrets).toEqual(first.sessionSecrets);
  });

  it("switches to PostgreSQL with DATABASE_URL", () => {
    const config = parseConfig({
      DATABASE_URL: "postgres://u:p@127.0.0.1:5432/go",
      SESSION_SECRET: "x".repeat(32),
    });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u:p@127.0.0.1:5432/go" });
  });

  it("stops with a clear message on bad values", () => {
    expect(() => parseConfig({ DATABASE_URL: "mysql://nope" })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => parseConfig({ SESSION_SECRET: "short", DATABASE_URL: "memory://" })).toThrow(
      /SESSION_SECRET must be at least 32 characters/,
    );
    expect(() => parseConfig({ PARTNER_ORIGINS: "not a url", DATABASE_URL: "memory://" })).toThrow(
      /PARTNER_ORIGINS/,
    );
  });

  it("reads the content folder and the check-in timer, and refuses a timer that is not whole seconds", () => {
    const defaults = parseConfig({ DATABASE_URL: "memory://" });
    expect(defaults.contentDir).toBe(path.resolve("content"));
    expect(defaults.checkInTimerSeconds).toBe(600);
    const set = parseConfig({
      DATABASE_URL: "memory://",
      CONTENT_DIR: "/srv/content",
      CHECK_IN_TIMER_SECONDS: "90",
    });
    expect(set.contentDir).toBe("/srv/content");
    expect(set.checkInTimerSeconds).toBe(90);
    for (const bad of ["soon", "0", "-5", "1.5"])
      expect(() => parseConfig({ DATABASE_URL: "memory://", CHECK_IN_TIMER_SECONDS: bad })).toThrow(
        /CHECK_IN_TIMER_SECONDS/,
      );
  });

  it("reads partner origins and secure cookies", () => {
    const config = parseConfig({
      DATABASE_URL: "memory://",
      PARTNER_ORIGINS: "https://partner.example, https://other.example",
      PUBLIC_URL: "https://www.gorentals.co.nz",
    });
    expect(config.partnerOrigins).toEqual(["https://partner.example", "https://other.example"]);
    expect(config.secureCookies).toBe(true);
  });

  it("reads CONTENT_API_URL without its trailing slash, and refuses credentials or other schemes", () => {
    expect(parseConfig({ DATABASE_URL: "memory://" }).contentApiUrl).toBeNull();
    expect(parseConfig({ DATABASE_URL: "memory://", CONTENT_API_URL: "" }).contentApiUrl).toBeNull();
    expect(
      parseConfig({ DATABASE_URL: "memory://", CONTENT_API_URL: "https://cms.example.co.nz/api/" })
        .contentApiUrl,
    ).toBe("https://cms.example.co.nz/api");
    expect(() => parseConfig({ DATABASE_URL: "memory://", CONTENT_API_URL: "ftp://cms.example" })).toThrow(
      /CONTENT_API_URL/,
    );
    expect(() => parseConfig({ DATABASE_URL: "memory://", CONTENT_API_URL: "not a url" })).toThrow(
      /CONTENT_API_URL/,
    );
    expect(() =>
      parseConfig({ DATABASE_URL: "memory://", CONTENT_API_URL: "https://user:secret@cms.example/api" }),
    ).toThrow(/no authorisation/);
  });

  it("uses the built-in /img resizer unless IMAGE_RESIZER_PATH says otherwise", () => {
    const base = { DATABASE_URL: "memory://" };
    expect(parseConfig(base).imageResizerPath).toBe(BUILT_IN_RESIZER_PATH);
    expect(parseConfig(base).imageResizerPath).toBe("/img");
    expect(parseConfig({ ...base, IMAGE_RESIZER_PATH: "off" }).imageResizerPath).toBeNull();
    expect(parseConfig({ ...base, IMAGE_RESIZER_PATH: "" }).imageResizerPath).toBeNull();
    expect(parseConfig({ ...base, IMAGE_RESIZER_PATH: "/cdn-cgi/image/" }).imageResizerPath).toBe(
      "/cdn-cgi/image",
    );
    expect(
      parseConfig({ ...base, IMAGE_RESIZER_PATH: "https://images.example.com/cdn-cgi/image" })
        .imageResizerPath,
    ).toBe("https://images.example.com/cdn-cgi/image");
    for (const bad of [
      "img",
      "//evil.example",
      "javascript:alert(1)",
      "/img?x=1",
      "https://u:p@images.example.com",
    ]) {
      expect(() => parseConfig({ ...base, IMAGE_RESIZER_PATH: bad }), bad).toThrow(
        /IMAGE_RESIZER_PATH must be/,
      );
    }
  });
});
