"""What the editor features need, without LSP types: where a stored node is,
the live document ahead of the store, hover text, rename plans, completion and
symbols, the quick-fix policy and the diagnostics (their codes, severities
and messages are the one catalog, `semnet.graph.diagnostic_codes`).

Positions here are plain lines and character offsets in code points; the
handlers turn them into the client's encoding. Nothing here imports pygls or
lsprotocol.
"""
