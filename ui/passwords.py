"""Learners' secrets (PIN or password), kept only as slow salted hashes.

scrypt from the standard library (RFC 7914): every guess costs about 16 MB and tens of
milliseconds, so a stolen database file does not give away the PINs cheaply. The stored text names
its parameters, so they can be raised later without breaking the hashes already kept.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

_N, _R, _P = 2**14, 8, 1
_SALT_BYTES = 16
_KEY_BYTES = 32


def hash_secret(secret: str) -> str:
    """``scrypt$n$r$p$salt$hash`` (hex) of the secret with a fresh random salt."""
    salt = secrets.token_bytes(_SALT_BYTES)
    key = _derive(secret, salt, _N, _R, _P)
    return f"scrypt${_N}${_R}${_P}${salt.hex()}${key.hex()}"


def secret_matches(stored: str, secret: str) -> bool:
    """Whether `secret` is the one `stored` was made from (False for an empty or odd `stored`)."""
    try:
        scheme, n, r, p, salt, key = stored.split("$")
        if scheme != "scrypt":
            return False
        derived = _derive(secret, bytes.fromhex(salt), int(n), int(r), int(p))
        return hmac.compare_digest(derived, bytes.fromhex(key))
    except ValueError:
        return False


def waste_time(secret: str) -> None:
    """As much work as checking a secret: an unknown name takes as long as a wrong PIN."""
    _derive(secret, b"\0" * _SALT_BYTES, _N, _R, _P)


def _derive(secret: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(
        secret.encode(), salt=salt, n=n, r=r, p=p, maxmem=64 * 1024 * 1024, dklen=_KEY_BYTES
    )
