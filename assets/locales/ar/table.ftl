count-players = { $count ->
    [zero] لا لاعبين
    [one] لاعب واحد
    [two] لاعبان
    [few] { $count } لاعبين
    [many] { $count } لاعبًا
   *[other] { $count } لاعب
}
