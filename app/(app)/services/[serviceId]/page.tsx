import { notFound } from "next/navigation";
import { requireUser } from "@/lib/server/auth/session";

type Props = { params: Promise<{ serviceId: string }> };

// The tool catalogue arrives with the services issue; until then no tool id exists.
export default async function ServicePage({ params }: Props) {
  const { serviceId } = await params;
  await requireUser(`/services/${encodeURIComponent(serviceId)}`);
  notFound();
}
