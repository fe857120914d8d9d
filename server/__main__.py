"""`python -m semnet.server` is the `semnet` command."""

from semnet.server.cli import main

main()
