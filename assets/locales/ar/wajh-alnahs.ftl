# wajh-alnahs: the game's own words (ar). Ids start with "wajh-alnahs-".
