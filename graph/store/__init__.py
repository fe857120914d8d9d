"""The store: one DuckDB file per project, its migrations, the runs that write
it, the edge-event rules every write follows, the endpoint codes, the in-memory
adjacency index that answers reads, and the slices read while it loads.

Not the query API (`semnet.graph.query`) nor the Markdown (`semnet.graph.manuscript`):
the store knows edges, nodes, runs and events, not files or prose.
"""
