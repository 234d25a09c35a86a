count-players = { $count ->
    [one] שחקן אחד
    [two] שני שחקנים
   *[other] { $count } שחקנים
}
