"""semnet's domain layer: the edge model, the store, the manuscript, the editor
features' logic, the query API, the judges and the importers.

Plain Python over DuckDB and pydantic. It is not the language server: nothing
here imports pygls, lsprotocol, `semnet.handlers` or `semnet.server` (an
import contract in `pyproject.toml` checks it). Sub-packages, from the bottom:
`store` (DuckDB, runs, the edge-event log), `manuscript` (Markdown to nodes
and structural edges), `editor` (what the editor features need, without LSP
types), `query` (the traversals and their JSON models), `judge` (stance and
verdict judges), `lexical` (wordnets and the lexical bridge) and `importers`
(other tools' projects). Beside them, the vocabulary they share: `model`
(edges, nodes, `NodeKind`, endpoint references), `errors` (the one error
hierarchy), `uris` (workspace paths ↔ `file://` URIs) and `diagnostic_codes`
(the one catalog of diagnostics).
"""
