"""The play page (placeholder until its issue lands)."""

from ui.coming import coming_soon

coming_soon("play.title")
