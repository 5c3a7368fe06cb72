/** The client's address as the hosting proxy reports it; "local" when there is none. */
export function clientIp(headers: Headers): string {
  return (headers.get("x-forwarded-for") ?? "").split(",")[0].trim() || headers.get("x-real-ip") || "local";
}
