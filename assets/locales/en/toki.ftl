# toki: the game's own words (en). Ids start with "toki-".
