import { z } from "zod";
import { isToolId } from "@/lib/catalogue";

const toolId = z.string().refine(isToolId, "validation.toolId");

export const favoritesSchema = z.object({ favorites: z.array(toolId).max(100) });
export const recentSchema = z.object({ toolId });
