import { describe, expect, it } from "vitest";
import { SOCKET_ADDRESS_HEADER, UNKNOWN_ADDRESS, addressKey, addressTrustWarning, clientIp, type AddressTrust } from "@/lib/request";

const bare: AddressTrust = { hops: 0, vercel: false, socket: true };
const oneHop: AddressTrust = { hops: 1, vercel: false, socket: true };
const twoHops: AddressTrust = { hops: 2, vercel: false, socket: true };
const vercel: AddressTrust = { hops: 0, vercel: true, socket: false };
const h = (init: Record<string, string>) => new Headers(init);

describe("clientIp: a bare `npm start` (server.mjs) trusts only the socket", () => {
  it("ignores every forwarding header a client writes", () => {
    const forged = h({ "x-forwarded-for": "198.51.100.7", "x-real-ip": "198.51.100.8", "x-vercel-forwarded-for": "198.51.100.9", [SOCKET_ADDRESS_HEADER]: "::ffff:203.0.113.5" });
    expect(clientIp(forged, bare)).toBe("203.0.113.5");
    // A new made-up address per request changes nothing: one key, one budget.
    const keys = new Set(Array.from({ length: 20 }, (_, i) => clientIp(h({ "x-forwarded-for": `10.0.0.${i}`, [SOCKET_ADDRESS_HEADER]: "203.0.113.5" }), bare)));
    expect([...keys]).toEqual(["203.0.113.5"]);
  });

  it("does not trust the socket header unless server.mjs is the server (next dev, a bare next start)", () => {
    expect(clientIp(h({ [SOCKET_ADDRESS_HEADER]: "198.51.100.7", "x-forwarded-for": "198.51.100.8" }), { ...bare, socket: false })).toBe(UNKNOWN_ADDRESS);
  });
});

describe("clientIp behind trusted proxies (TRUSTED_PROXY_HOPS)", () => {
  it("takes the entry the nearest trusted proxy appended, not what the client wrote first", () => {
    // nginx's $proxy_add_x_forwarded_for: the client's own header, then the address nginx saw.
    expect(clientIp(h({ "x-forwarded-for": "1.2.3.4, 203.0.113.9", [SOCKET_ADDRESS_HEADER]: "127.0.0.1" }), oneHop)).toBe("203.0.113.9");
    const keys = new Set(Array.from({ length: 20 }, (_, i) => clientIp(h({ "x-forwarded-for": `10.0.0.${i}, 203.0.113.9` }), oneHop)));
    expect([...keys]).toEqual(["203.0.113.9"]);
  });

  it("counts hops from the right", () => {
    expect(clientIp(h({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" }), twoHops)).toBe("203.0.113.9");
  });

  it("falls back to the socket when the request did not pass every trusted proxy", () => {
    expect(clientIp(h({ [SOCKET_ADDRESS_HEADER]: "192.0.2.1" }), oneHop)).toBe("192.0.2.1");
    expect(clientIp(h({ "x-forwarded-for": "203.0.113.9", [SOCKET_ADDRESS_HEADER]: "192.0.2.1" }), twoHops)).toBe("192.0.2.1");
  });
});

describe("clientIp on Vercel", () => {
  it("uses the platform's header, which the edge overwrites", () => {
    expect(clientIp(h({ "x-vercel-forwarded-for": "203.0.113.20", "x-forwarded-for": "203.0.113.20" }), vercel)).toBe("203.0.113.20");
    expect(clientIp(h({ "x-forwarded-for": "203.0.113.21" }), vercel)).toBe("203.0.113.21");
  });
});

describe("addressKey", () => {
  it("keys IPv4 as is and IPv4-mapped IPv6 as its IPv4", () => {
    expect(addressKey("203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey("::ffff:127.0.0.2")).toBe("127.0.0.2");
    expect(addressKey("203.0.113.5:4431")).toBe("203.0.113.5");
  });

  it("keys IPv6 by its /64, so one household cannot rotate through its own prefix", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("[2001:db8::1]:443")).toBe("2001:db8:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("refuses anything that is not an address", () => {
    for (const junk of ["", "unknown", "evil.example.com", "1.2.3.4\u0000", "<script>", "999.1.1.1", "1.2.3.4, 5.6.7.8"]) {
      expect(addressKey(junk)).toBe(UNKNOWN_ADDRESS);
    }
  });
});

describe("addressTrustWarning", () => {
  it("warns only when visitors cannot be told apart", () => {
    expect(addressTrustWarning({ hops: 0, vercel: false, socket: false })).toMatch(/npm start/);
    expect(addressTrustWarning(bare)).toBeNull();
    expect(addressTrustWarning({ ...oneHop, socket: false })).toBeNull();
    expect(addressTrustWarning(vercel)).toBeNull();
  });
});
