"""The store: one DuckDB file per project, its migrations, the runs that write
it, the edge-event rules every write follows, the endpoint codes, the in-memory
adjacency index that answers reads, and the slices read while it loads.

Modules: `edge_store` (`EdgeStore`: open, lock, runs, reads), `writer`
(`RunWriter`: the edge-event rules), `commit` (a run's one transaction),
`tables` (the Arrow rows it writes), `load` (the column-wise load), `attrs`
(the attrs JSON), `codes` (endpoint codes), `index` (`AdjacencyIndex`),
`rows` (the rows around some endpoints, read with `fetchall()`: `Around`),
`slice` (`StoreSlice`), `reads` (what SQL answers without the graph: a
read-only connection, counts, file stamps, problems), `location` (where a
workspace's store lives), `migrations` (the schema), `engine` (DuckDB's
engine module, without the package's Python layer).

Not the query API (`semnet.graph.query`) nor the Markdown (`semnet.graph.manuscript`):
the store knows edges, nodes, runs and events, not files or prose.
"""
