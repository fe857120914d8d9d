"""The query API: the traversals of RFC §7 over the adjacency index, the
`GraphAPI` the CLI and the language server share, and their results as
JSON-ready pydantic models (neighbours, subgraphs, paths, history, grounding,
the HTML picture of a neighbourhood).

Reads only: writes go through a store run (`semnet.graph.store`) or a judge
(`semnet.graph.judge`).
"""
