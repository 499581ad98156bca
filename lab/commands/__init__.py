"""lab.commands."""
