/** Activation and deactivation only: the client, views and commands live in their own modules. */

import * as vscode from "vscode";

import { SemnetClient } from "./client";
import { registerCommands } from "./commands";
import { HISTORY_SCHEME, ServerCommands, Views } from "./constants";
import { GraphPanel } from "./views/graphPanel";
import { HistoryDocuments } from "./views/historyDocument";
import { NeighborsView } from "./views/neighborsView";
import { PendingView } from "./views/pendingView";

let client: SemnetClient | undefined;

const TRIAGE_COMMANDS = new Set<string>([ServerCommands.promote, ServerCommands.dismiss]);

function isMarkdownFile(uri: vscode.Uri): boolean {
  return uri.scheme === "file" && /\.(md|markdown)$/i.test(uri.path);
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const output = vscode.window.createOutputChannel("semnet");
  client = new SemnetClient(output);
  const neighbors = new NeighborsView(client);
  const pending = new PendingView(client);
  const graph = new GraphPanel(context.extensionUri);
  const history = new HistoryDocuments();

  const neighborsTree = vscode.window.createTreeView(Views.neighbors, { treeDataProvider: neighbors });
  const pendingTree = vscode.window.createTreeView(Views.pending, { treeDataProvider: pending });
  neighbors.attach(neighborsTree);
  pending.attach(pendingTree);

  context.subscriptions.push(
    output, client, neighbors, pending, graph, history, neighborsTree, pendingTree,
    vscode.workspace.registerTextDocumentContentProvider(HISTORY_SCHEME, history),
    vscode.window.onDidChangeTextEditorSelection((e) => {
      if (vscode.workspace.getConfiguration("semnet.neighbors").get<boolean>("followCursor", true)) {
        neighbors.schedule(e.textEditor);
      }
    }),
    vscode.window.onDidChangeActiveTextEditor((editor) => neighbors.schedule(editor, true)),
    vscode.languages.onDidChangeDiagnostics((e) => {
      // the server publishes stance diagnostics as judges add them and takes them
      // back on promote or dismiss (a file may then have none left): the Pending list follows
      if (e.uris.some(isMarkdownFile)) pending.schedule();
    }),
    client.onDidRunCommand((command) => {
      if (TRIAGE_COMMANDS.has(command) || command === ServerCommands.rebuild) {
        void pending.refresh();
        neighbors.schedule(vscode.window.activeTextEditor, true);
      }
    }),
    client.onDidChangeRunning((up) => {
      if (up) {
        void neighbors.refresh(vscode.window.activeTextEditor, true);
        void pending.refresh();
      }
    }),
  );
  registerCommands(context, { client, neighbors, pending, graph, history });

  try {
    await client.start();
  } catch {
    // start() has told the writer what to set; the commands stay available for a restart
  }
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
