import { storage } from "@/lib/server/storage";
import { handleLocalUpload } from "@/lib/server/storage/upload-endpoint";

// Where browsers POST presigned uploads when STORAGE_DRIVER=local (404 otherwise); the signed policy in the
// form is the authorization, exactly as with an S3 bucket.
export const POST = (req: Request): Promise<Response> => handleLocalUpload(req, storage());
