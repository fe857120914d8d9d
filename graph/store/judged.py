"""The offline judge's memory in the store (`judged_facts`): per fact, the
content key and names signature it was last judged with, read at the first
offline pass of a process and written after each one."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from semnet.graph.store.edge_store import EdgeStore

# A fact's content key and the names signature its subjects resolved by.
JudgedKey = tuple[str, str]


def load_judged(store: EdgeStore) -> dict[str, JudgedKey]:
    """Every fact the offline judge recorded, with the key it judged."""
    with store.connection() as con:
        rows = con.execute("SELECT fact, content, names FROM judged_facts").fetchall()
    return {str(f): (str(c), str(n)) for f, c, n in rows}


def record_judged(
    store: EdgeStore, judged: Mapping[str, JudgedKey], gone: Iterable[str] = ()
) -> None:
    """Record what was just judged (replacing earlier keys) and forget the
    facts in `gone` (no longer in the store), in one transaction."""
    import pyarrow as pa

    gone = sorted(set(gone))
    if not judged and not gone:
        return
    rows = pa.table(
        {
            "fact": pa.array(list(judged), pa.string()),
            "content": pa.array([c for c, _ in judged.values()], pa.string()),
            "names": pa.array([n for _, n in judged.values()], pa.string()),
        }
    )
    dropped = pa.table({"fact": pa.array(gone, pa.string())})
    with store.connection() as con:
        con.execute("BEGIN TRANSACTION")
        try:
            con.register("_judged_rows", rows)
            con.register("_judged_gone", dropped)
            con.execute("DELETE FROM judged_facts WHERE fact IN (SELECT fact FROM _judged_gone)")
            con.execute("INSERT OR REPLACE INTO judged_facts SELECT * FROM _judged_rows")
            con.execute("COMMIT")
        except BaseException:
            con.execute("ROLLBACK")
            raise
        finally:
            con.unregister("_judged_rows")
            con.unregister("_judged_gone")
