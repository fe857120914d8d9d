import * as fs from "fs";
import * as path from "path";

/** The extension's folder (tests run from out/test/). */
export const EXT = path.resolve(__dirname, "..", "..");

export function fixture<T>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(EXT, "test", "fixtures", name), "utf-8")) as T;
}
