/**
 * The lines of `npm run build` / `npm start` / `npm run dev` output that are warnings or errors
 * from this project's own code (issue 36): a fresh clone must print none. Notices that packages
 * print about themselves (supabase-js on Node 20, Next's telemetry note) are not ours and pass;
 * they are listed in docs/development.md.
 */

// The project's own source folders and root files, as Turbopack and Next name them in messages.
const OWN = String.raw`(?:app|components|content|lib|types|scripts|supabase)/\S+|(?:proxy|instrumentation|next\.config|server)\.(?:ts|mjs|js)`;

const RULES: RegExp[] = [
  // Turbopack's issue header: "./lib/db/index.ts:42:12", "⚠ ./instrumentation.ts:37:5".
  new RegExp(String.raw`^\s*(?:[⚠⨯×]\s*)?\.\/(?:${OWN})(?::\d+)+\s*$`),
  // Turbopack's summaries and the Edge-runtime analysis.
  /Turbopack build encountered \d+ (?:warnings?|errors?)/,
  /Ecmascript file had an error/,
  /not supported in the Edge Runtime/,
  // Next marks an error thrown by app code with ⨯.
  /^\s*⨯/,
  // The project's own start-up warnings and errors (never "> Brightview ready on …").
  /^\s*Brightview(?::| cannot start)/,
  // Any other warning or error line that names one of the project's files.
  new RegExp(String.raw`(?:⚠|\bwarn(?:ing)?\b|\berror\b).*(?:^|[\s('"\x60])\.?\/?(?:${OWN})|(?:^|[\s('"\x60])\.?\/?(?:${OWN}).*(?:⚠|\bwarn(?:ing)?\b|\berror\b)`, "i"),
];

/** Removes terminal colours, which Next and Turbopack write into code frames. */
export function plain(text: string): string {
  return text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "");
}

/** Every line of `output` that is a warning or an error from this project's code. */
export function ownWarnings(output: string): string[] {
  return plain(output)
    .split(/\r?\n/)
    .filter((line) => RULES.some((rule) => rule.test(line)));
}
