// TEMPORARY (helper C2): stands in for components/settings/framework FrameworkDefaultsCard until it lands.
import { Card, CardHeader, CardTitle } from "@/components/ui/card";

export function FrameworkDefaultsCard(_props: { initialSettings: unknown }) {
  return (
    <Card id="framework" data-testid="settings-card-framework">
      <CardHeader>
        <CardTitle>Procurement Framework Defaults</CardTitle>
      </CardHeader>
    </Card>
  );
}
