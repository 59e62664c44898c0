import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/server/env";

export type MailTransport = Pick<Transporter, "sendMail">;

let cached: MailTransport | null | undefined;

/** The SMTP transport when SMTP_URL is set; null means emails stay in the outbox. */
export function smtpTransport(): MailTransport | null {
  if (cached === undefined) cached = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
  return cached;
}
