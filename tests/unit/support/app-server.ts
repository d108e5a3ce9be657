import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { createApp } from "../../../server/app.mjs";
import { loadAppBuild } from "./app-build";

/**
 * The real server app (server/app.mjs: express, the request guard, one Remix handler per
 * language) over the app built from the source, listening on a free port of 127.0.0.1, for tests
 * that send it requests as a browser would. `close` stops it.
 */
export async function startAppServer(): Promise<{ base: string; close: () => Promise<void> }> {
  const { build } = await loadAppBuild();
  const server: Server = createApp({
    build: build as unknown as ServerBuild,
    logRequests: false,
    publicDir: path.resolve(__dirname, "../../../public"),
  }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
