"""Part 2 of the book, the official rules, one module per rule area (see ``docs/architecture.md``)."""
