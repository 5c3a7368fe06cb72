import { SOCKET_ADDRESS_ENV, SOCKET_ADDRESS_HEADER } from "@/lib/request";
/**
 * What Next.js provides inside a request, for calling server actions and route handlers from
 * integration tests. In a test file:
 *   vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
 *   vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
 *   vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
 * and set `nextRequest.ip` / `nextRequest.cookies` per case.
 */
// As under server.mjs: the socket address header is the server's own.
process.env[SOCKET_ADDRESS_ENV] = "1";

export const nextRequest = {
  /** The socket's address, as server.mjs stamps it (see lib/request.ts). */
  ip: "203.0.113.7",
  /** Extra request headers (e.g. a forged X-Forwarded-For). */
  headers: {} as Record<string, string>,
  cookies: new Map<string, string>(),
  /** When true, cookies an action sets are kept for the next call, as a browser would. */
  keepCookies: false,
  /** Paths passed to revalidatePath, oldest first. */
  revalidatedPaths: [] as string[],
};

export const headersModule = {
  headers: async () => new Headers({ ...nextRequest.headers, [SOCKET_ADDRESS_HEADER]: nextRequest.ip }),
  cookies: async () => ({
    get: (name: string) => (nextRequest.cookies.has(name) ? { name, value: nextRequest.cookies.get(name)! } : undefined),
    getAll: () => [...nextRequest.cookies].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string) => void (nextRequest.keepCookies && nextRequest.cookies.set(name, value)),
    delete: (name: string) => void (nextRequest.keepCookies && nextRequest.cookies.delete(name)),
  }),
};

export const cacheModule = {
  unstable_cache: (fn: (...a: unknown[]) => unknown) => fn,
  revalidateTag: () => undefined,
  updateTag: () => undefined,
  revalidatePath: (path: string) => void nextRequest.revalidatedPaths.push(path),
};

/** `after()` work (mail delivery) is skipped: the outbox rows are what the tests read. */
export const serverModule = { after: () => undefined };

/**
 * Runs `fn` as one browser would: its own cookie jar (kept across calls, cookies the action sets
 * included) and socket address.
 */
export async function inBrowser<T>(jar: Map<string, string>, ip: string, fn: () => Promise<T>): Promise<T> {
  nextRequest.cookies = jar;
  nextRequest.keepCookies = true;
  nextRequest.ip = ip;
  try {
    return await fn();
  } finally {
    nextRequest.keepCookies = false;
    nextRequest.cookies = new Map();
    nextRequest.headers = {};
  }
}
