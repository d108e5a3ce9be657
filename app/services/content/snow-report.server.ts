import fs from "node:fs";
import path from "node:path";
import { TIME_ZONE } from "~/models/constants";
import { z } from "zod";
import { SNOW_REPORT_LOCATIONS, type SnowReportLocation } from "~/services/content/constants";
import { contentDir } from "./pages/store.server";
import { log } from "~/log.server";

/**
 * The snow report by location key (spec section 1): ALL, CHC (Canterbury fields, near
 * Christchurch Airport) or ZQN (Queenstown and Wānaka fields). A provider adapter gives it; the
 * default provider reads the local report content/snow-report.json, which says when it was last
 * updated. A live feed plugs in with setSnowReportProvider. Failures give no report (the widget
 * then says so), never a failed page.
 */

export const SKI_AREA_STATUSES = ["open", "closed", "hold", "season-ended"] as const;
export const ROAD_STATUSES = ["open", "chains", "4wd-chains", "closed"] as const;

const areaSchema = z.object({
  name: z.string().trim().min(1).max(80),
  location: z.enum(["CHC", "ZQN"]),
  status: z.enum(SKI_AREA_STATUSES),
  baseCm: z.number().int().min(0).max(1000).nullable(),
  newSnowCm: z.number().int().min(0).max(500).nullable(),
  liftsOpen: z.number().int().min(0).nullable(),
  liftsTotal: z.number().int().min(0).nullable(),
  road: z.enum(ROAD_STATUSES).nullable(),
  url: z.string().url().refine((value) => value.startsWith("https://"), "must be https"),
});

export const snowReportFileSchema = z.object({
  /** ISO 8601 with offset, e.g. 2026-08-14T07:30:00+12:00. */
  updatedAt: z.string().datetime({ offset: true }),
  source: z.string().trim().min(1).max(300),
  areas: z.array(areaSchema).min(1),
});

export type SkiAreaReport = z.infer<typeof areaSchema>;
export type SnowReport = {
  location: SnowReportLocation;
  updatedAt: string;
  /** updatedAt in New Zealand time, e.g. "12 October 2026, 7:30 am" (formatted on the server). */
  updatedText: string;
  source: string;
  areas: SkiAreaReport[];
};

/** "12 October 2026, 7:30 am" in Pacific/Auckland. */
export function formatReportTime(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString("en-NZ", { timeZone: TIME_ZONE, day: "numeric", month: "long", year: "numeric" });
  const time = date
    .toLocaleTimeString("en-NZ", { timeZone: TIME_ZONE, hour: "numeric", minute: "2-digit", hour12: true })
    .replace(/\s+/g, " ")
    .toLowerCase();
  return `${day}, ${time}`;
}

export type SnowReportProvider = { report(location: SnowReportLocation): Promise<SnowReport | null> };

export function isSnowReportLocation(value: unknown): value is SnowReportLocation {
  return typeof value === "string" && (SNOW_REPORT_LOCATIONS as readonly string[]).includes(value);
}

/** The areas of one location key (ALL: every area). */
export function areasFor(location: SnowReportLocation, areas: SkiAreaReport[]): SkiAreaReport[] {
  return location === "ALL" ? areas : areas.filter((area) => area.location === location);
}

/** The local default: one JSON file, read and checked on each call (it is small and may be edited). */
export function localSnowReportProvider(file: string = path.join(contentDir(), "snow-report.json")): SnowReportProvider {
  return {
    async report(location) {
      const parsed = snowReportFileSchema.parse(JSON.parse(await fs.promises.readFile(file, "utf8")));
      return {
        location,
        updatedAt: parsed.updatedAt,
        updatedText: formatReportTime(parsed.updatedAt),
        source: parsed.source,
        areas: areasFor(location, parsed.areas),
      };
    },
  };
}

let provider: SnowReportProvider = localSnowReportProvider();

/** Replaces the provider (a live feed, or a test's). */
export function setSnowReportProvider(next: SnowReportProvider): void {
  provider = next;
}

/** The report for a location key; null (and a warning) when the provider fails. */
export async function snowReport(location: SnowReportLocation): Promise<SnowReport | null> {
  try {
    return await provider.report(location);
  } catch (error) {
    const reason =
      error instanceof z.ZodError
        ? `unexpected shape: ${error.issues[0]?.path.join(".")} ${error.issues[0]?.message}`
        : error instanceof Error
          ? error.message
          : String(error);
    log.warn({ reason }, `Snow report (${location}) unavailable`);
    return null;
  }
}
