/**
 * The browser build's scripts and stylesheets go out gzipped as the build wrote them
 * (vite.config.ts, ADR 0041): the same bytes once decoded, the right type, cached for a year, and
 * the plain file for a client that does not take gzip. Over HTTP from the production server, as
 * a browser gets them.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { removeServerData, startServerProcess, type ServerProcess } from "../setup/server-process";
import { loadServerBuild } from "../setup/test-app";

let server: ServerProcess;
let assetsDir: string;

beforeAll(async () => {
  server = await startServerProcess({}, { embedded: true });
  assetsDir = path.join((await loadServerBuild()).buildDir, "client/assets");
}, 90_000);

afterAll(async () => {
  await removeServerData();
});

function get(pathname: string, acceptEncoding: string) {
  return fetch(server.url + pathname, { headers: { "accept-encoding": acceptEncoding } });
}

/** The largest file of the build with this extension: one that certainly has a gzipped twin. */
function largest(extension: string): string {
  const files = readdirSync(assetsDir).filter((file) => file.endsWith(extension));
  return files.reduce((a, b) => (statSync(path.join(assetsDir, b)).size > statSync(path.join(assetsDir, a)).size ? b : a));
}

describe("built scripts and stylesheets", () => {
  it.each([
    [".js", "text/javascript"],
    [".css", "text/css"],
  ])("a %s file is sent as the build gzipped it, decoding to the file itself", async (extension, type) => {
    const file = largest(extension);
    const response = await get(`/assets/${file}`, "gzip, deflate, br");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-type")).toContain(type);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    // fetch decodes the body; what went over the wire is the build's own .gz file.
    expect(Number(response.headers.get("content-length"))).toBe(statSync(path.join(assetsDir, `${file}.gz`)).size);
    expect(gunzipSync(readFileSync(path.join(assetsDir, `${file}.gz`))).equals(readFileSync(path.join(assetsDir, file)))).toBe(true);
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(path.join(assetsDir, file)))).toBe(true);
  });

  it("a client that does not take gzip gets the plain file", async () => {
    const file = largest(".js");
    const response = await get(`/assets/${file}`, "identity");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(path.join(assetsDir, file)))).toBe(true);
  });

  it("a missing asset is still a 404, not its gzipped name", async () => {
    const response = await get("/assets/no-such-file.js", "gzip");
    expect(response.status).toBe(404);
  });
});
