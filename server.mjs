// Production server (`npm start`): Next's own request handler behind a plain Node HTTP server,
// so the app can know the address of the socket a request came in on. `next start` cannot tell
// it to the app: it only fills X-Forwarded-For when the client sent none, so a client could
// name any address it liked and get a fresh rate-limit budget with each request.
// Which address the app then trusts (socket, proxy hops, Vercel) is decided in lib/request.ts.
//
// Usage: node server.mjs [-p PORT] [-H HOSTNAME]  (or PORT in the environment), as `next start`
import { createServer } from "node:http";

process.env.NODE_ENV ??= "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

const SOCKET_ADDRESS_HEADER = "x-brightview-socket-address"; // lib/request.ts reads it
// Only this process sets it, so the app trusts the header only when this server stamped it.
process.env.BRIGHTVIEW_SOCKET_ADDRESS = "1";

function option(short, long) {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    if (args[i] === short || args[i] === long) return args[i + 1];
    if (args[i].startsWith(`${long}=`)) return args[i].slice(long.length + 1);
  }
  return undefined;
}

const port = Number(option("-p", "--port") ?? process.env.PORT ?? 3000);
// Not $HOSTNAME: containers export it as the machine name, and listening there would shut out localhost.
const hostname = option("-H", "--hostname");
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Brightview cannot start: port "${port}" is not a port number.`);
  process.exit(1);
}

const { default: next } = await import("next");
const app = next({ dev: false, hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

// SITE_URL names the public origin in links, the sitemap and e-mails (lib/config.ts). A try-out
// on this machine needs none, so the notice waits for the first request that reached the server
// by another name: from then on the site is serving others without it. Read after prepare(),
// which loads .env files.
const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;
let siteUrlNoticed = Boolean(process.env.SITE_URL || process.env.VERCEL_PROJECT_PRODUCTION_URL);

const server = createServer((req, res) => {
  // Overwrite, never append: whatever a client sent under this name is dropped here.
  req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  const host = req.headers.host ?? "";
  if (!siteUrlNoticed && host && !LOCAL_HOST.test(host)) {
    siteUrlNoticed = true;
    console.warn(
      `Brightview: reached as ${JSON.stringify(host.slice(0, 100))}, but SITE_URL is not set. Canonical links stay relative, robots.txt and sitemap.xml name the host each request reached, and e-mail links use the address the site was reached at. Set SITE_URL to the public origin (https://…).`,
    );
  }
  handle(req, res);
});
// As `next start`: keep-alive longer than common proxies' idle timeouts, so a proxy never
// reuses a connection this server has just closed.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, hostname, () => {
  const shown = hostname && hostname !== "0.0.0.0" && hostname !== "::" ? hostname : "localhost";
  console.log(`> Brightview ready on http://${shown}:${server.address().port}`);
  // The embedded timer's links (waitlist offers, reminders) point here when no SITE_URL is set.
  process.env.PORT = String(server.address().port);
});

// Stop taking connections and let requests in flight finish; a second signal exits at once.
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    server.close(() => process.exit(0));
    server.closeIdleConnections?.();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
