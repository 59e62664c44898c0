import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env-schema";

describe("parseEnv", () => {
  it("defaults to the embedded setup", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      DATA_DIR: ".data",
      APP_URL: "http://localhost:3000",
      ENABLE_TEST_ROUTES: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_SECRET).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", AUTH_SECRET: "" }).DATABASE_URL).toBeUndefined();
  });

  it("accepts PostgreSQL URLs and refuses others", () => {
    expect(parseEnv({ DATABASE_URL: "postgresql://u:p@db:5432/app" }).DATABASE_URL).toBe(
      "postgresql://u:p@db:5432/app",
    );
    expect(() => parseEnv({ DATABASE_URL: "mysql://u@db/app" })).toThrow(
      /DATABASE_URL: must be a postgresql:\/\/ URL/,
    );
  });

  it("requires a shared AUTH_SECRET in production on PostgreSQL", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app" })).toThrow(
      /AUTH_SECRET/,
    );
    expect(
      parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app", AUTH_SECRET: "x".repeat(32) })
        .AUTH_SECRET,
    ).toHaveLength(32);
  });

  it("allows production on the embedded database without a secret (one is generated into DATA_DIR)", () => {
    expect(parseEnv({ NODE_ENV: "production" }).AUTH_SECRET).toBeUndefined();
  });

  it("refuses a short secret, a bad URL and an unknown NODE_ENV", () => {
    expect(() => parseEnv({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
    expect(() => parseEnv({ APP_URL: "not a url" })).toThrow(/APP_URL/);
    expect(() => parseEnv({ NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
  });

  it("parses flags", () => {
    expect(parseEnv({ ENABLE_TEST_ROUTES: "1" }).ENABLE_TEST_ROUTES).toBe(true);
    expect(parseEnv({ ENABLE_TEST_ROUTES: "true" }).ENABLE_TEST_ROUTES).toBe(true);
    expect(parseEnv({ ENABLE_TEST_ROUTES: "0" }).ENABLE_TEST_ROUTES).toBe(false);
    expect(() => parseEnv({ ENABLE_TEST_ROUTES: "yes please" })).toThrow(/ENABLE_TEST_ROUTES/);
  });
});
