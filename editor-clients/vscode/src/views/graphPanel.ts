/** "Show Subgraph": the picture of the neighbourhood in a webview (the same page as `semnet graph view`). */

import * as vscode from "vscode";

import { graphPageHtml, makeNonce, parsePageMessage } from "../logic/webview";
import type { SubgraphResult } from "../logic/types";
import { openEndpoint } from "./open";

export class GraphPanel implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private near: vscode.Uri | undefined;

  constructor(private readonly extensionUri: vscode.Uri) {}

  show(data: SubgraphResult, near: vscode.Uri | undefined): void {
    this.near = near;
    const media = vscode.Uri.joinPath(this.extensionUri, "media");
    if (!this.panel) {
      this.panel = vscode.window.createWebviewPanel("semnet.subgraph", "Semnet subgraph", vscode.ViewColumn.Beside, {
        enableScripts: true,
        localResourceRoots: [media],
        retainContextWhenHidden: true,
      });
      this.panel.onDidDispose(() => (this.panel = undefined));
      this.panel.webview.onDidReceiveMessage((raw) => {
        const msg = parsePageMessage(raw);
        if (msg?.type === "open" && msg.uri) {
          void openEndpoint({ ref: msg.ref, uri: msg.uri, range: msg.range ? { start: msg.range.start, end: msg.range.start } : undefined }, this.near);
        }
      });
    }
    const webview = this.panel.webview;
    this.panel.title = `Subgraph: ${(data.seed.title ?? data.seed.ref).slice(0, 40)}`;
    webview.html = graphPageHtml({
      scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(media, "graph_view.js")).toString(),
      styleUri: webview.asWebviewUri(vscode.Uri.joinPath(media, "graph_view.css")).toString(),
      cspSource: webview.cspSource,
      nonce: makeNonce(),
      data,
    });
    this.panel.reveal(undefined, true);
  }

  dispose(): void {
    this.panel?.dispose();
  }
}
