import { z } from "zod";

// Pages run under a CSP without 'unsafe-eval'. Zod's JIT probes `new Function` once, which a
// strict policy reports as a violation even though zod catches it: parse without the JIT.
z.config({ jitless: true });

export { z };
