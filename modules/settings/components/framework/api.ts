import { requestJson } from "@/lib/api/request-json";
import type { FrameworkSource } from "@/lib/frameworks/options";
import type { FrameworkSettingView } from "@/modules/settings/lib/framework-settings";
import type { LibraryRef } from "@/modules/settings/lib/guideline-library";

// Thin fetch wrappers over the settings API (/api/settings/*). Network failures become status 0.

const request = requestJson;

type Settings = { orgId: string; frameworkSettings: FrameworkSettingView[] };
type Saved = { frameworkSetting: FrameworkSettingView };
type Reference = { reference: LibraryRef };
export type RefPatch = { title?: string; url?: string; tags?: string[]; notes?: string };
export type NewLink = { source: FrameworkSource; title: string; url: string; tags: string[]; notes: string };
export type PresignBody = { source: FrameworkSource; filename: string; contentType: string; size: number };
type Presigned = { url: string; fields: Record<string, string>; fileId: string; expiresAt: string };

const guideline = (id: string) => `/api/settings/guidelines/${encodeURIComponent(id)}`;

export const settingsApi = {
  list: () => request<Settings>("/api/settings/framework"),
  save: (orgId: string, setting: { source: FrameworkSource }) =>
    request<Saved>("/api/settings/framework", "POST", { orgId, frameworkSettings: [setting] }),
  reset: (source: FrameworkSource) => request<unknown>(`/api/settings/framework?source=${source}`, "DELETE"),
  seedDemo: () => request<Settings>("/api/settings/demo", "POST", {}),
  addLink: (link: NewLink) => request<Reference>("/api/settings/guidelines", "POST", link),
  updateRef: (id: string, patch: RefPatch) => request<Reference>(guideline(id), "PATCH", patch),
  deleteRef: (id: string) => request<unknown>(guideline(id), "DELETE"),
  getRef: (id: string) => request<Reference>(guideline(id)),
  presign: (body: PresignBody) => request<Presigned>("/api/settings/presign", "POST", body),
  complete: (fileId: string) =>
    request<Reference>(`/api/settings/uploads/${encodeURIComponent(fileId)}/complete`, "POST", {}),
};
