"""Streamlit's own words in a file uploader (English only) replaced by ours, as a style rule."""

from __future__ import annotations

DROPZONE = "[data-testid='stFileUploaderDropzone']"
INSTRUCTIONS = f"{DROPZONE} [data-testid='stFileUploaderDropzoneInstructions']"


def dropzone_rules(limit: str, upload: str) -> str:
    """CSS that shows `limit` instead of "Drag and drop … Limit 200MB per file" and `upload` on
    the "Browse files" button of every uploader on the page (no ``<style>`` tags)."""
    return f"""{INSTRUCTIONS} span {{ display: none; }}
{INSTRUCTIONS} > div::after {{
  content: "{limit}"; font-size: 0.875rem; }}
{DROPZONE} button [data-testid='stMarkdownContainer'] p {{ display: none; }}
{DROPZONE} button [data-testid='stMarkdownContainer']::after {{ content: "{upload}"; }}"""
