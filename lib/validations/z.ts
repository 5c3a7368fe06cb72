import * as z from "@/lib/validations/zod-subset";

z.config({
  // Pages run under a CSP without 'unsafe-eval'. Classic zod's JIT probes `new Function` once, which
  // a strict policy reports as a violation even though zod catches it: parse without the JIT. (Zod/mini
  // never compiles; the setting is global and also covers the server's few classic-zod schemas.)
  jitless: true,
  // Every schema's own messages come first (the spec's words); these only answer input no form
  // of ours sends — a missing key or a value of the wrong type from a hand-made request.
  customError: (issue) => {
    if (issue.code === "invalid_type") return issue.input === undefined || issue.input === null ? "Please fill in all required fields" : "One of the values is not in the expected format";
    if (issue.code === "unrecognized_keys") return "The form sent fields it does not have";
    if (issue.code === "too_big") return "One of the values is too long";
    if (issue.code === "too_small") return "Please fill in all required fields";
    return "One of the values is not in the expected format";
  },
});

export { z };
