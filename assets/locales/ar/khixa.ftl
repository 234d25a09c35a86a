# khixa: the game's own words (ar). Ids start with "khixa-".
# The sheet's words (seeds/khixa.ar.txt): شوط / أشواط، مباراة، قطعة، حجر
# النرد، الكومة، جوكر، سرقة، فجوة، تجويف، ثلاثي، زوج، رباعي، سلّم، خماسي،
# متصلة، يفقد اللاعب الدور; the family words of docs/i18n-words.md: منطقتك،
# خانة، بروز، تعشيق، تُوضع جانبًا، and the colours. Names are not gendered: a name starts a phrase
# with a colon, or follows a noun ("الفوز لـ…").

## The game on the shelf: its name and its seats (it has no options).
khixa-title = خيكسا (Khixa)
khixa-summary = قطع مثل البزل حسب حجر النرد: ركّبوا ما يطلبه كل شوط؛ والفجوات تعطي جوكر.
khixa-seat-1 = اللاعب 1
khixa-seat-2 = اللاعب 2
khixa-seat-3 = اللاعب 3
khixa-seat-4 = اللاعب 4
khixa-seat-5 = اللاعب 5
khixa-seat-6 = اللاعب 6
khixa-seat-7 = اللاعب 7
khixa-seat-8 = اللاعب 8

## The rounds' formations ($formation: trio, pair, four, ladder, five, four-and-trio).
khixa-formation = { $formation ->
    [trio] ثلاثي
    [pair] زوج
    [four] رباعي
    [ladder] سُلَّم
    [five] خماسي
   *[four-and-trio] رباعي وثلاثي
}

## A piece by its colour ($colour: red, orange, yellow, green, blue, purple) and number.
khixa-the-piece = { $colour ->
    [red] القطعة { $value } الحمراء
    [orange] القطعة { $value } البرتقالية
    [yellow] القطعة { $value } الصفراء
    [green] القطعة { $value } الخضراء
    [blue] القطعة { $value } الزرقاء
   *[purple] القطعة { $value } البنفسجية
}
khixa-a-piece = { $colour ->
    [red] قطعة { $value } حمراء
    [orange] قطعة { $value } برتقالية
    [yellow] قطعة { $value } صفراء
    [green] قطعة { $value } خضراء
    [blue] قطعة { $value } زرقاء
   *[purple] قطعة { $value } بنفسجية
}

## Lists: "أمل، دوف ولينا".
khixa-list-and = { $first } و{ $last }
khixa-list-comma = { $first }، { $rest }
khixa-score-of = { $name } { $score }

## A placement's contacts.
khixa-contacts-none = لا تعشيق ولا فجوة
khixa-contacts-interlocks = { $interlocks ->
    [1] تعشيق واحد
    [2] تعشيقان
    [few] { $interlocks } تعشيقات
   *[other] { $interlocks } تعشيقًا
}
khixa-contacts-gaps = { $gaps ->
    [1] فجوة واحدة
    [2] فجوتان
    [few] { $gaps } فجوات
   *[other] { $gaps } فجوة
}
khixa-contacts-both = { $interlocks ->
    [1] تعشيق واحد
    [2] تعشيقان
    [few] { $interlocks } تعشيقات
   *[other] { $interlocks } تعشيقًا
} و{ $gaps ->
    [1] فجوة واحدة
    [2] فجوتان
    [few] { $gaps } فجوات
   *[other] { $gaps } فجوة
}

## Under the large area, the small areas and the scores.
khixa-info-round-over = انتهى الشوط { $round } ({ $formation })
khixa-info-winner = { $name }: { $points ->
    [1] نقطة واحدة
    [2] نقطتان
    [few] { $points } نقاط
   *[other] { $points } نقطة
}
khixa-info-ran-out = نفدت الكومة: لا فائز
khixa-info-from = من { $name }
khixa-info-round = { $whose } · الشوط { $round }/6
khixa-info-rolls = الرميات
khixa-info-pile = الكومة
khixa-info-must-fit = يجب التعشيق: خانات + تتعشّق
khixa-info-any-cell = لا تعشيق ممكن: أي خانة +
khixa-info-jokers = { $count ->
    [1] جوكر واحد
    [2] جوكران
    [few] { $count } جوكرات
   *[other] { $count } جوكر
}: خذ قطعة بين [ ]
khixa-pager = ◀ [  { $shown } من { $others } معروضة  ] ▶
khixa-scores = النقاط
khixa-total = مجموع
khixa-totals-header = النقاط · الشوط { $round } من 6 · المجموع
khixa-log = السجل
khixa-log-empty = لا شيء بعد.

## The message line.
khixa-round-over-press-enter = انتهى الشوط { $round }: اضغط Enter للشوط التالي.
khixa-roll-first = ارمِ حجر النرد أولاً: اضغط r.
khixa-hint-over = انتهت المباراة.
khixa-hint-round-over = انتهى الشوط { $round }: Enter للشوط التالي.
khixa-hint-opening = { $name }: رمية لتحديد من يبدأ، اضغط r. الأعلى يبدأ؛ وعند التعادل يُعاد الرمي.
khixa-hint-roll = دور { $name }: ارمِ حجر النرد، اضغط r (أو Enter).
khixa-hint-placed = { $name }: القطعة { $shape } في { $cell }، مُدارة r{ $rot }. Enter للتأكيد، u للتراجع.
khixa-hint-place = { $name }: ضع { $piece }. الأسهم للتحريك، t للتدوير، Enter يضعها على خانة +.
khixa-hint-declines = { $name }: ترك الجوكر. Enter للتأكيد، u للتراجع.
khixa-hint-steals = { $name }: سرقة قطعة { $victim } من { $from } ووضعها في { $to }، مُدارة r{ $rot }. Enter للتأكيد، u للتراجع.
khixa-hint-put = { $name }: ضع قطعة { $victim }. t للتدوير، Enter يضعها على خانة +، u يعيدها.
khixa-hint-jokers = مع { $name } { $count ->
    [1] جوكر واحد
    [2] جوكران
    [few] { $count } جوكرات
   *[other] { $count } جوكر
}: Tab إلى قطعة بين [ ]، Enter يأخذها؛ x للترك.
khixa-die-rolled = رُمي حجر النرد: ضع القطعة { $shape } أولاً.
khixa-put-back-first = اخترت قطعة لتسرقها: u يعيدها، ثم x لترك الجوكر.
khixa-no-joker = لا جوكر لتتركه: ضع القطعة.
khixa-turned-to-fit = أُديرت r{ $rot } لتناسب { $cell }: Enter للتأكيد، u للتراجع.
khixa-own-area = هذه منطقتك: الجوكر يسرق من لاعب آخر.
khixa-pick-first = اختر أولاً قطعة لتسرقها (Tab، Enter)، أو x لترك الجوكر.
khixa-use-joker-first = استعمل الجوكر أولاً: خذ قطعة بين [ ]، أو x للترك.
khixa-no-piece-in = { $name }: لا قطعة في { $cell }.
khixa-would-split = أخذ قطعة { $name } من { $cell } يفصل قطع { $name }: لا تُسرق إلا قطعة في الطرف.
khixa-no-placement-for = قطعة { $name } ({ $shape }) في { $cell } لا مكان ممكناً لها في منطقتك.

## Why a piece may not go in a cell ($side: north, east, south, west).
khixa-refused-taken = ليس هنا: { $cell } مشغولة.
khixa-refused-impossible = ليس هنا: في { $cell } مُدارة r{ $rot } يلتقي جانبها { $side ->
    [north] الشمالي
    [east] الشرقي
    [south] الجنوبي
   *[west] الغربي
} بجارتها التقاءً مستحيلاً (البروز لا يدخل إلا في تجويف على شكله).
khixa-refused-must-fit = ليس هنا: القطعة { $shape } تتعشّق في مكان ما، فيجب ذلك: { $cell } مُدارة r{ $rot } بلا تعشيق.
khixa-refused = ليس هنا: القطعة { $shape } لا توضع في { $cell }.

## The log.
khixa-log-opening-roll = { $name }: { $value } في رمية البداية
khixa-log-opening-tie = تعادل { $names } على أعلى رمية: يُعاد الرمي
khixa-log-opening-won = البداية لـ{ $name } بأعلى رمية
khixa-log-rolls = { $name }: رمية { $value }، { $piece }
khixa-log-turn-lost = { $name }: رمية { $value }، لا قطعة { $value } في الكومة، ضاع الدور
khixa-log-set-aside = { $name }: القطعة { $shape } لا مكان ممكناً لها، تُوضع جانبًا حتى نهاية الشوط
khixa-log-places = { $name }: القطعة { $shape } في { $cell }: { $contacts }
khixa-log-places-turned = { $name }: القطعة { $shape } في { $cell }، مُدارة r{ $rot }: { $contacts }
khixa-log-steals = { $name }: سرقة القطعة { $shape } من { $victim } في { $from } ووضعها في { $cell }: { $contacts }
khixa-log-steals-turned = { $name }: سرقة القطعة { $shape } من { $victim } في { $from } ووضعها في { $cell }، مُدارة r{ $rot }: { $contacts }
khixa-log-jokers-earned = { $name }: { $count ->
    [1] جوكر واحد
    [2] جوكران
    [few] { $count } جوكرات
   *[other] { $count } جوكر
} من الفجوات
khixa-log-declines = { $name }: ترك الجوكر
khixa-log-jokers-lost = { $name }: ضاع { $count ->
    [1] جوكر واحد
    [2] جوكران
    [few] { $count } جوكرات
   *[other] { $count } جوكر
}، لا قطعة يمكن سرقتها ووضعها
khixa-log-round-won = الشوط { $round } ({ $formation }): الفوز لـ{ $name }، { $points ->
    [1] نقطة واحدة
    [2] نقطتان
    [few] { $points } نقاط
   *[other] { $points } نقطة
}
khixa-log-round-empty = الشوط { $round } ({ $formation }): نفدت الكومة، لا فائز
khixa-log-round-scores = نقاط الشوط { $round }: { $scores }
khixa-log-match-won = الفوز بالمباراة لـ{ $name } بـ{ $best }
khixa-log-match-shared = يتقاسم الفوز { $names } بـ{ $best }

## The results, the shelf of saved games and the leave question.
khixa-headline-in-progress = الشوط { $round } من 6 جارٍ
khixa-headline-wins = الفوز لـ{ $name } بـ{ $points ->
    [1] نقطة واحدة
    [2] نقطتين
    [few] { $points } نقاط
   *[other] { $points } نقطة
}
khixa-headline-share = يتقاسم الفوز { $names } بـ{ $points ->
    [1] نقطة واحدة
    [2] نقطتين
    [few] { $points } نقاط
   *[other] { $points } نقطة
}
khixa-details-won = الشوط { $round } ({ $formation }): الفوز لـ{ $name }؛ { $scores }.
khixa-details-ran-out = الشوط { $round } ({ $formation }): نفدت الكومة؛ { $scores }.
khixa-progress = الشوط { $round } من 6
khixa-progress-level = الشوط { $round } من 6، تعادل على { $best }
khixa-progress-leads = الشوط { $round } من 6، { $count ->
    [1] في المقدمة { $names }
   *[other] في المقدمة معاً { $names }
} بـ{ $best }
khixa-progress-over = انتهت، { $count ->
    [1] الفوز لـ{ $names }
   *[other] الفوز مشترك بين { $names }
} بـ{ $best }
khixa-unconfirmed-place = القطعة { $shape } لـ{ $name } في { $cell }، مُدارة r{ $rot }، مختارة ولم تُؤكَّد
khixa-unconfirmed-steal = سرقة { $name } لقطعة { $victim } من { $from } إلى { $to } مختارة ولم تُؤكَّد
khixa-unconfirmed-decline = ترك { $name } للجوكر مختار ولم يُؤكَّد
khixa-unconfirmed-picked = قطعة { $victim } في { $from } مأخوذة بالجوكر ولم تُوضع

## The game's keys, in the help and the key bar.
khixa-key-primary = ضع، خذ، ارمِ
khixa-key-turn = دوّر القطعة
khixa-key-cursor = المؤشر
khixa-key-next-cell = الخانة المعلّمة التالية
khixa-key-decline = اترك الجوكر
khixa-key-put-back = أعد القطعة المسروقة
khixa-key-pages = مناطق اللاعبين الآخرين، صفحة بعد صفحة
khixa-key-roll = ارمِ
khixa-key-place = ضع
khixa-key-take = خذ
khixa-key-next-piece = القطعة التالية
khixa-key-next-round = الشوط التالي
khixa-click = خانة للوضع (مرة ثانية للتأكيد)؛ قطعة معلّمة للسرقة؛ النقر الأيمن يدوّر
khixa-typed-does = اكتب وضع قطعة (place 3 c4 r1)
khixa-typed-examples = Enter يختاره، Esc يغلق (مثلاً place 3 c4 r1، decline)
khixa-typed-not-legal = { $notation } ليست حركة مسموحة الآن.

## The hint's why (the rules crate's typed reasons, khixa::bot::Why): the
## piece placed ($rot: clockwise quarter turns 0 to 3), then what it does.
khixa-why-placed = { $rot ->
    [1] القطعة { $shape } في { $cell }، مُدارة ربع دورة،
    [2] القطعة { $shape } في { $cell }، مُدارة نصف دورة،
    [3] القطعة { $shape } في { $cell }، مُدارة ثلاثة أرباع دورة،
   *[other] القطعة { $shape } في { $cell }
}
khixa-why-completes = { $placed } تُكمل التشكيلة ({ $formation })
khixa-why-ladder = { $placed } تبني نحو السُّلَّم
khixa-why-starts = { $placed } تبدأ مجموعة
khixa-why-joins = { $placed } تتصل بقطع { $shape } عندك: { $size ->
    [2] مجموعة من قطعتين
    [few] مجموعة من { $size } قطع
   *[other] مجموعة من { $size } قطعة
}
khixa-why-jokers = { $said }؛ وتكسب { $count ->
    [1] جوكرًا واحدًا
    [2] جوكرين
    [few] { $count } جوكرات
   *[other] { $count } جوكر
}
khixa-why-steals = { $rot ->
    [1] تسرق القطعة { $shape } للاعب { $victim } من خانته { $from } إلى خانتك { $to }، مُدارة ربع دورة
    [2] تسرق القطعة { $shape } للاعب { $victim } من خانته { $from } إلى خانتك { $to }، مُدارة نصف دورة
    [3] تسرق القطعة { $shape } للاعب { $victim } من خانته { $from } إلى خانتك { $to }، مُدارة ثلاثة أرباع دورة
   *[other] تسرق القطعة { $shape } للاعب { $victim } من خانته { $from } إلى خانتك { $to }
}
khixa-why-steal-completes = { $steal }، وتُكمل التشكيلة ({ $formation })
khixa-why-steal-breaks = { $steal }، فتكسر مجموعته
khixa-why-declines = تترك الجوكر

## The typed line's refusals of text that does not read (khixa::Unread);
## $text is the word as typed.
khixa-unread-not-an-action = الحركة تُكتب «roll 4» أو «place 3 c4 r1» أو «steal 2:d5 to e4 r0» أو «decline»
khixa-unread-roll-how = اكتب الرمية هكذا: «roll 4»
khixa-unread-not-a-face = «{ $text }» ليس وجهًا من وجوه حجر النرد (من 1 إلى 6)
khixa-unread-place-how = اكتب وضع القطعة هكذا: «place 3 c4 r1» (القطعة، الخانة، التدوير)
khixa-unread-not-a-shape = «{ $text }» ليس رقم قطعة (من 1 إلى 6)
khixa-unread-cell-written = «{ $text }» ليست خانة: اكتب عمودًا من a إلى h وصفًا من 1 إلى 8، مثل c4
khixa-unread-cell-outside = «{ $text }» ليست خانة: الأعمدة من a إلى h والصفوف من 1 إلى 8
khixa-unread-not-a-rotation = «{ $text }» ليس تدويرًا: اكتب r0 أو r1 أو r2 أو r3 (أرباع دورة باتجاه عقارب الساعة)
khixa-unread-steal-how = اكتب السرقة هكذا: «steal 2:d5 to e4 r0» (مقعد اللاعب وخانته، ثم خانتك والتدوير)
khixa-unread-not-a-victims-piece = «{ $text }» ليست قطعة لاعب: اكتب المقعد:الخانة، مثل 2:d5
khixa-unread-not-a-seat = «{ $text }» ليس رقم مقعد (العدّ من 0)
khixa-unread-decline-alone = لا يُكتب شيء بعد «decline»
