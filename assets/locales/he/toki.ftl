# toki: the game's own words (he). Ids start with "toki-".
