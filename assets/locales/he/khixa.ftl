# khixa: the game's own words (he). Ids start with "khixa-".
