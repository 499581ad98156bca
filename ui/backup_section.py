"""Einstellungen, "Deine Daten": download everything as one file, restore such a file here or
on another Kiebitz (what is there already is not added twice)."""

from __future__ import annotations

import streamlit as st

from ui.backup import MAX_BACKUP_BYTES, BackupError, backup_file, left_out, read_backup
from ui.damaged_rows import damaged_warning
from ui.safe_write import guarded
from ui.session import PageContext, context

RESULT = "backup_result"  # (kind, text) of the last restore


@guarded
def _on_restore() -> None:
    upload = st.session_state.get("backup_upload")
    if upload is None:
        return
    ctx = context()
    try:
        added = ctx.store.restore(ctx.learner.id, read_backup(upload.getvalue()))
    except BackupError as refusal:
        st.session_state[RESULT] = ("error", ctx.t(refusal.key, **refusal.facts))
        return
    st.session_state[RESULT] = ("ok", ctx.t("backup.restored", count=added))


def backup_section(ctx: PageContext) -> None:
    st.caption(ctx.t("backup.help"))
    damaged_warning(ctx, left_out(ctx.store, ctx.learner.id), "backup.left_out")
    st.download_button(
        ctx.t("backup.download"),
        lambda: backup_file(ctx.store, ctx.learner.id),
        file_name="kiebitz-backup.zip",
        mime="application/zip",
        key="backup_download",
        icon=":material/download:",
        on_click="ignore",
    )
    st.file_uploader(
        ctx.t("backup.restore"),
        type=["zip"],
        key="backup_upload",
        on_change=_on_restore,
        max_upload_size=MAX_BACKUP_BYTES // 1_000_000,
    )
    kind, text = st.session_state.pop(RESULT, ("", ""))
    if kind == "ok":
        st.success(text, icon=":material/restore:")
    elif kind:
        st.error(text, icon=":material/error:")
