/** The language client: starts `semnet serve` over stdio and sends it semnet/* requests. */

import * as fs from "fs";
import * as vscode from "vscode";
import {
  ExecuteCommandRequest,
  LanguageClient,
  type LanguageClientOptions,
  type ServerOptions,
  State,
} from "vscode-languageclient/node";

import { CLIENT_ID, CLIENT_NAME } from "./constants";
import { resolveServerCommand, type ServerCommand } from "./logic/server";

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export function serverCommand(): ServerCommand {
  const cfg = vscode.workspace.getConfiguration("semnet.server");
  return resolveServerCommand(
    { path: cfg.get<string>("path"), args: cfg.get<string[]>("args"), python: cfg.get<string>("python") },
    { platform: process.platform, pathVar: process.env.PATH ?? "", isExecutable },
  );
}

/** One semnet language server for the window, restartable. */
export class SemnetClient implements vscode.Disposable {
  private client: LanguageClient | undefined;
  private readonly changed = new vscode.EventEmitter<boolean>();
  /** Fires `true` when the server is running, `false` when it stopped. */
  readonly onDidChangeRunning = this.changed.event;
  private readonly ran = new vscode.EventEmitter<string>();
  /** Fires with a server command's id once the server has run it, whoever asked
   * (a quick fix's Promote goes through the language client, not the extension). */
  readonly onDidRunCommand = this.ran.event;

  constructor(private readonly output: vscode.OutputChannel) {}

  get running(): boolean {
    return this.client?.state === State.Running;
  }

  async start(): Promise<void> {
    if (this.client) return;
    const cmd = serverCommand();
    this.output.appendLine(`starting ${cmd.command} ${cmd.args.join(" ")} (${cmd.via})`);
    const folder = vscode.workspace.workspaceFolders?.[0];
    const serverOptions: ServerOptions = {
      command: cmd.command,
      args: cmd.args,
      options: { cwd: folder?.uri.fsPath },
    };
    const clientOptions: LanguageClientOptions = {
      documentSelector: [{ scheme: "file", language: "markdown" }],
      outputChannel: this.output,
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/{*.md,*.bib,semnet.toml}") },
      middleware: {
        executeCommand: async (command, args, next) => {
          const result = await next(command, args);
          this.ran.fire(command);
          return result;
        },
      },
    };
    const client = new LanguageClient(CLIENT_ID, CLIENT_NAME, serverOptions, clientOptions);
    client.onDidChangeState((e) => this.changed.fire(e.newState === State.Running));
    this.client = client;
    try {
      await client.start();
    } catch (err) {
      this.client = undefined;
      const message = err instanceof Error ? err.message : String(err);
      void vscode.window.showErrorMessage(
        `semnet: could not start the language server (${cmd.command}): ${message}. ` +
          "Set semnet.server.path to your semnet executable.",
      );
      throw err;
    }
  }

  async stop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client) await client.stop();
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  /** A semnet/* request; rejects with the server's message when it fails. */
  async request<T>(method: string, params: unknown): Promise<T> {
    if (!this.client || !this.running) throw new Error("the semnet language server is not running");
    return this.client.sendRequest<T>(method, params);
  }

  /** Run one of the server's commands (semnet.promote, semnet.rebuild, …). */
  async execute(command: string, args: unknown[] = []): Promise<unknown> {
    if (!this.client || !this.running) throw new Error("the semnet language server is not running");
    const result = await this.client.sendRequest(ExecuteCommandRequest.type, { command, arguments: args });
    this.ran.fire(command);
    return result;
  }

  dispose(): void {
    void this.stop();
    this.changed.dispose();
    this.ran.dispose();
  }
}
