// A neighbour of the semnet extension in the e2e test: it changes the
// diagnostics of book/two.md every 200 ms (what a busy background Markdown tab
// did), so a view that waits for a quiet moment would never refresh.
const vscode = require("vscode");

exports.activate = (context) => {
  const diagnostics = vscode.languages.createDiagnosticCollection("noisy-neighbour");
  let tick = 0;
  const timer = setInterval(() => {
    const folder = vscode.workspace.workspaceFolders && vscode.workspace.workspaceFolders[0];
    if (!folder) return;
    const uri = vscode.Uri.joinPath(folder.uri, "book", "two.md");
    const d = new vscode.Diagnostic(new vscode.Range(0, 0, 0, 1), `tick ${tick++}`, vscode.DiagnosticSeverity.Hint);
    diagnostics.set(uri, [d]);
  }, 200);
  context.subscriptions.push(diagnostics, { dispose: () => clearInterval(timer) });
};

exports.deactivate = () => {};
