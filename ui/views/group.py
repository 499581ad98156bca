"""Gruppen (teachers only): the teacher's groups, their learners' progress as counts, a new
learner with a PIN, a forgotten PIN reset. The store refuses anything outside the teacher's own
groups; this page is in the menu for teachers only."""

import streamlit as st

from ui.plain import plain
from ui.session import PageContext, context
from ui.store import MAX_NAME_LENGTH, MAX_SECRET_LENGTH, TEACHER, Group, PupilProgress, StoreError


def _secret(ctx: PageContext) -> str:
    return st.text_input(ctx.t("sidebar.secret"), type="password", max_chars=MAX_SECRET_LENGTH)


def _refused(ctx: PageContext, refusal: StoreError) -> None:
    st.error(ctx.t("group.refused", reason=plain(refusal)))


def _new_group(ctx: PageContext) -> None:
    with st.form("group_new", clear_on_submit=True):
        name = st.text_input(ctx.t("group.new_group"), max_chars=MAX_NAME_LENGTH)
        if st.form_submit_button(ctx.t("group.create")) and name.strip():
            try:
                created = ctx.store.add_group(ctx.learner.id, name)
                st.success(ctx.t("group.created", name=plain(created.name)))
            except StoreError as refusal:
                _refused(ctx, refusal)


def _progress(ctx: PageContext, rows: list[PupilProgress]) -> None:
    st.subheader(ctx.t("group.progress"))
    st.dataframe(  # a grid of plain text: names are never read as Markdown
        {
            ctx.t("group.col_name"): [row.learner.name for row in rows],
            ctx.t("group.col_lessons"): [row.lessons_done for row in rows],
            ctx.t("group.col_exercises"): [f"{r.exercises_right} / {r.exercises}" for r in rows],
            ctx.t("group.col_quiz"): [f"{r.quiz_right} / {r.quiz_answers}" for r in rows],
        },
        hide_index=True,
        key="group_progress",
    )


def _add_learner(ctx: PageContext, group: Group) -> None:
    with st.form("group_add_learner", clear_on_submit=True):
        st.markdown(f"**{ctx.t('group.add_learner', group=plain(group.name))}**")
        name = st.text_input(ctx.t("sidebar.name"), max_chars=MAX_NAME_LENGTH)
        secret = _secret(ctx)
        if st.form_submit_button(ctx.t("group.add")):
            try:
                added = ctx.store.add_to_group(ctx.learner.id, group.id, name, secret)
                st.success(ctx.t("group.added", name=plain(added.name)))
            except StoreError as refusal:
                _refused(ctx, refusal)


def _reset(ctx: PageContext, members: dict[int, str]) -> None:
    with st.form("group_reset", clear_on_submit=True):
        st.markdown(f"**{ctx.t('group.reset')}**")
        who = st.selectbox(
            ctx.t("sidebar.name"),
            list(members),
            format_func=members.__getitem__,
            placeholder=ctx.t("widget.choose"),
        )
        secret = _secret(ctx)
        if st.form_submit_button(ctx.t("group.reset_button")) and who is not None:
            try:
                ctx.store.reset_secret(ctx.learner.id, who, secret)
                st.success(ctx.t("group.reset_done", name=plain(members[who])))
            except StoreError as refusal:
                _refused(ctx, refusal)


def _page(ctx: PageContext) -> None:
    _new_group(ctx)
    groups = {group.id: group for group in ctx.store.groups(ctx.learner.id)}
    if not groups:
        st.info(ctx.t("group.none"))
        return
    names = {group.id: group.name for group in groups.values()}
    chosen = st.selectbox(
        ctx.t("group.choose"),
        list(names),
        format_func=names.__getitem__,
        placeholder=ctx.t("widget.choose"),
    )
    group = groups[chosen if chosen is not None else next(iter(groups))]
    _add_learner(ctx, group)  # before the table, which then shows the new learner at once
    rows = ctx.store.group_progress(ctx.learner.id, group.id)
    _progress(ctx, rows)
    if rows:
        _reset(ctx, {row.learner.id: row.learner.name for row in rows})


ctx = context()
st.title(ctx.t("group.title"))
if ctx.learner.role == TEACHER:
    _page(ctx)
else:
    st.info(ctx.t("group.teachers_only"))
