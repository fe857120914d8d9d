/** "Show History": a read-only Markdown document per endpoint. */

import * as vscode from "vscode";

import { HISTORY_SCHEME } from "../constants";

export class HistoryDocuments implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly texts = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.texts.get(uri.toString()) ?? "";
  }

  async open(key: string, markdown: string): Promise<void> {
    const uri = vscode.Uri.from({ scheme: HISTORY_SCHEME, path: `/${key}.md` });
    this.texts.set(uri.toString(), markdown);
    this.changed.fire(uri);
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.languages.setTextDocumentLanguage(doc, "markdown");
    await vscode.window.showTextDocument(doc, { preview: true, viewColumn: vscode.ViewColumn.Beside });
  }

  dispose(): void {
    this.changed.dispose();
  }
}
