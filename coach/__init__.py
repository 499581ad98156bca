"""Kiebitz domain engine: the Skat rules, the coach and the search. Pure Python, no UI."""
