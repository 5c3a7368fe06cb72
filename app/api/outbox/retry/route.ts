import { timingSafeEqual } from "node:crypto";
import { config } from "@/lib/config";
import { deliverPendingMail } from "@/lib/mail";

export const dynamic = "force-dynamic";

function authorised(request: Request): boolean {
  const secret = config().CRON_SECRET;
  if (!secret) return false;
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Retries queued mail. Called by a scheduler (e.g. Vercel Cron) with `Authorization: Bearer CRON_SECRET`. */
async function handle(request: Request) {
  if (!authorised(request)) return Response.json({ error: "Unauthorized" }, { status: 401 });
  const report = await deliverPendingMail();
  return Response.json(report);
}

export const GET = handle;
export const POST = handle;
