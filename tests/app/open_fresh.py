"""Open one page of the app in this fresh process (nothing imported before): ``PAGE LANG``.

Run by `test_seeded_pages.py` as a subprocess, on the database in ``KIEBITZ_DB_URL``; exits 1 and
prints the exception when the page fails.
"""

from __future__ import annotations

import sys

from app_helpers import open_page

page, lang = sys.argv[1], sys.argv[2]
at = open_page(None)
at.selectbox(key="ui_lang").set_value(lang).run()
at.switch_page(f"ui/views/{page}.py").run()
if at.exception or len(at.title) != 1:
    print(f"{page} ({lang}): {[e.value for e in at.exception]} titles={len(at.title)}")
    sys.exit(1)
