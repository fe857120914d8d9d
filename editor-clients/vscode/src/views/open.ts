/** Jump to an endpoint: its document, at its range. */

import * as vscode from "vscode";

import { endpointTarget } from "../logic/location";
import type { EndpointInfo } from "../logic/types";

export function folderFor(uri?: vscode.Uri): vscode.WorkspaceFolder | undefined {
  return (uri && vscode.workspace.getWorkspaceFolder(uri)) ?? vscode.workspace.workspaceFolders?.[0];
}

export async function openEndpoint(ep: Pick<EndpointInfo, "uri" | "range" | "ref">, near?: vscode.Uri): Promise<void> {
  const target = endpointTarget(ep);
  const folder = folderFor(near);
  if (!target || (target.kind === "relative" && !folder)) {
    void vscode.window.showInformationMessage(`semnet: ${ep.ref} is not in a document of this workspace.`);
    return;
  }
  const uri =
    target.kind === "uri" ? vscode.Uri.parse(target.uri) : vscode.Uri.joinPath(folder!.uri, ...target.segments);
  const pos = new vscode.Position(target.position.line, target.position.character);
  await vscode.window.showTextDocument(uri, { selection: new vscode.Range(pos, pos), preserveFocus: false });
}

/** A Markdown file on disk: what the server indexes (its document selector). */
export function isManuscript(doc: vscode.TextDocument): boolean {
  return doc.uri.scheme === "file" && doc.languageId === "markdown";
}

/** The endpoint param for the cursor of an editor. */
export function cursorEndpoint(editor: vscode.TextEditor): { textDocument: { uri: string }; position: { line: number; character: number } } {
  const p = editor.selection.active;
  return { textDocument: { uri: editor.document.uri.toString() }, position: { line: p.line, character: p.character } };
}
