# khixa: the game's own words (en). Ids start with "khixa-".
