// Where the site's time goes (`npm run bench -- --profile`): the web process runs with V8's sampling
// profiler (`node --cpu-prof`, one .cpuprofile per thread: the web thread and, on the embedded
// database, the database's thread), the bench notes when each workload's measured run started and
// ended (the profiles' timestamps are the same monotonic clock as `process.hrtime`), and each
// workload's samples are summed by function (self time) and by package.
import fs from "node:fs";
import path from "node:path";

/** Now, on the clock of V8's profiles (microseconds). */
export const profileClockNow = () => Number(process.hrtime.bigint() / 1000n);

/** Node's options that make a process write its CPU profiles into `dir` when it exits. */
export const profilingNodeArgs = (dir) => ["--cpu-prof", "--cpu-prof-dir", dir, "--cpu-prof-interval", "500"];

/** The part of the stack a frame belongs to, read from its script's URL. */
export function packageOf(callFrame) {
  const { url, functionName } = callFrame;
  if (!url) {
    if (functionName === "(garbage collector)") return "GC";
    if (functionName === "(program)" || functionName === "(root)") return "V8 and native";
    return functionName === "(idle)" ? "(idle)" : "V8 and native";
  }
  if (url.startsWith("node:")) return "Node";
  if (url.startsWith("wasm://")) return "PGlite";
  const inModules = url.split("/node_modules/").pop();
  if (inModules !== url) {
    const parts = inModules.split("/");
    const name = parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
    if (name.startsWith("@remix-run/") || name === "react-router" || name === "react-router-dom")
      return `Remix (${name})`;
    if (name === "react" || name === "react-dom" || name === "scheduler") return `React (${name})`;
    if (name.startsWith("@electric-sql/")) return "PGlite";
    if (name === "pg" || name.startsWith("pg-")) return "node-postgres";
    return name;
  }
  if (/\/build\/index\.js$/.test(url) || url.includes("/app/")) return "our code (build)";
  if (url.includes("/server/") || url.endsWith("/server.mjs")) return "our code (server)";
  return url.replace(/^file:\/\//, "");
}

/** A profile's samples with their timestamps: [{ node, at }] (at in µs on the profile clock). */
function timedSamples(profile) {
  const samples = [];
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += profile.timeDeltas[i];
    samples.push({ node: profile.samples[i], at });
  }
  return samples;
}

/**
 * Each workload's self time from the profiles in `dir`: per thread that was busy in its window,
 * the time by package and the top `top` functions, in ms per unit (the workload's units run).
 * @param {{ dir: string, windows: Record<string, { from: number, to: number, units: number }>, top?: number }} options
 */
export function summariseProfiles({ dir, windows, top = 15 }) {
  const files = fs.readdirSync(dir).filter((file) => file.endsWith(".cpuprofile"));
  const summary = {};
  for (const [workload, window] of Object.entries(windows)) summary[workload] = { ...window, threads: [] };
  for (const file of files) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const samples = timedSamples(profile);
    for (const [workload, window] of Object.entries(windows)) {
      const selfByFrame = new Map();
      let last = null;
      for (const sample of samples) {
        // A sample stands for the time since the one before it.
        if (last !== null && sample.at > window.from && sample.at <= window.to) {
          const node = nodes.get(sample.node);
          const key = `${node.callFrame.functionName}\u0000${node.callFrame.url}\u0000${node.callFrame.lineNumber}`;
          const entry = selfByFrame.get(key) ?? { callFrame: node.callFrame, us: 0 };
          entry.us += sample.at - last;
          selfByFrame.set(key, entry);
        }
        last = sample.at;
      }
      const frames = [...selfByFrame.values()].filter((entry) => packageOf(entry.callFrame) !== "(idle)");
      const busyUs = frames.reduce((sum, entry) => sum + entry.us, 0);
      if (busyUs === 0) continue;
      const perUnit = (us) => Math.round((us / 1000 / Math.max(1, window.units)) * 1000) / 1000;
      const byPackage = new Map();
      for (const entry of frames) {
        const name = packageOf(entry.callFrame);
        byPackage.set(name, (byPackage.get(name) ?? 0) + entry.us);
      }
      summary[workload].threads.push({
        // The web thread's profile is the one that ran the request handlers; the others are
        // Node's worker threads (the embedded database's, on the embedded database).
        thread: frames.some((entry) => packageOf(entry.callFrame) === "our code (build)") ? "web" : "worker",
        file,
        msPerUnit: perUnit(busyUs),
        packages: [...byPackage.entries()]
          .sort((a, b) => b[1] - a[1])
          .map(([name, us]) => ({
            name,
            msPerUnit: perUnit(us),
            share: Math.round((us / busyUs) * 1000) / 10,
          })),
        top: frames
          .sort((a, b) => b.us - a.us)
          .slice(0, top)
          .map(({ callFrame, us }) => ({
            function: callFrame.functionName || "(anonymous)",
            where: `${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}`,
            package: packageOf(callFrame),
            msPerUnit: perUnit(us),
            share: Math.round((us / busyUs) * 1000) / 10,
          })),
      });
    }
  }
  for (const workload of Object.values(summary)) {
    workload.threads.sort((a, b) =>
      a.thread === "web" ? -1 : b.thread === "web" ? 1 : b.msPerUnit - a.msPerUnit,
    );
  }
  return summary;
}

const shortUrl = (url) =>
  url
    ? url
        .replace(/^file:\/\//, "")
        .replace(/^.*\/node_modules\//, "")
        .replace(/^.*\/(build|server)\//, "$1/")
    : "(native)";

/** The profile summary as Markdown: per workload and thread, packages then the top frames. */
export function markdownOfProfiles(profiles, labels) {
  const lines = [];
  for (const [database, byWorkload] of Object.entries(profiles)) {
    for (const [workload, { units, threads }] of Object.entries(byWorkload)) {
      for (const thread of threads) {
        lines.push(
          "",
          `#### ${database}: ${labels[workload] ?? workload}, ${thread.thread} thread: ${thread.msPerUnit} ms per unit (${units} units)`,
          "",
          "| package | ms per unit | share |",
          "|---|---|---|",
          ...thread.packages.map((entry) => `| ${entry.name} | ${entry.msPerUnit} | ${entry.share} % |`),
          "",
          "| self time: function | where | package | ms per unit | share |",
          "|---|---|---|---|---|",
          ...thread.top.map(
            (entry) =>
              `| ${entry.function} | ${entry.where} | ${entry.package} | ${entry.msPerUnit} | ${entry.share} % |`,
          ),
        );
      }
    }
  }
  return lines.join("\n");
}
