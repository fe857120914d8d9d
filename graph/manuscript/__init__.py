"""Markdown manuscript: parsing, identity, lift."""
