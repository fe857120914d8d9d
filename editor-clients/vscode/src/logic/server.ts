/**
 * How the extension starts the language server, from its settings. No vscode import.
 *
 * `semnet.server.path` set: that executable, `serve`, then `semnet.server.args`.
 * Empty: the `semnet` on PATH; if there is none, `python3 -m semnet.server serve`
 * (`semnet.server.python` names another interpreter).
 */

import * as path from "path";

export interface ServerSettings {
  path?: string;
  args?: string[];
  python?: string;
}

export interface ServerCommand {
  command: string;
  args: string[];
  /** How it was found, for the log. */
  via: "setting" | "path" | "python";
}

export interface Env {
  platform: string;
  pathVar: string;
  /** Whether `file` exists and may be executed. */
  isExecutable: (file: string) => boolean;
}

/** The first `name` on PATH (with Windows' extensions), or undefined. */
export function findOnPath(name: string, env: Env): string | undefined {
  const sep = env.platform === "win32" ? ";" : ":";
  const exts = env.platform === "win32" ? [".exe", ".cmd", ".bat", ""] : [""];
  for (const dir of env.pathVar.split(sep)) {
    if (!dir) continue;
    for (const ext of exts) {
      const file = (env.platform === "win32" ? path.win32 : path.posix).join(dir, name + ext);
      if (env.isExecutable(file)) return file;
    }
  }
  return undefined;
}

export function resolveServerCommand(settings: ServerSettings, env: Env): ServerCommand {
  const extra = (settings.args ?? []).filter((a) => typeof a === "string");
  const configured = (settings.path ?? "").trim();
  if (configured) return { command: configured, args: ["serve", ...extra], via: "setting" };
  const onPath = findOnPath("semnet", env);
  if (onPath) return { command: onPath, args: ["serve", ...extra], via: "path" };
  const python = (settings.python ?? "").trim() || (env.platform === "win32" ? "python" : "python3");
  return { command: python, args: ["-m", "semnet.server", "serve", ...extra], via: "python" };
}
