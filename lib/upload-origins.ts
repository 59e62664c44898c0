/**
 * Origins the browser posts uploads to, for the CSP's connect-src. The local driver uploads to the app
 * itself ('self'); with S3 the presigned POST goes to the bucket, path-style or virtual-hosted.
 */
export function uploadOrigins(config: {
  STORAGE_DRIVER: "local" | "s3";
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION: string;
}): string[] {
  if (config.STORAGE_DRIVER !== "s3") return [];
  const endpoint = new URL(config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`);
  const origins = [endpoint.origin];
  if (config.S3_BUCKET) origins.push(`${endpoint.protocol}//${config.S3_BUCKET}.${endpoint.host}`);
  return origins;
}
