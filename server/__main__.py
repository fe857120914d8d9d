"""`python -m semnet.server` is the `semnet` command."""

from semnet.server.entry import main

main()
