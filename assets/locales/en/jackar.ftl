# jackar: the game's own words (en). Ids start with "jackar-".
