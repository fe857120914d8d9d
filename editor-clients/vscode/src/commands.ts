/** The extension's commands. Each asks the server through the client and shows the answer. */

import * as vscode from "vscode";

import type { SemnetClient } from "./client";
import { ClientCommands, Methods, ServerCommands } from "./constants";
import { historyMarkdown } from "./logic/history";
import { endpointLabel } from "./logic/labels";
import type { PendingEdge } from "./logic/pending";
import { contradictingEntries } from "./logic/quickpick";
import type { EndpointInfo, HistoryResult, NeighborsResult, SubgraphResult } from "./logic/types";
import type { GraphPanel } from "./views/graphPanel";
import type { HistoryDocuments } from "./views/historyDocument";
import type { NeighborsView } from "./views/neighborsView";
import { cursorEndpoint, isManuscript, openEndpoint } from "./views/open";
import type { PendingNode, PendingView } from "./views/pendingView";

export interface Parts {
  client: SemnetClient;
  neighbors: NeighborsView;
  pending: PendingView;
  graph: GraphPanel;
  history: HistoryDocuments;
}

function markdownEditor(): vscode.TextEditor | undefined {
  const editor = vscode.window.activeTextEditor;
  if (!editor || !isManuscript(editor.document)) {
    void vscode.window.showInformationMessage("semnet: put the cursor in a Markdown paragraph first.");
    return undefined;
  }
  return editor;
}

/** A file:// URI as the workspace-relative path the writer knows. */
function relativePath(uri: string): string {
  return /^file:/i.test(uri) ? vscode.workspace.asRelativePath(vscode.Uri.parse(uri), false) : uri;
}

function report(err: unknown): void {
  void vscode.window.showErrorMessage(`semnet: ${err instanceof Error ? err.message : String(err)}`);
}

/** The edge id of a Pending item, a diagnostic's data, or a bare id. */
function edgeIdOf(arg: unknown): string | undefined {
  if (typeof arg === "string") return arg;
  const node = arg as PendingNode | { edgeId?: string } | undefined;
  if (node && "type" in node && node.type === "edge") return (node.edge as PendingEdge).id;
  if (node && "edgeId" in node && typeof node.edgeId === "string") return node.edgeId;
  return undefined;
}

export function registerCommands(context: vscode.ExtensionContext, parts: Parts): void {
  const { client, neighbors, pending, graph, history } = parts;
  const reg = (id: string, fn: (...args: unknown[]) => unknown) =>
    context.subscriptions.push(vscode.commands.registerCommand(id, fn));

  reg(ClientCommands.openEndpoint, (ep, near) => openEndpoint(ep as EndpointInfo, near as vscode.Uri | undefined));

  reg(ClientCommands.refreshNeighbors, () => neighbors.refresh(vscode.window.activeTextEditor, true));
  reg(ClientCommands.refreshPending, () => pending.refresh());

  reg(ClientCommands.showContradicting, async () => {
    const editor = markdownEditor();
    if (!editor) return;
    try {
      const result = await client.request<NeighborsResult>(Methods.contradicting, { endpoint: cursorEndpoint(editor) });
      const entries = contradictingEntries(result, (uri) => relativePath(uri));
      if (entries.length === 0) {
        void vscode.window.showInformationMessage(`semnet: nothing contradicts “${endpointLabel(result.endpoint, 60)}”.`);
        return;
      }
      const pick = await vscode.window.showQuickPick(entries, {
        title: `Contradicting “${endpointLabel(result.endpoint, 60)}”`,
        matchOnDescription: true,
        matchOnDetail: true,
      });
      if (pick) await openEndpoint(pick.target, editor.document.uri);
    } catch (err) {
      report(err);
    }
  });

  reg(ClientCommands.showSubgraph, async () => {
    const editor = markdownEditor();
    if (!editor) return;
    const radius = vscode.workspace.getConfiguration("semnet.subgraph").get<number>("radius", 2);
    try {
      const result = await client.request<SubgraphResult>(Methods.subgraph, { endpoint: cursorEndpoint(editor), radius });
      graph.show(result, editor.document.uri);
    } catch (err) {
      report(err);
    }
  });

  reg(ClientCommands.showHistory, async () => {
    const editor = markdownEditor();
    if (!editor) return;
    try {
      const endpoint = cursorEndpoint(editor);
      const [events, around] = await Promise.all([
        client.request<HistoryResult>(Methods.history, { endpoint }),
        client.request<NeighborsResult>(Methods.neighbors, { endpoint }),
      ]);
      const key = around.endpoint.ref.replace(/[^\w.-]+/g, "-");
      await history.open(key, historyMarkdown(around.endpoint, events, around.edges, relativePath));
    } catch (err) {
      report(err);
    }
  });

  reg(ClientCommands.rebuildGraph, async () => {
    try {
      await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: "semnet: rebuilding the graph…" },
        () => client.execute(ServerCommands.rebuild), // the views follow (client.onDidRunCommand)
      );
    } catch (err) {
      report(err);
    }
  });

  reg(ClientCommands.restartServer, async () => {
    try {
      await client.restart();
      void vscode.window.setStatusBarMessage("semnet: server restarted", 3000);
    } catch (err) {
      report(err);
    }
  });

  const triage = (command: string, verb: string) => async (arg: unknown) => {
    const id = edgeIdOf(arg);
    if (!id) return;
    try {
      await client.execute(command, [id]); // the views follow (client.onDidRunCommand)
    } catch (err) {
      report(new Error(`could not ${verb} ${id}: ${err instanceof Error ? err.message : String(err)}`));
    }
  };
  reg(ClientCommands.promotePending, triage(ServerCommands.promote, "promote"));
  reg(ClientCommands.dismissPending, triage(ServerCommands.dismiss, "dismiss"));
}
