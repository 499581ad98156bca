"""In Chromium (issue 14): no request leaves the machine on any page; the Foto mode speaks German
and asks instead of guessing when a photo shows too many cards."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import urlsplit

import cv2
import numpy as np
import pytest
from playwright.sync_api import Page, Request, expect

from tests.browser.grid import chosen_cards
from tests.browser.styles import after
from tests.browser.waiting import settle

pytestmark = pytest.mark.browser

FIXTURES = Path(__file__).resolve().parents[1] / "scan" / "fixtures"
LINKS = ("Start", "Lernen", "Reizwert", "Üben", "Spielen", "Notizbuch", "Fortschritt",
         "Einstellungen")  # fmt: skip


def photo_mode(page: Page, server: str) -> None:
    page.goto(server)
    page.get_by_role("link", name="Reizwert", exact=True).click()
    expect(page.get_by_role("heading", name="Reizwert-Rechner")).to_be_visible()
    settle(page)
    page.locator(".st-key-bid_input").get_by_text("Foto", exact=True).click()
    settle(page)


def test_no_page_asks_any_host_but_the_app(page: Page, server: str) -> None:
    requests: list[str] = []

    def record(request: Request) -> None:
        requests.append(request.url)

    page.on("request", record)
    page.goto(server)
    settle(page)
    for language in ("Deutsch", "English"):
        if language == "English":
            page.locator(".st-key-ui_lang").click()
            page.get_by_role("option", name="English").click()
            settle(page)
        for link in page.locator("[data-testid='stSidebarNav'] a").all():
            link.click()
            settle(page)
            page.wait_for_timeout(500)  # icons, fonts, images
    page.get_by_role("link", name="Reizwert (bid value)").click()
    settle(page)
    page.locator(".st-key-bid_input").get_by_text("Photo", exact=True).click()
    settle(page)
    page.wait_for_timeout(1000)
    app = urlsplit(server).netloc
    outside = sorted({url for url in requests if urlsplit(url).netloc not in (app, "")})
    assert not [url for url in outside if not url.startswith(("data:", "blob:"))], outside
    assert len(requests) > 20  # the recorder saw the app's own requests


def test_the_uploader_and_camera_speak_german_and_a_text_file_gets_our_message(
    page: Page, server: str, tmp_path: Path
) -> None:
    photo_mode(page, server)
    uploader = page.locator(".st-key-scan_upload")
    expect(uploader.get_by_text("200MB per file", exact=False)).to_be_hidden()
    limit = ".st-key-scan_upload [data-testid='stFileUploaderDropzoneInstructions'] > div"
    assert "höchstens 25 MB" in after(page, limit)
    expect(page.locator("[data-testid='stCameraInput']")).to_have_count(0)  # not at once
    page.get_by_text("Kamera einschalten").click()
    assert after(page, "[data-testid='stCameraInputButton']") == '"Foto aufnehmen"'
    button = page.locator("[data-testid='stCameraInputButton']")
    assert button.evaluate("e => getComputedStyle(e).fontSize") == "0px"  # "Take Photo" unseen
    text = tmp_path / "notes.txt"
    text.write_text("CJ SJ")
    page.locator(".st-key-scan_upload input[type='file']").set_input_files(text)
    expect(page.get_by_text("Die Datei ist kein lesbares Foto")).to_be_visible()
    expect(page.get_by_text("files are not allowed")).to_have_count(0)


def test_too_many_cards_on_a_photo_are_asked_for_not_guessed(
    page: Page, server: str, tmp_path: Path
) -> None:
    entries = json.loads((FIXTURES / "manifest.json").read_text(encoding="utf-8"))
    left, right = (cv2.imread(str(FIXTURES / entry["image"])) for entry in entries[:2])
    height = min(left.shape[0], right.shape[0])
    both = np.hstack([left[:height], right[:height]])  # two hands on one photo
    crowded = tmp_path / "crowded.jpg"
    cv2.imwrite(str(crowded), both)
    photo_mode(page, server)
    page.locator(".st-key-scan_upload input[type='file']").set_input_files(crowded)
    expect(page.get_by_text("Welche gehören zu deinem Blatt?")).to_be_visible()
    settle(page)
    assert chosen_cards(page).count() == 0  # nothing guessed
    expect(page.locator("[data-testid='stTable']")).to_have_count(0)
    pills = page.locator(".st-key-scan_pick button")
    for index in range(10):
        pills.nth(index).click()
        settle(page)
    page.locator(".st-key-scan_take button").click()
    settle(page)
    assert chosen_cards(page).count() == 10
