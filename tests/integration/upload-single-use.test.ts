import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as presignRoute } from "@/app/api/settings/presign/route";
import { POST as completeRoute } from "@/app/api/settings/uploads/[id]/complete/route";
import { GET as fileRoute } from "@/app/api/settings/guidelines/[id]/file/route";
import { POST as attachmentPresignRoute } from "@/app/api/attachments/presign/route";
import { POST as attachmentCompleteRoute } from "@/app/api/attachments/[fileId]/complete/route";
import { POST as uploadRoute } from "@/app/api/uploads/route";
import { db } from "@/lib/server/db";
import { jobsIdle } from "@/lib/server/jobs";
import { searchKnowledge } from "@/lib/server/knowledge";
import { sweepUsedUploadKeys } from "@/modules/settings/server/uploads";
import { isSealedKey, storage, uploadKeyOf, type LocalStorage, type S3Storage } from "@/lib/server/storage";
import { makePdf } from "@/tests/support/documents";
import { useStorageDriver } from "./storage-driver";
import {
  BASE,
  get,
  jsonRequest,
  membershipOf,
  sessionCookieFor,
  signUpViaRoute,
  uniqueDomain,
} from "./helpers";

/**
 * An upload form replayed after confirmation must not replace the checked file. Sent as the attacker did:
 * after presign -> POST the signed form -> confirm,
 * POST the same form again with other bytes, then open `…/file?inline=1`. With both storage drivers.
 */
const BUCKET = "replay";
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const encode = (text: string) => new TextEncoder().encode(text);

const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...encode("This program cannot be run in DOS mode")]);
const HTML = encode(
  "<!doctype html><html><body><script>fetch('/api/me').then(r=>r.text()).then(alert)</script></body></html>",
);
const POLYGLOT = encode("%PDF-1.7\n<html><script>alert(document.cookie)</script></html>\n");
/** The same polyglot dressed with a PDF's end (startxref, %%EOF): the markup still gives it away. */
const DRESSED_POLYGLOT = encode(
  "%PDF-1.7\n<html><body><script>alert(document.cookie)</script></body></html>\nstartxref\n9\n%%EOF\n",
);

async function account() {
  const email = `replay@${uniqueDomain("replay")}`;
  await signUpViaRoute({ email });
  return { cookie: await sessionCookieFor(email), orgId: (await membershipOf(email)).orgId };
}

/** The browser's POST of the presigned form: the fields in order, then the file; to our route or to the bucket. */
async function postToStorage(url: string, fields: Record<string, string>, bytes: Uint8Array, name: string) {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append("file", new File([Buffer.from(bytes)], name, { type: fields["Content-Type"] }));
  if (url.startsWith("/"))
    return uploadRoute(new Request(new URL(url, BASE), { method: "POST", body: form }));
  return fetch(url, { method: "POST", body: form });
}

type Presigned = { url: string; fields: Record<string, string>; fileId: string; expiresAt: string };

async function presignGuideline(cookie: string, filename: string, size: number): Promise<Presigned> {
  const response = await presignRoute(
    jsonRequest("/api/settings/presign", { source: "country", filename, size }, { headers: { cookie } }),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

const complete = (cookie: string, fileId: string) =>
  completeRoute(
    jsonRequest(`/api/settings/uploads/${fileId}/complete`, { tags: [], notes: "" }, { headers: { cookie } }),
    params(fileId),
  );

/** Presign, POST, confirm: the reference id and the form, kept to replay it. */
async function uploadGuideline(cookie: string, name: string, bytes: Uint8Array) {
  const presigned = await presignGuideline(cookie, name, bytes.byteLength);
  expect((await postToStorage(presigned.url, presigned.fields, bytes, name)).status).toBe(204);
  const response = await complete(cookie, presigned.fileId);
  const body = await response.json();
  return { presigned, status: response.status, body, referenceId: body.reference?.id as string | undefined };
}

const download = (cookie: string, referenceId: string, inline: boolean) =>
  fileRoute(
    get(`/api/settings/guidelines/${referenceId}/file${inline ? "?inline=1" : ""}`, cookie),
    params(referenceId),
  );

const storedRow = (fileId: string) =>
  db().storedFile.findUnique({
    where: { id: fileId },
    select: { key: true, expiresAt: true, uploadStatus: true },
  });

for (const driverName of ["local", "s3"] as const) {
  describe(`upload forms are single-use and what is served is what was checked (${driverName} storage)`, () => {
    const storageUnderTest = useStorageDriver(driverName, BUCKET);
    let user: Awaited<ReturnType<typeof account>>;
    /** What a replayed POST answers: the local endpoint refuses it; a bucket (s3rver, or S3 before expiry) takes it. */
    const replayStatus = driverName === "local" ? 409 : 204;

    /** Every object whose key mentions the file id, sealed copies included. */
    async function objectsOf(orgId: string, fileId: string): Promise<string[]> {
      // s3rver keeps each object at <directory>/<bucket>/<key>._S3rver_object (its ListObjects does not take
      // the SDK's signature, so the files are read directly).
      const driver = storage();
      const root =
        driver.name === "s3"
          ? path.join(storageUnderTest.directory(), BUCKET)
          : (driver as LocalStorage).root;
      const suffix = driver.name === "s3" ? "._S3rver_object" : "";
      const orgDir = path.join(root, "org", orgId);
      if (!existsSync(orgDir)) return [];
      return readdirSync(orgDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.includes(fileId) && entry.name.endsWith(suffix))
        .map((entry) =>
          path
            .relative(root, path.join(entry.parentPath, entry.name))
            .slice(0, suffix ? -suffix.length : undefined)
            .split(path.sep)
            .join("/"),
        );
    }

    beforeAll(async () => {
      user = await account();
    });

    it("a replay of a confirmed form with EXE or HTML bytes never changes what is served, previewed or indexed", async () => {
      const pdf = await makePdf([
        "Replay test manual.",
        "The performance security is ten percent of the contract price.",
      ]);
      const { presigned, status, referenceId } = await uploadGuideline(user.cookie, "Manual.pdf", pdf);
      expect(status).toBe(200);
      const uploadKey = presigned.fields.key!;
      const row = await storedRow(presigned.fileId);
      expect(isSealedKey(row!.key)).toBe(true); // confirm moved the bytes to a key no policy grants
      expect(uploadKeyOf(row!.key)).toBe(uploadKey);

      for (const [label, bytes] of [
        ["exe", EXE],
        ["html", HTML],
      ] as const) {
        const replay = await postToStorage(presigned.url, presigned.fields, bytes, "Manual.pdf");
        expect(replay.status, label).toBe(replayStatus);
        if (driverName === "local") expect((await replay.json()).error.code).toBe("conflict");
        expect((await storedRow(presigned.fileId))!.key).toBe(row!.key);
        expect(await storage().read(row!.key)).toEqual(pdf);

        const preview = await download(user.cookie, referenceId!, true);
        expect(preview.status).toBe(200);
        expect(preview.headers.get("content-type")).toBe("application/pdf");
        expect(preview.headers.get("content-disposition")).toMatch(/^inline;/);
        expect(preview.headers.get("content-security-policy")).toMatch(/^sandbox(;|$)/);
        expect(preview.headers.get("x-content-type-options")).toBe("nosniff");
        expect(new Uint8Array(await preview.arrayBuffer())).toEqual(pdf);
        const plain = await download(user.cookie, referenceId!, false);
        expect(plain.headers.get("content-disposition")).toMatch(/^attachment;/);
        expect(new Uint8Array(await plain.arrayBuffer())).toEqual(pdf);
      }

      // Extraction read the sealed key too.
      await jobsIdle();
      expect((await searchKnowledge(user.orgId, "performance security ten percent"))[0]).toMatchObject({
        fileId: presigned.fileId,
      });

      // The replay on S3 sits at the upload key, which nothing reads; once the policy has expired it is swept.
      const policyExpiry = new Date(presigned.expiresAt).getTime();
      // Not while the form could still be posted (other tests' older uploads may be swept meanwhile).
      await sweepUsedUploadKeys(new Date(policyExpiry - 60_000));
      expect(await storedRow(presigned.fileId)).toMatchObject({ expiresAt: expect.any(Date) });
      expect(await sweepUsedUploadKeys(new Date(policyExpiry + 10 * 60_000))).toBeGreaterThanOrEqual(1);
      expect(await storage().head(uploadKey)).toBeNull();
      expect(await storedRow(presigned.fileId)).toMatchObject({
        key: row!.key,
        expiresAt: null,
        uploadStatus: "uploaded",
      });
      expect(await storage().read(row!.key)).toEqual(pdf);
      expect(await objectsOf(user.orgId, presigned.fileId)).toEqual([row!.key]);
    });

    it("a replay before confirm is what confirm checks: HTML over the PDF is refused (422) and deleted", async () => {
      const pdf = await makePdf(["Swapped before confirm."]);
      const presigned = await presignGuideline(user.cookie, "Swap.pdf", pdf.byteLength);
      expect((await postToStorage(presigned.url, presigned.fields, pdf, "Swap.pdf")).status).toBe(204);
      expect((await postToStorage(presigned.url, presigned.fields, HTML, "Swap.pdf")).status).toBe(
        replayStatus,
      );
      const response = await complete(user.cookie, presigned.fileId);
      if (driverName === "local") {
        expect(response.status).toBe(200); // the HTML never got in
        expect(
          new Uint8Array(
            await (await download(user.cookie, (await response.json()).reference.id, false)).arrayBuffer(),
          ),
        ).toEqual(pdf);
      } else {
        expect(response.status).toBe(422);
        expect((await response.json()).error.message).toMatch(/^File Swap\.pdf does not match its type/);
        expect(await storedRow(presigned.fileId)).toBeNull();
        expect(await objectsOf(user.orgId, presigned.fileId)).toEqual([]);
      }
    });

    if (driverName === "local")
      it("of two concurrent POSTs of one form, one is stored and the other refused (409); confirm files the winner", async () => {
        const [a, b] = [await makePdf(["Upload A"]), await makePdf(["Upload B, a little longer."])];
        const presigned = await presignGuideline(user.cookie, "Race.pdf", a.byteLength);
        const answers = await Promise.all([
          postToStorage(presigned.url, presigned.fields, a, "Race.pdf"),
          postToStorage(presigned.url, presigned.fields, b, "Race.pdf"),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
        const winner = answers[0]!.status === 204 ? a : b;
        const response = await complete(user.cookie, presigned.fileId);
        expect(response.status).toBe(200);
        expect(
          new Uint8Array(
            await (await download(user.cookie, (await response.json()).reference.id, false)).arrayBuffer(),
          ),
        ).toEqual(winner);
      });

    it("of two concurrent confirms, one files the upload and the other gets 409, leaving no stray copy", async () => {
      const pdf = await makePdf(["Confirmed twice at once."]);
      const presigned = await presignGuideline(user.cookie, "Twice.pdf", pdf.byteLength);
      expect((await postToStorage(presigned.url, presigned.fields, pdf, "Twice.pdf")).status).toBe(204);
      const answers = await Promise.all([
        complete(user.cookie, presigned.fileId),
        complete(user.cookie, presigned.fileId),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await db().guidelineRef.count({ where: { fileId: presigned.fileId } })).toBe(1);
      const row = await storedRow(presigned.fileId);
      expect(await objectsOf(user.orgId, presigned.fileId)).toEqual([row!.key]);
      expect(await storage().read(row!.key)).toEqual(pdf);
    });

    it("a confirm after the upload was filed hears 409 'already confirmed' (not 404), and changes nothing", async () => {
      const pdf = await makePdf(["Confirmed, then confirmed again."]);
      const { presigned, status } = await uploadGuideline(user.cookie, "Again.pdf", pdf);
      expect(status).toBe(200);
      const filed = await storedRow(presigned.fileId);
      const again = await complete(user.cookie, presigned.fileId);
      expect(again.status).toBe(409);
      expect((await again.json()).error.message).toBe("This upload has already been confirmed.");
      expect(await storedRow(presigned.fileId)).toEqual(filed);
      expect(await db().guidelineRef.count({ where: { fileId: presigned.fileId } })).toBe(1);

      const owner = { toolId: "ipc_validation" };
      const form = (await (
        await attachmentPresignRoute(
          jsonRequest(
            "/api/attachments/presign",
            { owner, groupId: "refs", filename: "Again.pdf", size: pdf.byteLength },
            { headers: { cookie: user.cookie } },
          ),
        )
      ).json()) as Presigned;
      expect((await postToStorage(form.url, form.fields, pdf, "Again.pdf")).status).toBe(204);
      const confirmAttachment = () =>
        attachmentCompleteRoute(
          jsonRequest(
            `/api/attachments/${form.fileId}/complete`,
            { owner, groupId: "refs" },
            { headers: { cookie: user.cookie } },
          ),
          { params: Promise.resolve({ fileId: form.fileId }) },
        );
      expect((await confirmAttachment()).status).toBe(200);
      const attached = await storedRow(form.fileId);
      const second = await confirmAttachment();
      expect(second.status).toBe(409);
      expect((await second.json()).error.message).toBe("This upload has already been confirmed.");
      expect(await storedRow(form.fileId)).toEqual(attached);
    });

    it("refuses %PDF- + HTML polyglots as PDF (422) and deletes them, as guideline files and as tool attachments", async () => {
      for (const bytes of [POLYGLOT, DRESSED_POLYGLOT]) {
        const { presigned, status, body } = await uploadGuideline(user.cookie, "Polyglot.pdf", bytes);
        expect(status).toBe(422);
        expect(body.error.message).toMatch(/^File Polyglot\.pdf does not match its type \(\.pdf\)/);
        expect(await storedRow(presigned.fileId)).toBeNull();
        expect(await objectsOf(user.orgId, presigned.fileId)).toEqual([]);

        const attachment = await attachmentPresignRoute(
          jsonRequest(
            "/api/attachments/presign",
            {
              owner: { toolId: "ipc_validation" },
              groupId: "refs",
              filename: "Polyglot.pdf",
              size: bytes.byteLength,
            },
            { headers: { cookie: user.cookie } },
          ),
        );
        const form = (await attachment.json()) as Presigned;
        expect((await postToStorage(form.url, form.fields, bytes, "Polyglot.pdf")).status).toBe(204);
        const completed = await attachmentCompleteRoute(
          jsonRequest(
            `/api/attachments/${form.fileId}/complete`,
            { owner: { toolId: "ipc_validation" }, groupId: "refs" },
            { headers: { cookie: user.cookie } },
          ),
          { params: Promise.resolve({ fileId: form.fileId }) },
        );
        expect(completed.status).toBe(422);
        expect(await storedRow(form.fileId)).toBeNull();
        expect(await objectsOf(user.orgId, form.fileId)).toEqual([]);
      }
    });

    it("tool attachments: a replay after confirm never reaches what runs read", async () => {
      const pdf = await makePdf(["Contract reference for a tool run."]);
      const presign = await attachmentPresignRoute(
        jsonRequest(
          "/api/attachments/presign",
          {
            owner: { toolId: "ipc_validation" },
            groupId: "refs",
            filename: "Contract.pdf",
            size: pdf.byteLength,
          },
          { headers: { cookie: user.cookie } },
        ),
      );
      const form = (await presign.json()) as Presigned;
      expect((await postToStorage(form.url, form.fields, pdf, "Contract.pdf")).status).toBe(204);
      const completed = await attachmentCompleteRoute(
        jsonRequest(
          `/api/attachments/${form.fileId}/complete`,
          { owner: { toolId: "ipc_validation" }, groupId: "refs" },
          { headers: { cookie: user.cookie } },
        ),
        { params: Promise.resolve({ fileId: form.fileId }) },
      );
      expect(completed.status).toBe(200);
      const row = await storedRow(form.fileId);
      expect(uploadKeyOf(row!.key)).toBe(form.fields.key);
      expect((await postToStorage(form.url, form.fields, EXE, "Contract.pdf")).status).toBe(replayStatus);
      expect(await storage().read((await storedRow(form.fileId))!.key)).toEqual(pdf);
    });

    it("?inline=1 answers carry CSP sandbox and nosniff and are never text/html; HTML is always a download", async () => {
      const html = await uploadGuideline(user.cookie, "Page.html", HTML);
      expect(html.status).toBe(200); // .html references are allowed, as downloads
      const htmlPreview = await download(user.cookie, html.referenceId!, true);
      expect(htmlPreview.headers.get("content-type")).toBe("application/octet-stream");
      expect(htmlPreview.headers.get("content-disposition")).toMatch(/^attachment;/);
      expect(htmlPreview.headers.get("content-security-policy")).toMatch(/^sandbox(;|$)/);
      expect(htmlPreview.headers.get("x-content-type-options")).toBe("nosniff");

      const text = await uploadGuideline(
        user.cookie,
        "Notes.txt",
        encode("<html><script>alert(1)</script></html>"),
      );
      expect(text.status).toBe(200);
      const textPreview = await download(user.cookie, text.referenceId!, true);
      expect(textPreview.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(textPreview.headers.get("content-security-policy")).toMatch(/^sandbox(;|$)/);
      expect(textPreview.headers.get("x-content-type-options")).toBe("nosniff");

      for (const response of [htmlPreview, textPreview])
        expect(response.headers.get("content-type")).not.toMatch(/html/);
    });

    it("does not serve bytes that changed in storage after the check (409)", async () => {
      const pdf = await makePdf(["Tampered later."]);
      const { presigned, referenceId } = await uploadGuideline(user.cookie, "Tampered.pdf", pdf);
      const { key } = (await storedRow(presigned.fileId))!;
      const driver = storage();
      if (driver.name === "s3") {
        const s3 = driver as S3Storage;
        await s3.client.send(
          new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: HTML, ContentType: "application/pdf" }),
        );
      } else {
        writeFileSync(path.join((driver as LocalStorage).root, key), HTML);
      }
      for (const inline of [true, false]) {
        const response = await download(user.cookie, referenceId!, inline);
        expect(response.status).toBe(409);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      }
    });
  });
}
