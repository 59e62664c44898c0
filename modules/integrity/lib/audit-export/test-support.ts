// Test support (imported by the tests of this folder only): RFC 8032's first Ed25519 test vector (section 7.1,
// TEST 1), wrapped as PKCS#8 so node and openssl read it. Its published signature of the empty message lets a
// test check our signer against the standard, not only against itself.
import { createPrivateKey } from "node:crypto";
import type { ArchiveSigning } from "./archive";
import { signerFor } from "./signing";

export const RFC8032_SECRET = "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60";
export const RFC8032_PUBLIC = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a";
export const RFC8032_EMPTY_SIGNATURE =
  "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b";

/** PKCS#8 DER of an Ed25519 seed: the fixed 16-byte header of RFC 8410, then the 32 bytes. */
export const pkcs8Der = (seedHex: string) => Buffer.from(`302e020100300506032b657004220420${seedHex}`, "hex");

export const TEST_KEY = createPrivateKey({ key: pkcs8Der(RFC8032_SECRET), format: "der", type: "pkcs8" });

export const TEST_SIGNING: ArchiveSigning = {
  signer: signerFor(TEST_KEY),
  publicKeyUrl: "https://procuros.example/api/v1/audit-trail/public-key",
};
