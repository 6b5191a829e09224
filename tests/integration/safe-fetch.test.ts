/**
 * The SSRF-safe page fetch (issue 10 point 23, docs/decisions/0036): only http(s); loopback,
 * private, link-local, carrier-grade NAT and cloud metadata addresses refused — typed literally, as
 * a name that resolves to one, and as a redirect from an allowed site; size and time limits; only
 * HTML read; OUTBOUND_ALLOW_HOSTS lets a listed host:port through. Every refusal in Russian.
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, LookupFunction } from "node:net";
import { gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { resetEnvForTests } from "~/server/env.server";
import { fetchPublicPage } from "~/server/safe-fetch.server";

const PAGE = "<!doctype html><html><head><title>Тестовая страница</title></head><body>Привет</body></html>";
const savedEnv = { ...process.env };
let server: Server;
let allowed: string;
let base: string;

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
  const notFound = Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
  const lookup: LookupFunction = (_hostname, _options, callback) => callback(notFound, "", 4);
  await expect(fetchPublicPage("https://no-such-site.example.kz/", { lookup })).rejects.toThrow("Сайт не найден: проверьте адрес");
});
