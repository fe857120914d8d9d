"""The manuscript: Markdown files to nodes with stable identity and structural
edges. Scanning the workspace, parsing a file (and the one Markdown-to-plain-
text function), the links and citations a paragraph keeps, re-anchoring
paragraphs across edits, the structural lift, names and bibliographies, and
the indexer that writes a pass as one run.

Not the editor's view of a live buffer (`semnet.graph.editor`) and not judging
(`semnet.graph.judge`).
"""
