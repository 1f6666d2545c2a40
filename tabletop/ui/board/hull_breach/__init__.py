"""The Hull Breach! table: the battlefield for two to six commanders."""
