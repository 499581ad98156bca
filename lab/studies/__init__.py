"""lab.studies."""
