# The shell's words: picker, setup, results, overlays, key bar (ar).
# Ids have no prefix; a game's own words are in its <game id>.ftl.

# The interface language's own name, as the picker offers it.
language-name = العربية

# The settings file (config.json) and the language remembered in it.
config-set-aside = تعذّر استعمال ملف الإعدادات ({ $reason })، فحُفظ باسم { $path }، واللغة الآن لغة هذا الحاسوب.
config-unreadable = تعذّرت قراءة ملف الإعدادات { $path }: { $reason }
language-not-remembered = تعذّر حفظ اختيار اللغة: { $reason }
## Lists and names (chrome)

list-separator = {"، "}
names-versus = { $a } ضد { $b }
names-and = { $list } و{ $last }
leader-one = { $name } في المقدّمة
leaders-many = { $list } و{ $last } في المقدّمة
players-count = { $count ->
    [zero] لا لاعبين
    [one] لاعب واحد
    [two] لاعبان
    [few] { $count } لاعبين
    [many] { $count } لاعبًا
   *[other] { $count } لاعب
}
players-range = من { $min } إلى { $max } لاعبين
players-choice = { $list } أو { $last } لاعبين

## An on/off option's values

option-on = نعم
option-off = لا

## The picker

picker-tab-games = الألعاب
picker-tab-results = النتائج
picker-counts = { $games ->
    [zero] لا ألعاب
    [one] لعبة واحدة
    [two] لعبتان
    [few] { $games } ألعاب
    [many] { $games } لعبة
   *[other] { $games } لعبة
} · محفوظة: { $saved } · منتهية: { $finished }
picker-saved-games = ألعاب محفوظة
picker-new-game = لعبة جديدة
picker-last-games = آخر الألعاب
picker-players-table = اللاعبون: لعبوا / فازوا
picker-reading = { $count ->
    [one] نقرأ سجلّ لعبة منتهية…
    [two] نقرأ سجلَّي لعبتين منتهيتين…
    [few] نقرأ سجلات { $count } ألعاب منتهية…
   *[other] نقرأ سجلات { $count } لعبة منتهية…
}
picker-none-finished = لم تنتهِ أي لعبة على هذه الطاولة بعد.
picker-continue = تابع: { $game }
picker-open-elsewhere = مفتوحة في نافذة أخرى
picker-saved-name = { $game }، { $names }
picker-saved-name-progress = { $game }، { $names } ({ $progress })
picker-notice-more = { $count ->
    [one] …وملاحظة أخرى: ? يعرضها كلها.
    [two] …وملاحظتان أخريان: ? يعرضها كلها.
    [few] …و{ $count } ملاحظات أخرى: ? يعرضها كلها.
   *[other] …و{ $count } ملاحظة أخرى: ? يعرضها كلها.
}
picker-notice-summary = { $count ->
    [one] ⚠ ملاحظة عن الألعاب المحفوظة: ? يعرضها.
    [two] ⚠ ملاحظتان عن الألعاب المحفوظة والنتائج: ? يعرضهما.
    [few] ⚠ { $count } ملاحظات عن الألعاب المحفوظة والنتائج: ? يعرضها كلها.
   *[other] ⚠ { $count } ملاحظة عن الألعاب المحفوظة والنتائج: ? يعرضها كلها.
}

## Keys: what a key does, in the key bar and the help

key-choose = اختر
key-next-previous = التالي / السابق
key-step-back = خطوة للوراء
key-roll = ارمِ
key-up = لأعلى
key-down = لأسفل
key-open = افتح
key-pages = صفحة الألعاب / النتائج
key-delete-saved = احذف اللعبة المحفوظة المختارة (بعد السؤال)
key-delete-save = احذف المحفوظة
key-first-entry = أول القائمة
key-last-entry = آخر القائمة
key-rules-selected = قواعد اللعبة المختارة
key-rules = القواعد
key-help = مساعدة
key-quit = خروج
key-previous-field = الحقل السابق
key-next-field = الحقل التالي
key-field = حقل
key-previous-value = القيمة السابقة
key-next-value = القيمة التالية
key-change = غيّر
key-next-press = التالي / اضغط
key-help-rules = مساعدة وقواعد
key-back = رجوع
key-leave = مغادرة
key-previous-button = الزر السابق
key-next-button = الزر التالي
key-press = اضغط
key-play-again = العب مجددًا
key-picker = القائمة
key-results-up = النتائج لأعلى
key-results-down = النتائج لأسفل
key-more = المزيد
key-a-page-up = صفحة لأعلى
key-a-page-down = صفحة لأسفل
key-scroll-up = لأعلى
key-scroll-down = لأسفل
key-scroll = تمرير
key-page-up = صفحة لأعلى
key-page-down = صفحة لأسفل
key-page = صفحة
key-top = البداية
key-bottom = النهاية
key-close = إغلاق
key-delete = احذف
key-keep-it = أبقِها
key-move-back = نقلة للوراء
key-move-forward = نقلة للأمام
key-step = نقلة
key-start = البداية
key-end = النهاية
key-back-to-results = عودة إلى النتائج
key-to-picker = إلى القائمة
key-quit-majlis = الخروج من مجلس
key-keep-playing = تابع اللعب
key-continue = تابع
key-new-game = لعبة جديدة
key-replay = إعادة العرض
key-human-computer = شخص/حاسوب
key-button = زر
key-start-game = ابدأ
key-next = التالي

## The setup screen

setup-title = لعبة جديدة: { $game }
setup-start = ابدأ
setup-back = رجوع
setup-players = اللاعبون
setup-player = اللاعب { $seat }
setup-too-small = ⚠ { $game } مع { $count ->
    [two] لاعبَين
    [few] { $count } لاعبين
   *[other] { $count } لاعبًا
} تحتاج نافذة { $need_columns }×{ $need_rows }؛ وهذه { $columns }×{ $rows }. كبّرها قبل البدء.
setup-too-small-fewer = ⚠ { $game } مع { $count ->
    [two] لاعبَين
    [few] { $count } لاعبين
   *[other] { $count } لاعبًا
} تحتاج نافذة { $need_columns }×{ $need_rows }؛ وهذه { $columns }×{ $rows }. كبّرها، أو اختر لاعبين أقل.
setup-name-full = اسم اللاعب { $seat } اكتمل: الاسم { $max } خانة على الأكثر (الحرف خانة، والوجه التعبيري خانتان).
setup-name-help-computers = → ← : يلعب هذا المقعد شخص أو حاسوب (سهل، متوسط، صعب). الاسم حتى { $max } خانة.
setup-name-help = الاسم حتى { $max } خانة: الحرف من أي لغة خانة، والوجه التعبيري خانتان.
setup-option-range = { $help } من { $min } إلى { $last }.

## The results screen

results-play-again = العب مجددًا
results-to-picker = عودة إلى القائمة
results-title = { $game } — النتائج
results-title-short = النتائج
results-winner = فوز
results-more-below = ↓ المزيد: ↑↓
results-more-above = ↑ المزيد فوق: ↑↓
results-computer-level = { $name } ({ $level })
results-computers = لعب الحاسوب باسم: { $list }

## A replay (on the game's message line)

replay-note = إعادة عرض، النقلة { $shown } من { $moves }. ←/→ نقلة، Home/End، Esc للعودة إلى النتائج.
replay-note-start = إعادة عرض، النقلة 0 من { $moves } (قبل أن يلعب أحد). ←/→ نقلة، Home/End، Esc للعودة إلى النتائج.
replay-note-end = إعادة عرض، النقلة { $shown } من { $moves }: النهاية. ←/→ نقلة، Home/End، Esc للعودة إلى النتائج.

## Deleting a saved game

delete-title = حذف اللعبة المحفوظة؟
delete-delete = احذف
delete-keep = أبقِها
delete-which = { $game }.
delete-for-good = لا يمكن التراجع عن الحذف.

## Leaving a game

leave-title = مغادرة اللعبة؟
leave-drops = ⚠ { $what }: المغادرة تُلغيه.
leave-will-save = ستُحفظ اللعبة (كل نقلة مؤكَّدة تُحفظ). اخترها من القائمة لتكملوا اللعب.
leave-not-saved = ⚠ اللعبة غير محفوظة: فشل الحفظ الأخير.
leave-tries-again = المغادرة تحاول الحفظ مرة أخرى؛ وإن فشل ثانيةً سنسألكم من جديد.
leave-keys = p: احفظ وعُد إلى القائمة · q: احفظ واخرج · Esc: تابع اللعب
leave-save-failed = تعذّر حفظ اللعبة:
leave-loses-moves = المغادرة الآن تُضيع النقلات منذ آخر حفظ. تابعوا اللعب لنحاول مجددًا عند النقلة التالية.
leave-save-to-picker = احفظ، إلى القائمة
leave-save-quit = احفظ واخرج
leave-unsaved-to-picker = غادر دون حفظ
leave-unsaved-quit = اخرج دون حفظ
leave-keep-playing = تابع اللعب

## The pass-the-device curtain

curtain-pass-to = أعطِ الجهاز إلى
curtain-when-only = حين لا يرى الشاشة أحدٌ غير { $name }:
curtain-press-a-key = اضغط أي مفتاح الآن.
curtain-a-moment = لحظة من فضلك…

## The terminal too small

too-small-title = النافذة صغيرة جدًا.
too-small-needs = يحتاج مجلس هنا إلى { $need_columns }×{ $need_rows }؛ وهذه { $columns }×{ $rows }.
too-small-enlarge = كبّر النافذة لتكمل.
too-small-quit-saving = q يحفظ اللعبة ويخرج.
too-small-quit = q للخروج.

## The help overlay

help-title = مساعدة
help-title-rules = القواعد
help-notes = عن الألعاب المحفوظة والنتائج
help-house-rules = قواعد هذه الطاولة
help-option-label = { $label }:
help-position = { $first }–{ $last } من { $total }
help-picker-keys = مفاتيح القائمة
help-setup-keys = مفاتيح التحضير
help-results-keys = مفاتيح النتائج
help-replay-keys = مفاتيح إعادة العرض
help-table-keys = مفاتيح الطاولة
help-game-keys = مفاتيح { $game }
help-key-letters = الحروف
help-letters = اكتب اسم اللاعب المختار
help-erase = امسح حرفًا
help-key-on-player = ←/→ على لاعب
help-seat-kind = يلعب المقعد شخص أو حاسوب (سهل، متوسط، صعب)

## The title bar

title-majlis = مجلس
title-majlis-short = مجلس
title-tagline = طاولة ألعاب للعائلة
title-new-game = — لعبة جديدة
title-results = — النتائج
title-replay = — إعادة عرض، النقلة { $shown } من { $total }

## The key bar

bar-key-wait = انتظر
bar-a-moment = لحظة
bar-key-any = أي مفتاح
bar-takes-the-device = الجهاز إلى { $name }
bar-not-saved-because = ⚠ غير محفوظة ({ $short }): q يشرح ما العمل
bar-not-saved = ⚠ غير محفوظة: q يشرح ما العمل

## Notices (under the picker's list, in the help, on the results)

notice-open-elsewhere = هذه اللعبة مفتوحة في نافذة أخرى من مجلس: العبوها هناك، أو غادروها هناك أولًا. (النافذة التي تعطّلت تتركها من تلقاء نفسها.)
notice-open-elsewhere-delete = هذه اللعبة مفتوحة في نافذة أخرى من مجلس: يمكن حذفها حين تغادرها تلك النافذة.
notice-not-deleted = تعذّر حذف اللعبة المحفوظة: { $error }
notice-no-longer-on-shelf = لم تعد هذه اللعبة بين المحفوظات: انتهت أو حُذفت في نافذة أخرى.
notice-could-not-start = تعذّر بدء اللعبة: { $error }
notice-not-kept = تعذّر حفظ اللعبة المنتهية في السجل: { $error }
notice-save-not-removed = تعذّر حذف ملف اللعبة المنتهية: { $error }
notice-record-refused = تعذّرت إعادة عرض سجلّ لعبة منتهية: { $problem }. حُفظ الملف باسم { $file }.

## A saved game or record its game cannot open (said in a notice)

registry-not-a-save = هذا ليس ملف { $game } محفوظًا: { $error }
registry-names-count = الملف المحفوظ لعدد { $players } من اللاعبين لكنه يذكر { $names } أسماء
registry-seats-count = الملف المحفوظ لعدد { $players } من اللاعبين لكن فيه { $seats } مقاعد
registry-players = تُلعب { $game } بـ{ $players }، لا بـ{ $count }

# The picker's key that changes the interface language.
key-language = تغيير اللغة (English، العربية، עברית)
