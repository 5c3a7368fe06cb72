import { z } from "zod";

/**
 * Environment, parsed once. A missing or malformed variable stops start-up with a
 * message that names it, instead of failing later in some request.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1");

const emailList = z
  .string()
  .transform((s) => s.split(",").map((e) => e.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.email()).min(1));

export const DEFAULT_ADMIN_EMAILS = ["admin@brightview.example.com", "manager@brightview.example.com"];

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** PostgreSQL connection string. Unset: the embedded PGlite database under PGLITE_DIR. */
    DATABASE_URL: z.url().optional(),
    /** Folder of the embedded database; `memory://` keeps it in memory. */
    PGLITE_DIR: z.string().min(1).default(".data/pglite"),
    /** Folder for embedded storage, outbox files and generated secrets. */
    DATA_DIR: z.string().min(1).default(".data"),
    /**
     * Public origin of the site, used in e-mails, canonical URLs and the sitemap. Unset: Vercel's
     * production URL on Vercel, http://localhost:3000 in development, and in production nothing
     * (see publicUrl below).
     */
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Set by Vercel: the project's production domain, without a scheme. */
    VERCEL_PROJECT_PRODUCTION_URL: z.string().regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, "must be a host name such as brightview.example.com").optional(),
    /**
     * How many reverse proxies in front of this server append to X-Forwarded-For and can be
     * trusted (0: none; the address is the socket's, as `npm start` sees it). On Vercel the
     * platform's own header is used instead.
     */
    TRUSTED_PROXY_HOPS: z.coerce.number().int("must be a whole number").min(0, "must be 0 or more").max(10, "must be 10 or less").default(0),
    /** HMAC key for the embedded session cookie (32+ characters). Generated in development when unset. */
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** Comma-separated e-mails that receive the admin role at sign-up and sign-in. */
    ADMIN_EMAILS: emailList.default(DEFAULT_ADMIN_EMAILS),
    /** Demo admin created in embedded development (and in production only when both are set). */
    DEMO_ADMIN_EMAIL: z.email().optional(),
    DEMO_ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    /** Hosted mode: Supabase project URL and publishable (anon) key. Both or neither. */
    NEXT_PUBLIC_SUPABASE_URL: z.url().optional(),
    NEXT_PUBLIC_SUPABASE_ANON_KEY: z.string().min(20).optional(),
    /** Supabase service-role key for storage uploads and admin operations in hosted mode. */
    SUPABASE_SERVICE_ROLE_KEY: z.string().min(20).optional(),
    /** SMTP transport (smtp://user:pass@host:port). Unset: mail is written to DATA_DIR/outbox. */
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default("Brightview Eye Care <hello@brightview.example.com>"),
    /**
     * Twilio (issue 54): texts go through its Messaging API when the SID and the sender are set;
     * otherwise each text is written to DATA_DIR/outbox as a folder whose name holds "sms". The
     * auth token also signs Twilio's webhooks (/api/sms/inbound and /api/sms/status): without it
     * they answer 404. TWILIO_FROM is a number (+1…) or a Messaging Service (MG…).
     */
    TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, "must be AC followed by 32 hex digits").optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    TWILIO_FROM: z.string().regex(/^(\+[1-9][0-9]{6,14}|MG[0-9a-fA-F]{32})$/, "must be a number in E.164 (+1…) or a Messaging Service SID (MG…)").optional(),
    /** Texts a second the sender may send (Twilio's rate for the number: 1 for a long code). */
    TWILIO_MPS: z.coerce.number().int().min(1).max(100).default(1),
    /** Clinic inbox that receives booking and contact notices. */
    CLINIC_INBOX: z.email().default("appointments@brightview.example.com"),
    /** Bearer secret for /api/outbox/retry (cron). Unset: the route is disabled. */
    CRON_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    /**
     * The business's GST/HST registration (CRA business number and RT account), printed on every
     * receipt when set: "123456789 RT0001". Unset: receipts print none, and a production start warns.
     */
    HST_NUMBER: z
      .string()
      .transform((s) => s.replace(/\s+/g, "").toUpperCase())
      .pipe(z.string().regex(/^[0-9]{9}RT[0-9]{4}$/, "must be a CRA business number with its RT account, such as 123456789 RT0001"))
      .transform((s) => `${s.slice(0, 9)} ${s.slice(9)}`)
      .optional(),
    /**
     * Tests only: the cron route takes ?at=<ISO time> and sends the reminders due then, so a
     * browser test can "set the clock" a day before a visit. Never set it in production use.
     */
    REMINDERS_TEST_CLOCK: booleanFlag.optional(),
    /** Seed demo data into an empty database (embedded default: true). */
    SEED_DEMO_DATA: booleanFlag.optional(),
  })
  .superRefine((env, ctx) => {
    const production = env.NODE_ENV === "production";
    // Embedded auth on a shared database: every server must sign cookies with one known key.
    // (Fully embedded mode generates and keeps one under DATA_DIR instead.)
    if (production && env.DATABASE_URL && !env.NEXT_PUBLIC_SUPABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required in production when DATABASE_URL is set without Supabase Auth (32+ characters)" });
    }
    if (production && env.NEXT_PUBLIC_SUPABASE_URL && !env.SUPABASE_SERVICE_ROLE_KEY) {
      ctx.addIssue({ code: "custom", path: ["SUPABASE_SERVICE_ROLE_KEY"], message: "is required in hosted mode (product image uploads)" });
    }
    if (Boolean(env.NEXT_PUBLIC_SUPABASE_URL) !== Boolean(env.NEXT_PUBLIC_SUPABASE_ANON_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["NEXT_PUBLIC_SUPABASE_ANON_KEY"],
        message: "NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY must be set together",
      });
    }
  });

export type Config = z.infer<typeof schema> & {
  authMode: "embedded" | "supabase";
  dbMode: "pglite" | "postgres";
  /**
   * The site's public origin without a trailing slash, or null when a production start was given
   * none: then nothing may claim a host (a localhost canonical link would send search engines and
   * patients to a site that does not exist), and request-time links use the address reached.
   */
  publicUrl: string | null;
};

/**
 * Messages for the operator, who reads them at start-up. Parsing passes this map so the global
 * one in lib/validations/z.ts, written for shoppers ("Please fill in all required fields"), never
 * answers for a configuration rule.
 */
function operatorMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "too_small":
      return issue.origin === "string" ? `must be at least ${issue.minimum} characters` : `must be ${issue.minimum} or more`;
    case "too_big":
      return issue.origin === "string" ? `must be at most ${issue.maximum} characters` : `must be ${issue.maximum} or less`;
    case "invalid_format":
      if (issue.format === "url") return "must be a URL such as https://brightview.example.com";
      if (issue.format === "email") return "must be an e-mail address";
      return `is not in the expected format (${issue.format})`;
    case "invalid_value":
      return `must be one of: ${issue.values.map(String).join(", ")}`;
    case "invalid_type":
      return issue.expected === "number" ? "must be a number" : `must be a ${issue.expected}`;
    default:
      return "is not valid";
  }
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty strings in .env files mean "unset".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned, { error: operatorMessage });
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const c = result.data;
  const publicUrl =
    c.SITE_URL?.replace(/\/+$/, "") ??
    (c.VERCEL_PROJECT_PRODUCTION_URL ? `https://${c.VERCEL_PROJECT_PRODUCTION_URL}` : c.NODE_ENV === "production" ? null : "http://localhost:3000");
  return {
    ...c,
    publicUrl,
    authMode: c.NEXT_PUBLIC_SUPABASE_URL ? "supabase" : "embedded",
    dbMode: c.DATABASE_URL ? "postgres" : "pglite",
  };
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Parses the environment again on next use (tests that try several deployments in one process). */
export function reloadConfig(): void {
  cached = undefined;
}
