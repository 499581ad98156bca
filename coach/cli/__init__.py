"""The `kiebitz` command: `main` parses the arguments, each subcommand is a module here."""
