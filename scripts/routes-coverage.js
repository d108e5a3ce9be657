// Prints which routes of the spec (tests/routes.txt) the built app serves and which are missing.
// Run `npm run build` first.
import { routeCoverage } from "./lib/spec-routes.js";

const coverage = await routeCoverage();
const served = coverage.filter((route) => route.served);
const missing = coverage.filter((route) => !route.served);
let group = "";
for (const route of coverage) {
  if (route.group !== group) {
    group = route.group;
    console.log(`\n${group}`);
  }
  console.log(`  ${route.served ? "served " : "MISSING"} ${route.pattern}`);
}
console.log(`\n${served.length} of ${coverage.length} spec routes served, ${missing.length} missing.`);
