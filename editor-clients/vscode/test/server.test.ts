import assert from "node:assert/strict";
import { test } from "node:test";

import { findOnPath, resolveServerCommand } from "../src/logic/server";

const env = (platform: string, pathVar: string, present: string[]) => ({
  platform, pathVar, isExecutable: (f: string) => present.includes(f),
});

test("the semnet.server.path setting wins, with serve and the extra args", () => {
  const got = resolveServerCommand({ path: "/opt/semnet/bin/semnet", args: ["--log", "debug"] }, env("linux", "/usr/bin", ["/usr/bin/semnet"]));
  assert.deepEqual(got, { command: "/opt/semnet/bin/semnet", args: ["serve", "--log", "debug"], via: "setting" });
});

test("else the semnet on PATH", () => {
  const got = resolveServerCommand({}, env("linux", "/usr/local/bin:/home/w/.venv/bin", ["/home/w/.venv/bin/semnet"]));
  assert.deepEqual(got, { command: "/home/w/.venv/bin/semnet", args: ["serve"], via: "path" });
});

test("else python -m semnet.server serve", () => {
  assert.deepEqual(resolveServerCommand({ path: "  " }, env("linux", "/usr/bin", [])), {
    command: "python3", args: ["-m", "semnet.server", "serve"], via: "python",
  });
  assert.equal(resolveServerCommand({ python: "/venv/bin/python" }, env("linux", "", [])).command, "/venv/bin/python");
  assert.equal(resolveServerCommand({}, env("win32", "", [])).command, "python");
});

test("Windows PATH lookup tries the executable extensions", () => {
  assert.equal(findOnPath("semnet", env("win32", "C:\\a;C:\\py\\Scripts", ["C:\\py\\Scripts\\semnet.exe"])), "C:\\py\\Scripts\\semnet.exe");
});
