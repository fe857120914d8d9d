"""The processes: the language server (`lsp`, over stdio) with the objects that
own its state, its settings, and the `semnet` command line (`cli`).

It composes `semnet.handlers` and `semnet.graph`; nothing below imports it.
"""
