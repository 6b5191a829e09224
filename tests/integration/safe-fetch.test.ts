/**
 * The SSRF-safe page fetch (issue 10 point 23, docs/decisions/0036): only http(s); loopback,
 * private, link-local, carrier-grade NAT and cloud metadata addresses refused — typed literally, as
 * a name that resolves to one, and as a redirect from an allowed site; only the ports 80 and 443
 * (and OUTBOUND_ALLOW_PORTS); never the server's own addresses, nor the port it listens on even
 * where loopback is allowed; size and time limits; only HTML read; OUTBOUND_ALLOW_HOSTS lets a
 * listed host:port through. Every refusal in Russian.
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, LookupFunction } from "node:net";
import { networkInterfaces } from "node:os";
import { gzipSync } from "node:zlib";

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { resetEnvForTests } from "~/server/env.server";
import { fetchPublicPage } from "~/server/safe-fetch.server";

// This machine's interfaces, as they are, except where a test gives it a public address.
vi.mock("node:os", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:os")>();
  return { ...actual, networkInterfaces: vi.fn(actual.networkInterfaces) };
});

const PAGE = "<!doctype html><html><head><title>Тестовая страница</title></head><body>Привет</body></html>";
const savedEnv = { ...process.env };
let server: Server;
let allowed: string;
let base: string;
/** Where /to-own redirects: the port the site itself listens on, in the test that sets one. */
let ownUrl = "";

/** A little site on 127.0.0.1 with one route per case. */
function route(path: string, res: ServerResponse) {
  switch (path) {
    case "/":
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(PAGE);
    case "/cp1251":
      res.writeHead(200, { "content-type": "text/html; charset=windows-1251" });
      return res.end(Buffer.from([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2])); // 'Привет' in windows-1251
    case "/gzip":
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      return res.end(gzipSync(PAGE));
    case "/bomb":
      // 40 KB on the wire, 3 MB unpacked.
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      return res.end(gzipSync(Buffer.alloc(3 * 1024 * 1024, "a")));
    case "/big":
      res.writeHead(200, { "content-type": "text/html" });
      for (let i = 0; i < 40; i++) res.write(Buffer.alloc(64 * 1024, "a"));
      return res.end();
    case "/slow":
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<html>");
      return; // never ends
    case "/json":
      res.writeHead(200, { "content-type": "application/json" });
      return res.end("{}");
    case "/missing":
      res.writeHead(404, { "content-type": "text/html" });
      return res.end("нет");
    case "/to-self":
      res.writeHead(302, { location: "/" });
      return res.end();
    case "/to-metadata":
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
      return res.end();
    case "/to-loopback":
      // The same server on another name: allowed as 127.0.0.1:port, not as localhost:port.
      res.writeHead(301, { location: `http://localhost:${new URL(base).port}/` });
      return res.end();
    case "/to-port":
      res.writeHead(302, { location: "http://shop.example.com:8080/" });
      return res.end();
    case "/to-own":
      res.writeHead(302, { location: ownUrl });
      return res.end();
    case "/to-file":
      res.writeHead(302, { location: "file:///etc/passwd" });
      return res.end();
    case "/loop":
      res.writeHead(302, { location: "/loop" });
      return res.end();
  }
  res.writeHead(404).end();
}

beforeAll(async () => {
  server = createServer((req, res) => route(req.url ?? "/", res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  allowed = `127.0.0.1:${port}`;
  process.env.OUTBOUND_ALLOW_HOSTS = `example.test:8080, ${allowed.toUpperCase()}`;
  resetEnvForTests();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  process.env = savedEnv;
  resetEnvForTests();
});

const FORBIDDEN = "Адрес недоступен: внутренние адреса запрещены";

/** A resolver for which every name is `address`: a public-looking name that points inside. */
function resolvesTo(address: string, family: 4 | 6 = 4): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

describe("addresses inside the network are refused", () => {
  const noAllowance = { allowHosts: [] as string[] };

  it.each([
    ["loopback", () => `${base}/`],
    ["localhost", () => "http://localhost/"],
    ["10.x", () => "http://10.0.0.5/"],
    ["192.168.x", () => "http://192.168.1.1/admin"],
    ["172.16.x", () => "https://172.16.0.1/"],
    ["cloud metadata", () => "http://169.254.169.254/latest/meta-data/"],
    ["IPv4 link-local", () => "http://169.254.10.20/"],
    ["IPv6 link-local", () => "http://[fe80::1]/"],
    ["IPv6 unique local", () => "http://[fd12:3456::1]/"],
    ["IPv4-mapped IPv6 private", () => "http://[::ffff:10.0.0.5]/"],
    ["IPv6 loopback", () => "http://[::1]/"],
    ["IPv4-mapped IPv6 loopback", () => "http://[::ffff:127.0.0.1]/"],
    ["AWS IPv6 metadata", () => "http://[fd00:ec2::254]/"],
    ["carrier-grade NAT", () => "http://100.64.0.1/"],
    ["unspecified", () => "http://0.0.0.0/"],
    ["a decimal loopback", () => "http://2130706433/"],
    ["Azure's platform address", () => "http://168.63.129.16/"],
  ])("%s", async (_name, url) => {
    await expect(fetchPublicPage(url(), noAllowance)).rejects.toThrow(FORBIDDEN);
  });

  it("a public-looking name that resolves to 127.0.0.1, to a private or to a metadata address", async () => {
    const port = new URL(base).port;
    await expect(fetchPublicPage(`http://shop.example.com:${port}/`, { lookup: resolvesTo("127.0.0.1") })).rejects.toThrow(FORBIDDEN);
    await expect(fetchPublicPage("http://shop.example.com/", { lookup: resolvesTo("192.168.0.10") })).rejects.toThrow(FORBIDDEN);
    await expect(fetchPublicPage("http://shop.example.com/", { lookup: resolvesTo("::1", 6) })).rejects.toThrow(FORBIDDEN);
    await expect(fetchPublicPage("http://shop.example.com/", { lookup: resolvesTo("169.254.169.254") })).rejects.toThrow(FORBIDDEN);
    await expect(fetchPublicPage("http://shop.example.com/", { lookup: resolvesTo("168.63.129.16") })).rejects.toThrow(FORBIDDEN);
    await expect(fetchPublicPage("http://shop.example.com/", { lookup: resolvesTo("169.254.3.4") })).rejects.toThrow(FORBIDDEN);
    await expect(fetchPublicPage("http://shop.example.com/", { lookup: resolvesTo("fe80::1234", 6) })).rejects.toThrow(FORBIDDEN);
  });

  it("an allowance never opens cloud metadata", async () => {
    await expect(fetchPublicPage("http://169.254.169.254/", { allowHosts: ["169.254.169.254:80"] })).rejects.toThrow(FORBIDDEN);
  });
});

const PORTS = "Адрес недоступен: разрешены только порты 80 и 443";
const SELF = "Адрес недоступен: это адрес самого сервера";
/** A public address the tests' names resolve to; nothing is ever sent to it. */
const PUBLIC = "93.184.216.34";
const notFound: LookupFunction = (_hostname, _options, callback) =>
  callback(Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" }), "", 4);

describe("only the ports 80 and 443", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvForTests();
  });

  it("refuses a public site on any other port, before connecting", async () => {
    const lookup = resolvesTo(PUBLIC);
    await expect(fetchPublicPage("http://shop.example.com:8080/", { lookup })).rejects.toThrow(PORTS);
    await expect(fetchPublicPage("https://shop.example.com:8443/", { lookup })).rejects.toThrow(PORTS);
    await expect(fetchPublicPage(`http://${PUBLIC}:22/`)).rejects.toThrow(PORTS);
    // 80 and 443 get as far as the name: not found, not refused.
    await expect(fetchPublicPage("http://shop.example.com/", { lookup: notFound })).rejects.toThrow("Сайт не найден: проверьте адрес");
    await expect(fetchPublicPage("http://shop.example.com:443/", { lookup: notFound })).rejects.toThrow("Сайт не найден: проверьте адрес");
  });

  it("refuses a redirect from an allowed site to another port", async () => {
    await expect(fetchPublicPage(`${base}/to-port`, { lookup: resolvesTo(PUBLIC) })).rejects.toThrow(PORTS);
  });

  it("lets through the ports OUTBOUND_ALLOW_PORTS lists, and says which ports are allowed", async () => {
    vi.stubEnv("OUTBOUND_ALLOW_PORTS", "8080, 8443");
    resetEnvForTests();
    await expect(fetchPublicPage("http://shop.example.com:8080/", { lookup: notFound })).rejects.toThrow("Сайт не найден: проверьте адрес");
    await expect(fetchPublicPage("http://shop.example.com:8081/", { lookup: resolvesTo(PUBLIC) })).rejects.toThrow(
      "Адрес недоступен: разрешены только порты 80, 443, 8080 и 8443",
    );
  });
});

describe("the server's own addresses", () => {
  afterEach(() => {
    vi.mocked(networkInterfaces).mockReset();
    vi.unstubAllEnvs();
    resetEnvForTests();
  });

  it("the port the site listens on is refused even where OUTBOUND_ALLOW_HOSTS lets loopback through; the fakes on other ports are not", async () => {
    const own = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(PAGE));
    await new Promise<void>((resolve) => own.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = own.address() as AddressInfo;
      vi.stubEnv("PORT", String(port));
      resetEnvForTests();
      ownUrl = `http://127.0.0.1:${port}/`;
      const allowHosts = [allowed, `127.0.0.1:${port}`, `localhost:${port}`];
      await expect(fetchPublicPage(ownUrl, { allowHosts })).rejects.toThrow(SELF);
      await expect(fetchPublicPage(`http://localhost:${port}/`, { allowHosts })).rejects.toThrow(SELF);
      await expect(fetchPublicPage(`${base}/to-own`, { allowHosts })).rejects.toThrow(SELF);
      expect((await fetchPublicPage(`${base}/`, { allowHosts })).html).toBe(PAGE);
    } finally {
      own.closeAllConnections();
      await new Promise<void>((resolve) => own.close(() => resolve()));
    }
  });

  it("an address of this machine's interfaces is refused, a public one too, by literal and by name", async () => {
    vi.mocked(networkInterfaces).mockReturnValue({
      eth1: [
        { address: PUBLIC, netmask: "255.255.255.0", family: "IPv4", mac: "02:00:00:00:00:01", internal: false, cidr: `${PUBLIC}/24` },
        {
          address: "2606:2800:220:1::1",
          netmask: "ffff:ffff:ffff:ffff::",
          family: "IPv6",
          mac: "02:00:00:00:00:01",
          internal: false,
          cidr: "2606:2800:220:1::1/64",
          scopeid: 0,
        },
      ],
    });
    const quickly = { timeoutMs: 2000 };
    await expect(fetchPublicPage(`http://${PUBLIC}/`, quickly)).rejects.toThrow(SELF);
    await expect(fetchPublicPage("https://[2606:2800:220:1::1]/", quickly)).rejects.toThrow(SELF);
    await expect(fetchPublicPage("http://shop.example.com/", { ...quickly, lookup: resolvesTo(PUBLIC) })).rejects.toThrow(SELF);
    // Its IPv4-mapped form is refused like every mapped address.
    await expect(fetchPublicPage("http://shop.example.com/", { ...quickly, lookup: resolvesTo(`::ffff:${PUBLIC}`, 6) })).rejects.toThrow(FORBIDDEN);
    // Listed or not, an interface's address on the site's own port stays closed.
    vi.stubEnv("PORT", "3000");
    resetEnvForTests();
    await expect(fetchPublicPage(`http://${PUBLIC}:3000/`, { ...quickly, allowHosts: [`${PUBLIC}:3000`] })).rejects.toThrow(SELF);
  });

  it("the address HOST names is refused", async () => {
    vi.stubEnv("HOST", "93.184.216.35");
    resetEnvForTests();
    await expect(fetchPublicPage("http://shop.example.com/", { timeoutMs: 2000, lookup: resolvesTo("93.184.216.35") })).rejects.toThrow(SELF);
  });
});

describe("only http and https", () => {
  it.each(["file:///etc/passwd", "ftp://example.kz/", "gopher://example.kz/", "javascript:alert(1)", "data:text/html,hi"])(
    "%s",
    async (url) => {
      await expect(fetchPublicPage(url)).rejects.toThrow("Поддерживаются только адреса http:// и https://");
    },
  );

  it("not an address at all", async () => {
    await expect(fetchPublicPage("не адрес")).rejects.toThrow("Введите корректный URL, например https://example.kz");
  });
});

describe("an allowed local site (OUTBOUND_ALLOW_HOSTS)", () => {
  it("is fetched: its HTML, decoded from UTF-8, windows-1251 and gzip", async () => {
    expect(await fetchPublicPage(`${base}/`)).toEqual({ url: `${base}/`, html: PAGE });
    expect((await fetchPublicPage(`${base}/cp1251`)).html).toBe("Привет");
    expect((await fetchPublicPage(`${base}/gzip`)).html).toBe(PAGE);
  });

  it("follows its own redirect, and says where the page was found", async () => {
    expect(await fetchPublicPage(`${base}/to-self`)).toEqual({ url: `${base}/`, html: PAGE });
  });

  it("cannot redirect to a forbidden address, another scheme, or forever", async () => {
    await expect(fetchPublicPage(`${base}/to-metadata`)).rejects.toThrow(FORBIDDEN);
    await expect(fetchPublicPage(`${base}/to-loopback`)).rejects.toThrow(FORBIDDEN);
    await expect(fetchPublicPage(`${base}/to-file`)).rejects.toThrow("Поддерживаются только адреса http:// и https://");
    await expect(fetchPublicPage(`${base}/loop`)).rejects.toThrow("Слишком много перенаправлений");
  });

  it("is cut off past the size limit, also when it only grows on unpacking", async () => {
    await expect(fetchPublicPage(`${base}/big`)).rejects.toThrow("Страница слишком большая");
    await expect(fetchPublicPage(`${base}/bomb`)).rejects.toThrow("Страница слишком большая");
    await expect(fetchPublicPage(`${base}/`, { maxBytes: 10 })).rejects.toThrow("Страница слишком большая");
  });

  it("is given up when it answers too slowly", async () => {
    const started = Date.now();
    await expect(fetchPublicPage(`${base}/slow`, { timeoutMs: 300 })).rejects.toThrow("Сайт не ответил вовремя");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("is read only when it is HTML and answered with success", async () => {
    await expect(fetchPublicPage(`${base}/json`)).rejects.toThrow("По этому адресу не веб-страница");
    await expect(fetchPublicPage(`${base}/missing`)).rejects.toThrow("Сайт ответил ошибкой 404");
  });
});

it("a site that is not there", async () => {
  await expect(fetchPublicPage("https://no-such-site.example.kz/", { lookup: notFound })).rejects.toThrow("Сайт не найден: проверьте адрес");
});
