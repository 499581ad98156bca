"""Kiebitz's lab: strength studies, the XSkat harness, arenas and benchmarks.

Not installed and never imported by the app; `python -m lab --help` lists its commands, and
`results/` keeps dated study results.
"""
