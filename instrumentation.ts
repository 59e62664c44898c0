// Runs once when the server starts: opens the database (applying pending migrations on the embedded
// PGlite) so the first request does not pay for it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // First of all: throttles must see the socket's address, not a header the client wrote.
  const { env } = await import("@/lib/server/env");
  const { installClientAddressStamp } = await import("@/lib/server/client-address");
  installClientAddressStamp(env.TRUST_PROXY);
  const { warmUpDatabase } = await import("@/lib/server/db/warm-up");
  await warmUpDatabase();
  // Retries queued emails in the background when SMTP is configured (a no-op otherwise).
  const { startEmailWorker } = await import("@/lib/server/email/outbox");
  startEmailWorker();
  // Background jobs (text extraction of uploads): picks up jobs left queued or interrupted, then retries.
  // The integrity API's job kinds (red flags, due diligence, audit export) are registered before the worker starts.
  const { registerIntegrityJobs } = await import("@/modules/integrity/server");
  registerIntegrityJobs();
  const { startJobWorker } = await import("@/lib/server/jobs");
  startJobWorker();
  // The orgs' automatic deletion of activity documents and runs (Settings), hourly; no setting, no deletion.
  const { startRetentionSweep } = await import("@/modules/activities/server");
  startRetentionSweep();
}
