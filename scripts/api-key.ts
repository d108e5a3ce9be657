// API keys: `npm run api-key:create -- --name partner-x` prints a new key once (only its hash is
// stored); `npm run api-key:revoke -- --name partner-x` revokes it. Uses the server's
// configuration (DATA_DIR, DATABASE_URL); refuses while a server has the embedded database open.
import { createApiKey, revokeApiKey } from "~/services/api/keys.server";
import { openScriptDatabase } from "./lib/script-database";

const [command, ...rest] = process.argv.slice(2);
const nameAt = rest.indexOf("--name");
const name =
  nameAt >= 0 ? rest[nameAt + 1] : rest.find((arg) => arg.startsWith("--name="))?.slice("--name=".length);

let exitCode = 0;
if ((command !== "create" && command !== "revoke") || !name) {
  console.error(
    "Usage: npm run api-key:create -- --name <name>   |   npm run api-key:revoke -- --name <name>",
  );
  exitCode = 2;
} else {
  const handle = await openScriptDatabase();
  if (command === "create") {
    const result = await createApiKey(name);
    if (result.ok) {
      console.log(`API key for "${result.row.name}" (shown once; send it as the api-key header):`);
      console.log(result.key);
    } else {
      console.error(result.message);
      exitCode = 1;
    }
  } else {
    const revoked = await revokeApiKey(name);
    console.log(revoked ? `Revoked the key of "${name}".` : `No live key named "${name}".`);
    exitCode = revoked ? 0 : 1;
  }
  await handle.close();
}
process.exit(exitCode);
