import { AuthApiError, AuthRetryableFetchError, AuthUnknownError } from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";
import { authFailure } from "@/lib/auth/supabase";

describe("hosted auth errors", () => {
  it("shows the auth server's own message, and the spec's words for anything else (the cause logged)", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(authFailure(new AuthApiError("Invalid login credentials", 400, "invalid_credentials"), "sign-in")).toEqual({
      ok: false,
      error: "Invalid login credentials",
    });
    // Supabase unreachable: supabase-js reports "fetch failed", which a patient must never read.
    for (const err of [new AuthRetryableFetchError("fetch failed", 0), new AuthUnknownError("bad json", new Error("x")), new TypeError("fetch failed"), null]) {
      expect(authFailure(err, "sign-in")).toEqual({ ok: false, error: "An unexpected error occurred" });
    }
    expect(log).toHaveBeenCalledWith("sign-in failed", "fetch failed");
    log.mockRestore();
  });
});
