"""The Hull Breach! table: the battlefield for two to four commanders (issue 17)."""
