"""Open one page of the app in this fresh process (nothing imported before):
``PAGE LEARNER_ID [PIN]``.

Run by `test_seeded_pages.py` as a subprocess, on the database in ``KIEBITZ_DB_URL``: the learner
picks their name in the sidebar (with the PIN, when given), the page opens in German, then is
switched to English. Exits 1 and says why when the page fails or shows another learner.
"""

from __future__ import annotations

import sys

from app_helpers import APP, TIMEOUT, sign_in
from streamlit.testing.v1 import AppTest

page, learner = sys.argv[1], int(sys.argv[2])
at = AppTest.from_file(APP, default_timeout=TIMEOUT)
sign_in(at, learner, sys.argv[3] if len(sys.argv) > 3 else "")
at.switch_page(f"ui/views/{page}.py").run()
for lang in ("de", "en"):
    if lang != "de":
        at.selectbox(key="ui_lang").set_value(lang).run()
    if at.exception or len(at.title) != 1:
        print(f"{page} ({lang}): {[e.value for e in at.exception]} titles={len(at.title)}")
        sys.exit(1)
    if at.selectbox(key="ui_learner").value != learner:
        print(f"{page} ({lang}): opened for learner {at.selectbox(key='ui_learner').value}")
        sys.exit(1)
