/**
 * What Next.js provides inside a request, for calling server actions and route handlers from
 * integration tests. In a test file:
 *   vi.mock("next/headers", async () => (await import("../support/next-request")).headersModule);
 *   vi.mock("next/cache", async () => (await import("../support/next-request")).cacheModule);
 *   vi.mock("next/server", async () => (await import("../support/next-request")).serverModule);
 * and set `nextRequest.ip` / `nextRequest.cookies` per case.
 */
export const nextRequest = {
  ip: "203.0.113.7",
  cookies: new Map<string, string>(),
  /** Paths passed to revalidatePath, oldest first. */
  revalidatedPaths: [] as string[],
};

export const headersModule = {
  headers: async () => new Headers({ "x-forwarded-for": nextRequest.ip }),
  cookies: async () => ({
    get: (name: string) => (nextRequest.cookies.has(name) ? { name, value: nextRequest.cookies.get(name)! } : undefined),
    getAll: () => [...nextRequest.cookies].map(([name, value]) => ({ name, value })),
    set: () => undefined,
    delete: () => undefined,
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
