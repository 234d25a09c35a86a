# shesh-besh: the game's own words (en). Ids start with "shesh-besh-".
