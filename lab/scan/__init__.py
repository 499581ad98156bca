"""lab.scan."""
