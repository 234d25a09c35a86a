# wajh-alnahs: the game's own words (en). Ids start with "wajh-alnahs-".
