/**
 * Distinct visitors for a browser test. The server keys its limits on the socket's address and
 * ignores forwarding headers a client writes (lib/request.ts), and Chromium always connects from
 * 127.0.0.1. So a test that needs its own budget (bookings are limited to 5 per address per 10
 * minutes) browses through this small proxy, which opens its connection to the server from a
 * loopback address of the test's own (127.x.y.z). The address is asked for per request with
 * VISITOR_HEADER, which the proxy removes; nothing else is changed, the Host header included,
 * so the app sees an ordinary same-origin visitor on another port.
 */
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { test as base } from "@playwright/test";
import { E2E_PORT } from "./env";

export const VISITOR_HEADER = "x-e2e-visitor-address";

/** A fresh loopback address, unlikely to repeat within a run (127.0.0.1 is the browser's own). */
export const newVisitorAddress = () =>
  `127.${1 + Math.floor(Math.random() * 254)}.${Math.floor(Math.random() * 256)}.${2 + Math.floor(Math.random() * 253)}`;

export async function startVisitorProxy(target = E2E_PORT): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const from = String(req.headers[VISITOR_HEADER] ?? "");
    delete req.headers[VISITOR_HEADER];
    const upstream = request(
      {
        host: "127.0.0.1",
        port: target,
        method: req.method,
        path: req.url,
        headers: req.headers,
        localAddress: /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(from) ? from : undefined,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.rawHeaders);
        up.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * `test` whose pages (and browser.newPage/newContext) go through the proxy, each test as its own
 * visitor address; `visitorAddress` names it, and `asVisitor(address)` gives extra HTTP headers
 * for a second visitor in the same test.
 */
export const test = base.extend<{ visitorAddress: string }, { visitorProxy: string }>({
  visitorProxy: [
    async ({}, provide) => {
      const proxy = await startVisitorProxy();
      await provide(proxy.url);
      await proxy.close();
    },
    { scope: "worker" },
  ],
  visitorAddress: async ({}, provide) => provide(newVisitorAddress()),
  baseURL: async ({ visitorProxy }, provide) => provide(visitorProxy),
  extraHTTPHeaders: async ({ visitorAddress }, provide) => provide({ [VISITOR_HEADER]: visitorAddress }),
});

export const asVisitor = (address = newVisitorAddress()) => ({ [VISITOR_HEADER]: address });
export { expect } from "@playwright/test";
