import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on loopback that keeps what it receives, so delivery goes through nodemailer and the
 * SMTP protocol as in production. `start()` listens on a free port; `stop()` closes it.
 */
export function smtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        received.push({
          from,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  return {
    received,
    async start(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return (server.server.address() as AddressInfo).port;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
