"""Benchmarks and the deterministic fixture generator: not part of the runtime.

`semnet bench …` and `semnet gen-fixture` reach them from the CLI; the tests use
the fixture generator. Figures and method are in `bench/README.md`.
"""
