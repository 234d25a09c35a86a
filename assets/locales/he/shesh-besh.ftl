# shesh-besh: the game's own words (he). Ids start with "shesh-besh-".
