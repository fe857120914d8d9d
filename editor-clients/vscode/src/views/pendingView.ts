/** The "Pending" view: judged edges awaiting triage, with Promote and Dismiss buttons. */

import * as vscode from "vscode";

import { ClientCommands, Methods, PENDING_EDGE_CONTEXT } from "../constants";
import { type PendingEdge, parsePending, pendingDescription, pendingLabel, pendingTooltip, sortPending } from "../logic/pending";
import { Throttle } from "../logic/throttle";
import type { SemnetClient } from "../client";

export type PendingNode = { type: "edge"; edge: PendingEdge } | { type: "message"; label: string };

export class PendingView implements vscode.TreeDataProvider<PendingNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<PendingNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private items: PendingNode[] = [];
  private readonly throttle = new Throttle(500, () => void this.refresh());
  private view: vscode.TreeView<PendingNode> | undefined;

  constructor(private readonly client: SemnetClient) {}

  attach(view: vscode.TreeView<PendingNode>): void {
    this.view = view;
  }

  getTreeItem(node: PendingNode): vscode.TreeItem {
    if (node.type === "message") return new vscode.TreeItem(node.label);
    const p = node.edge;
    const item = new vscode.TreeItem(pendingLabel(p), vscode.TreeItemCollapsibleState.None);
    item.id = `pending:${p.id}`;
    item.description = pendingDescription(p);
    item.tooltip = new vscode.MarkdownString(pendingTooltip(p));
    item.contextValue = PENDING_EDGE_CONTEXT;
    item.iconPath = new vscode.ThemeIcon(p.kind === "contradicts" || p.kind === "in_tension" ? "warning" : "lightbulb");
    if (p.src.uri) item.command = { command: ClientCommands.openEndpoint, title: "Open", arguments: [p.src] };
    return item;
  }

  getChildren(node?: PendingNode): PendingNode[] {
    return node ? [] : this.items;
  }

  /** Refresh soon: at most 500 ms after the first of any number of calls. */
  schedule(): void {
    this.throttle.schedule();
  }

  async refresh(): Promise<void> {
    if (!this.client.running) {
      this.items = [{ type: "message", label: "The semnet server is not running." }];
    } else {
      try {
        const edges = sortPending(parsePending(await this.client.request<unknown>(Methods.pending, {})));
        this.items = edges.length
          ? edges.map((edge) => ({ type: "edge", edge }))
          : [{ type: "message", label: "No judged edges are waiting." }];
        if (this.view) this.view.badge = edges.length ? { value: edges.length, tooltip: `${edges.length} pending` } : undefined;
      } catch (err) {
        this.items = [{ type: "message", label: err instanceof Error ? err.message : String(err) }];
      }
    }
    this.changed.fire(undefined);
  }

  dispose(): void {
    this.throttle.dispose();
    this.changed.dispose();
  }
}
