# shesh-besh: the game's own words (ar). Ids start with "shesh-besh-".
# The words of docs/i18n-words.md: حجر / حجارة, حجر النرد / النرد, دوبل,
# خانة, بيتك, الحاجز, أكل (a checker on the bar is مأكول, the sheet's אכולה),
# إخراج الحجارة, مارس, مارس تركي, الرمية الأولى, مكعب المضاعفة. Names are not gendered: a name starts a phrase with a colon,
# or follows a noun ("فوز …").

## The game on the shelf: its name, its seats and its options.
shesh-besh-title = شيش بيش (Shesh-Besh)
shesh-besh-summary = الطاولة كما تُلعب في إسرائيل، مع المارس والمارس التركي.
shesh-besh-seat-1 = الأبيض
shesh-besh-seat-2 = الأسود
shesh-besh-option-match-to = طول المباراة
shesh-besh-option-match-to-help = مباراة حتى هذا العدد من النقاط؛ 1 يعني لعبة واحدة.
shesh-besh-option-match-to-value = { $count ->
    [1] لعبة واحدة
    [2] نقطتان
    [few] { $count } نقاط
   *[other] { $count } نقطة
}
shesh-besh-option-opening = الرمية الأولى
shesh-besh-option-opening-help = ماذا يفعل الفائز بالرمية الأولى.
shesh-besh-option-opening-play-roll = الأعلى يلعب الرمية
shesh-besh-option-opening-reroll = الأعلى يرمي من جديد
shesh-besh-option-cube = مكعب المضاعفة
shesh-besh-option-cube-help = اللعب بمكعب المضاعفة (ورقة القواعد لا تذكره).

## The board's labels.
shesh-besh-off = خارج
shesh-besh-bar = حاجز
# A seat's home board, after its checker: "○ بيت أمل".
shesh-besh-home = بيت { $name }
shesh-besh-keys-opening-roll = r: الرمية الأولى
shesh-besh-keys-roll = r: ارمِ النرد
shesh-besh-keys-roll-or-double = r: ارمِ  d: ضاعف
shesh-besh-keys-take-or-drop = t: اقبل  x: ارفض

## The players' panel and the log.
shesh-besh-single-game = لعبة واحدة
shesh-besh-match-game = مباراة إلى { $match_to } · اللعبة { $game }
shesh-besh-score = نقاط
shesh-besh-pips = خطوات
shesh-besh-moves = الحركات
shesh-besh-no-moves = لا حركات بعد.

## How a game is won ($kind: plain, mars, turkish-mars, dropped).
shesh-besh-how = { $kind ->
    [plain] فوز عادي
    [mars] مارس
    [turkish-mars] مارس تركي
   *[dropped] رفض المضاعفة
}
shesh-besh-how-first = { $kind ->
    [plain] فوز عادي
    [mars] مارس
    [turkish-mars] مارس تركي
   *[dropped] رفض المضاعفة
}
shesh-besh-how-cube = { $how } × { $cube }
shesh-besh-points = { $count ->
    [1] نقطة واحدة
    [2] نقطتان
    [few] { $count } نقاط
   *[other] { $count } نقطة
}

## What is left of a roll after a step: one die, or a double's.
shesh-besh-dice-left = { $count ->
    [1] يبقى { $value }
    [2] يبقى { $value } و{ $value }
   *[other] يبقى { $value } و{ $value } و{ $value }
}

## The message line.
shesh-besh-numbering-mine = الخانات مرقّمة من جهة صاحب الدور (n: ثابتة من جهة الأبيض).
shesh-besh-numbering-fixed = الخانات مرقّمة من جهة الأبيض طوال اللعبة (n: من جهة صاحب الدور).
shesh-besh-hint-wins-game = فوز { $name } باللعبة.
shesh-besh-hint-wins-match = فوز { $name } بالمباراة.
shesh-besh-hint-over = انتهت اللعبة.
shesh-besh-hint-next-game = اضغط Enter للعبة التالية.
shesh-besh-hint-opening = اللعبة { $game }: الرمية الأولى، اضغط r. كل لاعب يرمي حجر نرد واحداً؛ الرقم الأعلى يبدأ.
shesh-besh-hint-roll = دور { $name }: ارمِ النرد (r أو المسافة).
shesh-besh-hint-doubles = { $name }: مضاعفة إلى { $value }. Enter للتأكيد، u للتراجع.
shesh-besh-hint-roll-or-double = دور { $name }: ارمِ النرد (r أو المسافة)، أو ضاعف إلى { $value } (d).
shesh-besh-hint-takes = { $name }: قبول المكعب على { $value }. Enter للتأكيد، u للتراجع.
shesh-besh-hint-drops = { $name }: رفض المضاعفة وخسارة اللعبة. Enter للتأكيد، u للتراجع.
shesh-besh-hint-take-or-drop = مضاعفة من { $doubler } إلى { $value }. { $name }: قبول (t) أو رفض (x)؟
shesh-besh-hint-confirm = { $name }: { $moves }. Enter للتأكيد، u للتراجع.
shesh-besh-hint-move-from-point = { $name }: انقل الحجر من { $point } إلى خانة معلّمة (Enter)، Esc لإرجاعه.
shesh-besh-hint-move-from-bar = { $name }: أدخل الحجر المأكول إلى خانة معلّمة (Enter)، Esc لإرجاعه.
shesh-besh-hint-pick = دور { $name } ({ $dice }): اختر حجراً (Enter أو نقرة).
shesh-besh-cannot-move = { $name }: جاء النرد { $dice } ولا حركة ممكنة، فينتقل الدور إلى { $next }.
shesh-besh-answer-double-first = أولاً جواب { $name } على المضاعفة: t للقبول، x للرفض.
shesh-besh-no-cube = هذه الطاولة تُلعب بلا مكعب مضاعفة.
shesh-besh-no-double-crawford = لا مضاعفة في لعبة كروفورد.
shesh-besh-cube-highest = المكعب على { $value }، أعلى قيمة له.
shesh-besh-cube-owned = المكعب مع { $name }: لا يضاعف إلا صاحبه.
shesh-besh-double-before-rolling = المضاعفة تكون قبل رمي النرد.
shesh-besh-no-double-offered = لا مضاعفة معروضة.
shesh-besh-roll-first = ارمِ النرد أولاً: اضغط r، أو انقر على النرد.
shesh-besh-nothing-to-undo-confirmed = لا شيء للتراجع عنه: الدور السابق مؤكَّد.
shesh-besh-position-id = رمز الوضع: { $id }
shesh-besh-position-id-turn-began = رمز الوضع: { $id } (كما كان في بداية الدور)
shesh-besh-dice-rolled = رُمي النرد: { $dice }. العب الرقمين، ثم Enter.
shesh-besh-turn-not-finished = الدور لم ينتهِ: العب أرقام النرد أولاً.
shesh-besh-no-double-now = رُمي النرد: المضاعفة تكون قبل الرمي، ولا مضاعفة الآن.
shesh-besh-turn-complete = الدور كامل: Enter للتأكيد، u للتراجع.
shesh-besh-not-yours = لا حجر لك هنا.
shesh-besh-off-stays = الحجارة التي خرجت تبقى خارج اللوح.
shesh-besh-no-checker-on-point = { $name }: لا حجر على الخانة { $point }.
shesh-besh-no-checker-on-bar = { $name }: لا حجر على الحاجز.
shesh-besh-enter-first = { $name }: عندك حجر مأكول على الحاجز، يجب أن يدخل أولاً.
shesh-besh-cannot-move-with = هذا الحجر لا يستطيع الحركة ({ $dice }).
shesh-besh-not-allowed = هذه الخطوة غير مسموحة: اضغط u للتراجع.
shesh-besh-no-legal-turn = لم تجد القواعد دوراً صحيحاً بهذه الخطوات: اضغط u للتراجع.
shesh-besh-nothing-to-undo = لا شيء للتراجع عنه في هذا الدور.

## The log.
shesh-besh-log-turn = { $name } { $dice }: { $moves }
shesh-besh-log-no-move = { $name } { $dice }: لا حركة، يضيع الدور
shesh-besh-log-opening = الرمية الأولى: { $white } { $white_die }، { $black } { $black_die }: الدور الأول لـ{ $starter }
shesh-besh-log-opening-tie = الرمية الأولى: { $die } لكل منهما، الرمي من جديد
shesh-besh-log-game-won = اللعبة { $game }: فوز { $name }، { $how }، { $points } ({ $white }–{ $black })
shesh-besh-log-match-won = فوز { $name } بالمباراة { $white }–{ $black }
shesh-besh-log-doubles = { $name }: مضاعفة إلى { $value }
shesh-besh-log-takes = { $name }: قبول المكعب على { $value }
shesh-besh-log-drops = { $name }: رفض المضاعفة

## A game's result on the board, and the results screen.
shesh-besh-result-wins = فوز { $name }
shesh-besh-result-wins-game = فوز { $name } باللعبة { $game }
shesh-besh-result-kind = { $how } · { $points }
shesh-besh-result-over = انتهت اللعبة
shesh-besh-result-match = فوز { $name } بالمباراة
shesh-besh-result-next = Enter: اللعبة التالية
shesh-besh-headline-game = فوز { $name } باللعبة: { $how }
shesh-besh-headline-match = فوز { $name } بالمباراة { $won }–{ $lost }
shesh-besh-headline-in-progress = المباراة جارية: { $white } { $white_score } – { $black_score } { $black }
shesh-besh-details-single = { $how }: { $points }
shesh-besh-details-game = اللعبة { $game }: { $name }، { $how }، { $points } ({ $white }–{ $black })

## The shelf of saved games, and the leave question.
shesh-besh-progress-pips = { $name } في المقدمة بفارق { $pips ->
    [1] خطوة واحدة
    [2] خطوتين
    [few] { $pips } خطوات
   *[other] { $pips } خطوة
} · الحركة { $moves }
shesh-besh-progress-move = الحركة { $moves }
shesh-besh-progress-match = مباراة إلى { $match_to }، اللعبة { $game }، { $name } في المقدمة { $white }–{ $black } · الحركة { $moves }
shesh-besh-progress-match-level = مباراة إلى { $match_to }، اللعبة { $game }، { $white }–{ $black } · الحركة { $moves }
shesh-besh-unconfirmed-double = مضاعفة { $name } مختارة ولم تُؤكَّد
shesh-besh-unconfirmed-take = قبول { $name } مختار ولم يُؤكَّد
shesh-besh-unconfirmed-drop = رفض { $name } مختار ولم يُؤكَّد
shesh-besh-unconfirmed-turn = { $name }: لُعب { $moves } من { $dice } ولم يُؤكَّد

## The game's keys, in the help and the key bar.
shesh-besh-key-pick = اختر، انقل، أكّد
shesh-besh-key-undo = تراجع خطوة
shesh-besh-key-cursor = المؤشر
shesh-besh-key-other-row = الصف الآخر
shesh-besh-key-next-checker = الحجر التالي
shesh-besh-key-esc = أرجع الحجر المختار؛ وبلا حجر مختار، اترك اللعبة (بعد السؤال)
shesh-besh-key-numbering = الترقيم من جهتي / ثابت
shesh-besh-key-position-id = اعرض رمز الوضع وانسخه
shesh-besh-key-double = ضاعف (مع المكعب، قبل الرمي)
shesh-besh-key-take-drop = اقبل / ارفض المضاعفة
shesh-besh-click = حجر، ثم خانة معلّمة؛ النرد للرمي؛ المكعب للمضاعفة
shesh-besh-typed-does = اكتب دوراً، الخانات مرقّمة من جهتك (13/7 8/7)
shesh-besh-typed-examples = Enter يختاره، Esc يغلق (خاناتك: 13/7 8/7، bar/22، 6/off)
shesh-besh-typed-not-legal = { $notation } ليس دوراً مسموحاً الآن.

## The hint's why (the rules crate's typed reasons, shesh_besh::bot::TurnSaid)

shesh-besh-why-hits = { $count ->
    [zero] لا تأكل شيئًا
    [one] تأكل حجرًا وحيدًا
    [two] تأكل حجرين وحيدين
    [few] تأكل { $count } حجارة وحيدة
    [many] تأكل { $count } حجرًا وحيدًا
   *[other] تأكل { $count } حجر وحيد
}
shesh-besh-why-enters = تُدخل الحجارة عن الحاجز
shesh-besh-why-enters-one = تُدخل حجرًا عن الحاجز
shesh-besh-why-bears-off = { $count ->
    [zero] لا تُخرج حجارة
    [one] تُخرج حجرًا
    [two] تُخرج حجرين
    [few] تُخرج { $count } حجارة
    [many] تُخرج { $count } حجرًا
   *[other] تُخرج { $count } حجر
}
shesh-besh-why-makes-point = تبني خانتك { $point }
shesh-besh-why-makes-two = تبني خانتيك { $first } و{ $second }
shesh-besh-why-makes-points = تبني { $count } خانات، من خانتك { $first } إلى خانتك { $last }
shesh-besh-why-runs = { $count ->
    [zero] لا تهرّب حجارة
    [one] تهرّب حجرًا من الخلف
    [two] تهرّب حجرين من الخلف
    [few] تهرّب { $count } حجارة من الخلف
    [many] تهرّب { $count } حجرًا من الخلف
   *[other] تهرّب { $count } حجر من الخلف
}
shesh-besh-why-no-blot = لا تترك حجرًا وحيدًا
shesh-besh-why-races = تسابق إلى البيت
shesh-besh-why-leaves = { $count ->
    [zero] لا تترك حجرًا وحيدًا
    [one] تترك حجرًا وحيدًا
    [two] تترك حجرين وحيدين
    [few] تترك { $count } حجارة وحيدة
    [many] تترك { $count } حجرًا وحيدًا
   *[other] تترك { $count } حجر وحيد
}
shesh-besh-why-best = أحسن ما يسمح به النرد
shesh-besh-why-best-though = أحسن ما يسمح به النرد، مع أنها { $cost }
shesh-besh-why-and = { $first }، { $rest }
## A cube answer's why (D3), from the answer alone (English readers keep
## the bot's line, with its odds).
shesh-besh-why-double = تقدّم كبير: وقت المضاعفة
shesh-besh-why-no-double = التقدّم لا يكفي للمضاعفة
shesh-besh-why-take = فرص الفوز ما زالت تكفي للقبول
shesh-besh-why-drop = التأخّر أكبر من أن يُقبل

## The typed line's refusals of text that does not read
## (shesh_besh::notation::Unread); $text is the word as typed, $from and
## $to the places of a move as typed (a point, bar or off).
shesh-besh-unread-bad-repeat = «{ $text }»: عدد المرات بين القوسين من 1 إلى 4
shesh-besh-unread-not-a-move = «{ $text }» ليست نقلة: اكتب من/إلى، مثل 24/18
shesh-besh-unread-to-bar = لا ينتقل حجر إلى الحاجز
shesh-besh-unread-from-off = لا يتحرك حجر أُخرج من اللوح
shesh-besh-unread-not-a-point = «{ $text }» ليست خانة (من 1 إلى 24)، ولا «bar» ولا «off»
shesh-besh-unread-backwards = { $from }/{ $to } لا تمشي نحو البيت
shesh-besh-unread-after-off = لا شيء بعد حجر أُخرج من اللوح
shesh-besh-unread-too-many-moves = نقلات أكثر مما يتسع له دور واحد
shesh-besh-unread-not-dice = «{ $text }» ليس رقمَي نرد (مثل 6-3)
shesh-besh-unread-dice-range = حجر النرد من 1 إلى 6، لا { $first }-{ $second }
shesh-besh-unread-spans-dice = { $from }/{ $to } أبعد من رقم نرد واحد؛ اكتب خطوة لكل رقم
shesh-besh-unread-off-from-outside = { $from }/off: لا يخرج من اللوح إلا حجر في بيتك
shesh-besh-unread-four-steps = في الدور أربع خطوات على الأكثر
shesh-besh-unread-not-legal-here = ليس دورًا مسموحًا بهذا النرد هنا
shesh-besh-unread-ambiguous = غير واضح: قد يكون { $turns }؛ اكتب كل خطوة (مثل 24/18*/13)
shesh-besh-unread-or = { $first } أو { $rest }
