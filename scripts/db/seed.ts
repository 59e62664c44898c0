// Seeds a demo organisation (procuros-demo.org) with an admin and a pending member, both with verified email
// addresses. Idempotent.
import { placeEmail } from "@/modules/account/lib/org-id";
import { hashPassword } from "@/lib/server/auth/password";
import { db } from "@/lib/server/db";

export const DEMO = {
  domain: "procuros-demo.org",
  password: "procuros-demo",
  admin: { email: "admin@procuros-demo.org", name: "Dana Admin", role: "practitioner" },
  pending: { email: "reviewer@procuros-demo.org", name: "Rafa Reviewer", role: "oversight" },
} as const;

async function main() {
  const placement = placeEmail(DEMO.admin.email);
  if (placement?.kind !== "domain") throw new Error("demo domain must be a company domain");
  const passwordHash = await hashPassword(DEMO.password);
  const org = await db().org.upsert({
    where: { domain: DEMO.domain },
    update: {},
    create: { id: placement.orgId, name: "Procuros Demo Agency", domain: DEMO.domain },
  });
  for (const [person, status, role] of [
    [DEMO.admin, "active", "admin"],
    [DEMO.pending, "pending", "member"],
  ] as const) {
    await db().user.upsert({
      where: { email: person.email },
      update: {},
      create: {
        email: person.email,
        name: person.name,
        role: person.role,
        passwordHash,
        // Demo addresses get no mail: seeded as verified, so the demo can email review results outside the org.
        emailVerifiedAt: new Date(),
        membership: { create: { orgId: org.id, status, role } },
      },
    });
    // Users seeded before verification existed are verified too (idempotent: an existing time is kept).
    await db().user.updateMany({
      where: { email: person.email, emailVerifiedAt: null },
      data: { emailVerifiedAt: new Date() },
    });
  }
  console.log(`Seeded ${org.name} (${org.id}): sign in as ${DEMO.admin.email} / ${DEMO.password}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
