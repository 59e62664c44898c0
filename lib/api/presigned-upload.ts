/** Step 2 of an upload: every presigned field in order, then the file last; any 2xx is success. */
export async function postToPresigned(url: string, fields: Record<string, string>, file: File): Promise<boolean> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", file);
  try {
    const response = await fetch(url, { method: "POST", body: form });
    return response.ok;
  } catch {
    return false;
  }
}
