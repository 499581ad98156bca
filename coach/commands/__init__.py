"""Subcommands of the `kiebitz` command line, one module each (HELP, add_arguments, run)."""
