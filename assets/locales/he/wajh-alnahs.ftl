# wajh-alnahs: the game's own words (he). Ids start with "wajh-alnahs-".
