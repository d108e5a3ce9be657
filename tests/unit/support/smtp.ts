import net from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as a test SMTP server received it: the envelope and the raw text. */
export type ReceivedMail = { to: string[]; raw: string; messageId: string | null; subject: string | null };

export type TestSmtpServer = {
  port: number;
  received: ReceivedMail[];
  close: () => Promise<void>;
};

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.+)$`, "im").exec(raw.split(/\r?\n\r?\n/)[0])?.[1]?.trim() ?? null;

/**
 * A real SMTP server on loopback (the smtp-server package): `accept` keeps every message,
 * `reject` answers each recipient 550, `refuseFirst` answers the first n recipients 451 (try
 * later) and accepts the rest. No TLS, no login: what the mail tests need of a relay.
 */
export async function startSmtpServer(
  options: { port?: number; mode?: "accept" | "reject"; refuseFirst?: number } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusals = options.refuseFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.mode === "reject") {
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        return;
      }
      if (refusals > 0) {
        refusals -= 1;
        callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          messageId: header(raw, "Message-ID"),
          subject: header(raw, "Subject"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as net.AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A mail server that takes the connection and never says a word (issue 33: "Greeting never
 * received"). `connections` counts who came; each stays open until `close`.
 */
export async function startSilentServer(port = 0): Promise<{
  port: number;
  connections: () => number;
  open: () => number;
  close: () => Promise<void>;
}> {
  const sockets = new Set<net.Socket>();
  let count = 0;
  const server = net.createServer((socket) => {
    count += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => count,
    open: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Waits until `check` is true, asking every 100 ms, or fails after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not so after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
