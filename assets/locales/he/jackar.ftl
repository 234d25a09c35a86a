# jackar: the game's own words (he). Ids start with "jackar-".
