# كلمات `majlis host`: الطاولة عبر SSH (شاشات اللاعبين ولوحة المضيف).

host-majlis = مجلس
host-title = مجلس · { $game }
host-you-are = أنت { $name }
host-lobby-welcome = أهلاً بك على الطاولة يا { $name }.
host-lobby-waiting = ننتظر المضيف ليبدأ اللعبة.
host-lobby-ended = قد يبدأ المضيف لعبة أخرى: انتظر هنا.
host-lobby-game = المضيف يجهّز { $game }.
host-lobby-here = على الطاولة عبر SSH: { $names }
host-lobby-no-seat = بدأت اللعبة بلا مقعد باسم { $name }. يستطيع المضيف أن يجلسك بهذا الاسم في اللعبة القادمة.
host-too-small = نافذتك { $width }×{ $height }، واللعبة تحتاج { $min_width }×{ $min_height } على الأقل. كبّرها.
host-key-leave = مغادرة الطاولة
host-leave-ask = تغادر الطاولة؟ مقعدك ينتظرك. y: مغادرة · أي زر آخر: البقاء
host-key-leave-now = مغادرة الطاولة فورًا
host-key-language = اللغة
host-help-lobby-keys = مفاتيحك وأنت تنتظر
host-left = غادر { $name } الطاولة
host-goodbye = غادرت الطاولة. ادخل من جديد بالاسم نفسه لتعود إلى مقعدك.
host-replaced = دخلت من شاشة أخرى: أُغلقت هذه.
host-name-taken = { $name } على الطاولة الآن. إن كان هذا أنت وانقطعت شاشتك الأخرى، فادخل من جديد بعد ثوانٍ.
host-closed = أغلق المضيف الطاولة.
host-strip = F2 عبر SSH: { $count ->
    [zero] لا أحد
    [one] لاعب واحد
    [two] لاعبان
    [few] { $count } لاعبين
    [many] { $count } لاعباً
   *[other] { $count } لاعب
}
host-panel-title = الطاولة عبر SSH
host-panel-join = ادخل من طرفية أخرى، واكتب اسمك مكان NAME:
host-panel-passphrase = كلمة السر: { $words }
host-panel-nobody = لم يدخل أحد بعد.
host-panel-joined = دخل: { $names }
host-panel-playing = { $name } يلعب في المقعد { $seat }
host-panel-away = غادر { $name } الطاولة (المقعد { $seat })
host-panel-computer = الحاسوب يلعب المقعد { $seat } عن { $name }
host-panel-keys = ↑↓ اختر مقعداً · c يلعبه الحاسوب · r يعود لصاحبه · F2 إغلاق
host-setup-seat-help = ← → : يلعب هذا المقعد شخص هنا، أو شخص يدخل عبر SSH (بهذا الاسم)، أو الحاسوب. الاسم حتى { $max } خانة.

# A seat's kind on the setup screen: a person joining by SSH.
host-seat-remote = عبر SSH
