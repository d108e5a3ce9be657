// A mail server for the end-to-end run on PostgreSQL (scripts/test-pg.sh): accepts every message
// and keeps none. `node tests/e2e/support/smtp-sink.mjs <port>`; stops on SIGTERM.
import { SMTPServer } from "smtp-server";

const port = Number(process.argv[2]);
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => callback());
  },
});
server.listen(port, "127.0.0.1");
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.close(() => process.exit(0)));
