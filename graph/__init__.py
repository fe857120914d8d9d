"""semnet."""
