"""Importers: other tools' projects into a semnet workspace (Markdown files
plus edges in the store), keeping their identities.

Not the indexer (`semnet.graph.manuscript`), which reads the workspace itself.
"""
