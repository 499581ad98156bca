"""lab.app."""
