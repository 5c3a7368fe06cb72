import { describe, expect, it, vi } from "vitest";
import type { Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { contactSchemaIn } from "@/lib/contact/messages";
import type { ContactInput } from "@/lib/validations/contact";

const contactSchema = contactSchemaIn("en");
import { lazyResolver } from "@/lib/validations/lazy-resolver";

const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<ContactInput>>[2];
const empty: ContactInput = { fullName: "", email: "", phone: "", subject: "", message: "" };

describe("lazyResolver", () => {
  it("fetches nothing until the form first validates or is focused, then fetches once", async () => {
    const load = vi.fn(async () => zodResolver(contactSchema));
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    preload();
    const result = await resolver(empty, undefined, options);
    await resolver(empty, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    // The schema's own words, as the eager resolver gives them.
    expect(result.errors.fullName?.message).toBe("Full name is required");
    expect(result).toEqual(await zodResolver(contactSchema)(empty, undefined, options));
  });

  it("tries the fetch again after a failure (offline) instead of failing for good", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(zodResolver(contactSchema));
    const { resolver, preload } = lazyResolver<ContactInput, unknown, ContactInput>(load);
    preload(); // a failed preload is silent
    await Promise.resolve();
    await expect(resolver(empty, undefined, options)).resolves.toHaveProperty("errors.email.message", "Email is required");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
