# shesh-besh: the game's own words (ar). Ids start with "shesh-besh-".
