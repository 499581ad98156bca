"""lab.xskat."""
