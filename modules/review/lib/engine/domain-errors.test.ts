import { describe, expect, it, vi } from "vitest";
import { DOMAIN_ERROR_CODES, DomainError, isDomainError } from "@/lib/errors";
import { reviewModule } from "@/lib/catalogue/review-services";
import { UnknownReviewServiceError } from "@/modules/review/lib/engine/engine";
import { CmpInputError } from "@/modules/tools/lib/cmp/engine";
import { ReviewPackMissingError } from "@/modules/tools/lib/review-tools";
import { AppError, DOMAIN_ERROR_STATUS, toErrorResponse } from "@/lib/server/api/errors";

async function answer(error: unknown) {
  const response = toErrorResponse(error, "GET /test");
  return { status: response.status, body: await response.json() };
}

describe("domain errors in the API", () => {
  it("gives every domain code a 4xx status, or 501 for what is not built", () => {
    expect(Object.keys(DOMAIN_ERROR_STATUS).sort()).toEqual([...DOMAIN_ERROR_CODES].sort());
    for (const code of DOMAIN_ERROR_CODES) {
      const status = DOMAIN_ERROR_STATUS[code];
      expect(
        code === "not_built" ? status === 501 : status >= 400 && status < 500,
        `${code} -> ${status}`,
      ).toBe(true);
    }
    expect(DOMAIN_ERROR_STATUS).toEqual({
      invalid_input: 400,
      format_not_offered: 400,
      not_found: 404,
      unreadable_result: 422,
      not_built: 501,
      over_limit: 422,
    });
  });

  it.each([
    [
      new DomainError("invalid_input", "Please complete all required fields: contract_type.", {
        "inputs.contract_type": ["validation.fieldRequired"],
      }),
      400,
    ],
    [new DomainError("format_not_offered", "The plan is not offered as csv."), 400],
    [new DomainError("not_found", "Unknown document: other."), 404],
    [new DomainError("unreadable_result", "The stored result is not a review."), 422],
    [new DomainError("not_built", "The Demo review is not built yet. Nothing was run."), 501],
  ] as const)("answers %s with its code, message and fields, logging nothing", async (error, status) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { status: answered, body } = await answer(error);
      expect(answered).toBe(status);
      expect(body).toEqual({
        ok: false,
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      });
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  it("maps the engines' own domain errors by their code", async () => {
    const cmp = await answer(new CmpInputError(["contract_type", "stakeholder_organizations"]));
    expect(cmp).toEqual({
      status: 400,
      body: {
        ok: false,
        error: {
          code: "invalid_input",
          message: "Please complete all required fields: contract_type, stakeholder_organizations.",
          fields: {
            "inputs.contract_type": ["validation.fieldRequired"],
            "inputs.stakeholder_organizations": ["validation.fieldRequired"],
          },
        },
      },
    });
    expect((await answer(new ReviewPackMissingError("procurement_post_review"))).status).toBe(501);
    // The review endpoint's own 501 answer, without its catch around the engine.
    const solicitation = await answer(new UnknownReviewServiceError("compliance-solicitation"));
    expect(solicitation.status).toBe(501);
    expect(solicitation.body.error.message).toBe(
      `The ${reviewModule("compliance-solicitation")!.title} review is not built yet. Nothing was run.`,
    );
    const review = await answer(new UnknownReviewServiceError("nope"));
    expect(review).toEqual({
      status: 501,
      body: { ok: false, error: { code: "not_built", message: 'No review rule pack for service "nope".' } },
    });
  });

  it("keeps AppError as it is and still hides any other error behind a logged 500", async () => {
    expect((await answer(new AppError("conflict", 409, "Taken."))).status).toBe(409);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { status, body } = await answer(new Error("secret database detail"));
      expect(status).toBe(500);
      expect(JSON.stringify(body)).not.toContain("secret");
      expect(log).toHaveBeenCalledOnce();
    } finally {
      log.mockRestore();
    }
  });

  it("recognises domain errors, subclasses included", () => {
    expect(isDomainError(new CmpInputError(["contract_type"]))).toBe(true);
    expect(isDomainError(new UnknownReviewServiceError("nope"))).toBe(true);
    expect(isDomainError(new Error("x"))).toBe(false);
  });
});
