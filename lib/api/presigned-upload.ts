/** Step 2 of an upload: every presigned field in order, then the file last; any 2xx is success. */
export async function postToPresigned(
  url: string,
  fields: Record<string, string>,
  file: File,
): Promise<boolean> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", file);
  try {
    // Raw fetch on purpose: this posts to the storage service's presigned URL, not to our API, so its answer is
    // not our JSON error body and requestJson's reading of it would not apply.
    const response = await fetch(url, { method: "POST", body: form });
    return response.ok;
  } catch {
    return false;
  }
}
