"""The language server's features, one module per LSP method or request family.

Thin: parse params, call `semnet.graph`, convert the result in
`semnet.handlers.convert`. Handlers receive the server as an argument and never
import `semnet.server` at run time (only for type checking).
"""
