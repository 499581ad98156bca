"""The practice page (placeholder until its issue lands)."""

from ui.coming import coming_soon

coming_soon("practice.title")
