# jackar: the game's own words (ar). Ids start with "jackar-".
