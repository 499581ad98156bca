"""Learners, their secrets and sign-ins, and the teachers' groups."""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta

from sqlalchemy import (
    String,
    delete,
    select,
    type_coerce,
)
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from ui.passwords import hash_secret, secret_matches, waste_time
from ui.store.base import StoreBase
from ui.store.errors import StoreError
from ui.store.readback import moment
from ui.store.records import (
    LEARNER,
    MAX_NAME_LENGTH,
    MAX_SECRET_LENGTH,
    MIN_SECRET_LENGTH,
    SESSION_DAYS,
    TEACHER,
    Group,
    Learner,
)
from ui.store.schema import _Group, _Learner, _learner, _Membership, _now, _SignIn


class Accounts(StoreBase):
    """Learners, sign-ins and sessions, groups and what a teacher may see."""

    def learners(self) -> list[Learner]:
        """The named learners (not the browsers' guests), by name."""
        with self._session() as session:
            rows = session.scalars(
                select(_Learner).where(_Learner.guest.is_(False)).order_by(_Learner.name)
            ).all()
            return [_learner(row) for row in rows]

    def learner(self, learner_id: int) -> Learner:
        with self._session() as session:
            row = session.get(_Learner, learner_id)
            if row is None:
                raise StoreError(f"no learner with id {learner_id}")
            return _learner(row)

    def add_learner(self, name: str, *, secret: str = "", role: str = LEARNER) -> Learner:
        """A new learner; a name already taken is refused (names are unique)."""
        clean = _clean_name(name)
        stored = _stored_secret(secret)
        if role not in (LEARNER, TEACHER):
            raise StoreError(f"no role {role!r}")
        try:
            with self._session() as session:
                if session.scalar(select(_Learner.id).where(_Learner.name == clean)) is not None:
                    raise StoreError(f"the name {clean!r} is taken")
                row = _Learner(name=clean, created_at=_now(), secret=stored, role=role)
                session.add(row)
                session.flush()
                return _learner(row)
        except IntegrityError:  # another session took the same name meanwhile
            raise StoreError(f"the name {clean!r} is taken") from None

    def add_guest(self, prefix: str) -> Learner:
        """A new guest of its own for a browser, named `prefix` and a number."""
        for _attempt in range(20):
            name = f"{prefix} {secrets.randbelow(90_000) + 10_000}"
            try:
                with self._session() as session:
                    row = _Learner(name=name, created_at=_now(), guest=True)
                    session.add(row)
                    session.flush()
                    return _learner(row)
            except IntegrityError:
                continue
        raise StoreError("could not create a guest")

    def name_guest(self, learner_id: int, name: str, *, secret: str = "") -> Learner:
        """The guest becomes a named learner (keeping what it did); refused for others."""
        clean = _clean_name(name)
        stored = _stored_secret(secret)
        try:
            with self._owner(learner_id) as session:
                row = session.get(_Learner, learner_id)
                if row is None or not row.guest:
                    raise StoreError("only a guest can be named")
                if session.scalar(select(_Learner.id).where(_Learner.name == clean)) is not None:
                    raise StoreError(f"the name {clean!r} is taken")
                row.name, row.secret, row.guest = clean, stored, False
                session.flush()
                return _learner(row)
        except IntegrityError:
            raise StoreError(f"the name {clean!r} is taken") from None

    def set_secret(self, learner_id: int, secret: str) -> None:
        """Set (or with "" remove) the learner's PIN or password."""
        stored = _stored_secret(secret) if secret else ""
        with self._owner(learner_id) as session:
            row = session.get(_Learner, learner_id)
            assert row is not None  # checked by _owner
            row.secret = stored

    def sign_in(self, name: str, secret: str) -> Learner | None:
        """The learner with this name and secret; None when either is wrong, or the learner
        has no secret (both cases take the same time)."""
        clean = " ".join(name.split())
        with self._session() as session:
            row = session.scalar(select(_Learner).where(_Learner.name == clean))
            stored = row.secret if row is not None else ""
        if not stored:
            waste_time(secret)
            return None
        return _learner(row) if row is not None and secret_matches(stored, secret) else None

    def open_session(self, learner_id: int, *, days: int = SESSION_DAYS) -> str:
        """A new random token for a browser's cookie, valid `days` days."""
        token = secrets.token_urlsafe(32)
        with self._owner(learner_id) as session:
            session.execute(delete(_SignIn).where(_SignIn.expires_at < _now()))
            session.add(
                _SignIn(
                    token_hash=_token_hash(token),
                    learner_id=learner_id,
                    expires_at=_now() + timedelta(days=days),
                )
            )
        return token

    def session_learner(self, token: str) -> Learner | None:
        """The learner of a browser's token, or None (unknown or expired)."""
        if not token or len(token) > 200:
            return None
        with self._session() as session:
            sign_in = session.execute(
                select(_SignIn.learner_id, type_coerce(_SignIn.expires_at, String)).where(
                    _SignIn.token_hash == _token_hash(token)
                )
            ).first()
            expires = None if sign_in is None else moment(sign_in[1])
            if sign_in is None or expires is None or expires < _now():  # damaged: expired
                return None
            row = session.get(_Learner, sign_in[0])
            return None if row is None else _learner(row)

    def close_session(self, token: str) -> None:
        """Forget a browser's token (signing out)."""
        with self._session() as session:
            session.execute(delete(_SignIn).where(_SignIn.token_hash == _token_hash(token)))

    def add_group(self, teacher_id: int, name: str) -> Group:
        clean = _clean_name(name)
        try:
            with self._teacher(teacher_id) as session:
                if session.scalar(select(_Group.id).where(_Group.name == clean)) is not None:
                    raise StoreError(f"the group name {clean!r} is taken")
                row = _Group(name=clean, teacher_id=teacher_id)
                session.add(row)
                session.flush()
                return Group(row.id, row.name)
        except IntegrityError:
            raise StoreError(f"the group name {clean!r} is taken") from None

    def groups(self, teacher_id: int) -> list[Group]:
        """The teacher's own groups, by name."""
        with self._teacher(teacher_id) as session:
            rows = session.scalars(
                select(_Group).where(_Group.teacher_id == teacher_id).order_by(_Group.name)
            ).all()
            return [Group(row.id, row.name) for row in rows]

    def add_to_group(self, teacher_id: int, group_id: int, name: str, secret: str) -> Learner:
        """A new learner with a PIN in the teacher's group (club mode: the teacher makes them)."""
        if not secret:
            raise StoreError("a learner made by a teacher needs a PIN")
        with self._teacher(teacher_id) as session:
            _taught_group(session, teacher_id, group_id)
        learner = self.add_learner(name, secret=secret)
        with self._teacher(teacher_id) as session:
            session.add(_Membership(group_id=group_id, learner_id=learner.id))
        return learner

    def members(self, teacher_id: int, group_id: int) -> list[Learner]:
        with self._teacher(teacher_id) as session:
            _taught_group(session, teacher_id, group_id)
            rows = session.scalars(
                select(_Learner)
                .join(_Membership, _Membership.learner_id == _Learner.id)
                .where(_Membership.group_id == group_id)
                .order_by(_Learner.name)
            ).all()
            return [_learner(row) for row in rows]

    def reset_secret(self, teacher_id: int, learner_id: int, secret: str) -> None:
        """A new PIN for a learner of one of the teacher's groups (a forgotten one)."""
        stored = _stored_secret(secret)
        with self._teacher(teacher_id) as session:
            taught = select(_Group.id).where(_Group.teacher_id == teacher_id)
            member = session.scalar(
                select(_Membership.learner_id).where(
                    _Membership.learner_id == learner_id, _Membership.group_id.in_(taught)
                )
            )
            row = session.get(_Learner, learner_id)
            if member is None or row is None:
                raise StoreError(f"learner {learner_id} is in none of this teacher's groups")
            row.secret = stored

    @contextmanager
    def _teacher(self, teacher_id: int) -> Iterator[Session]:
        """A transaction on behalf of a teacher: refused for anybody else."""
        with self._session() as session:
            row = session.get(_Learner, teacher_id)
            if row is None or row.role != TEACHER:
                raise StoreError(f"learner {teacher_id} is no teacher")
            yield session


def _clean_name(name: str) -> str:
    clean = " ".join(name.split())
    if not clean:
        raise StoreError("a learner needs a name")
    if len(clean) > MAX_NAME_LENGTH:
        raise StoreError(f"a name has at most {MAX_NAME_LENGTH} characters")
    return clean


def _stored_secret(secret: str) -> str:
    """The hash to keep of a new secret ("" for none); a too short or long one is refused."""
    if not secret:
        return ""
    if not MIN_SECRET_LENGTH <= len(secret) <= MAX_SECRET_LENGTH:
        raise StoreError(f"a PIN has {MIN_SECRET_LENGTH} to {MAX_SECRET_LENGTH} characters")
    return hash_secret(secret)


def _token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _taught_group(session: Session, teacher_id: int, group_id: int) -> None:
    row = session.get(_Group, group_id)
    if row is None or row.teacher_id != teacher_id:
        raise StoreError(f"group {group_id} is not this teacher's")
