"""Type stub of the compiled search core (`_core.c`)."""

ENTRY_SIZE: int

def search(
    table: bytearray,
    context: bytes,
    tag: int,
    age: int,
    h0: int,
    h1: int,
    h2: int,
    leader: int,
    n: int,
    t0: int,
    t1: int,
    alpha: int,
    beta: int,
    /,
) -> tuple[int, int]: ...
def solve(
    table: bytearray,
    context: bytes,
    tag: int,
    age: int,
    h0: int,
    h1: int,
    h2: int,
    leader: int,
    n: int,
    t0: int,
    t1: int,
    lower: int,
    upper: int,
    threads: int = 1,
    /,
) -> tuple[int, int]: ...
