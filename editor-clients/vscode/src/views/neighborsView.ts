/** The "Semantic Net" view: the neighbours of the paragraph under the cursor, grouped by kind. */

import * as vscode from "vscode";

import { ClientCommands, Methods } from "../constants";
import { type NeighborNode, rootNodes, viewTitle } from "../logic/tree";
import type { NeighborsResult } from "../logic/types";
import type { SemnetClient } from "../client";
import { cursorEndpoint, isManuscript } from "./open";

export class NeighborsView implements vscode.TreeDataProvider<NeighborNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<NeighborNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private result: NeighborsResult | undefined;
  private message: string | undefined;
  private last = "";
  private timer: NodeJS.Timeout | undefined;
  private view: vscode.TreeView<NeighborNode> | undefined;
  /** The document the result belongs to: jumps resolve against its folder. */
  documentUri: vscode.Uri | undefined;

  constructor(private readonly client: SemnetClient) {}

  attach(view: vscode.TreeView<NeighborNode>): void {
    this.view = view;
  }

  get current(): NeighborsResult | undefined {
    return this.result;
  }

  getTreeItem(node: NeighborNode): vscode.TreeItem {
    if (node.type === "group") {
      const item = new vscode.TreeItem(node.label, vscode.TreeItemCollapsibleState.Expanded);
      item.id = node.id;
      item.contextValue = "semnet.group";
      return item;
    }
    if (node.type === "message") {
      const item = new vscode.TreeItem(node.label, vscode.TreeItemCollapsibleState.None);
      item.id = node.id;
      return item;
    }
    const item = new vscode.TreeItem(node.label, vscode.TreeItemCollapsibleState.None);
    item.id = node.id;
    item.description = node.description;
    item.tooltip = new vscode.MarkdownString(node.tooltip);
    item.contextValue = node.edge.origin === "judged" ? "semnet.judgedEdge" : "semnet.edge";
    if (node.target) {
      item.command = { command: ClientCommands.openEndpoint, title: "Open", arguments: [node.target, this.documentUri] };
    }
    return item;
  }

  getChildren(node?: NeighborNode): NeighborNode[] {
    if (!node) return rootNodes(this.result, this.message);
    return node.type === "group" ? node.children : [];
  }

  /** Ask again for the editor's cursor (debounced unless `now`). */
  schedule(editor: vscode.TextEditor | undefined, now = false): void {
    if (this.timer) clearTimeout(this.timer);
    const run = () => void this.refresh(editor, now);
    if (now) run();
    else this.timer = setTimeout(run, 250);
  }

  async refresh(editor: vscode.TextEditor | undefined, force = true): Promise<void> {
    // the manuscript's files only: not the read-only history document, an untitled buffer, …
    if (!editor || !isManuscript(editor.document)) return;
    const key = `${editor.document.uri.toString()}#${editor.selection.active.line}#${editor.document.version}`;
    if (!force && key === this.last) return;
    this.last = key;
    if (!this.client.running) {
      this.show(undefined, "The semnet server is not running.");
      return;
    }
    try {
      const result = await this.client.request<NeighborsResult>(Methods.neighbors, {
        endpoint: cursorEndpoint(editor),
        direction: "both",
      });
      this.documentUri = editor.document.uri;
      this.show(result, undefined);
    } catch (err) {
      this.show(undefined, err instanceof Error ? err.message : String(err));
    }
  }

  private show(result: NeighborsResult | undefined, message: string | undefined): void {
    this.result = result;
    this.message = message;
    if (this.view) this.view.description = viewTitle(result);
    this.changed.fire(undefined);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.changed.dispose();
  }
}
