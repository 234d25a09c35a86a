# toki: the game's own words (ar). Ids start with "toki-".
# The sheet's words (seeds/toki.ar.txt): كرت، الصندوق، البنك، الكومة المكشوفة،
# مكشوف، مخفي، دورة، زوج، رباعية، سداسية، ثمانية، توكي، توكي طائر.
# Cards come as $card: a number, or "toki".

## The game, its seats (setup, picker)

toki-title = توكي توكي (Toki Toki)
toki-summary = كوّنوا أزواجًا في أعمدة صندوق من كروت مخفية؛ التوكي ينسخ جاره.
toki-seat-1 = لاعب 1
toki-seat-2 = لاعب 2
toki-seat-3 = لاعب 3
toki-seat-4 = لاعب 4
toki-seat-5 = لاعب 5
toki-seat-6 = لاعب 6

## Cards and words used inside other messages

toki-card = { $card ->
    [toki] توكي
   *[other] { $card }
}
toki-the-card = { $card ->
    [toki] التوكي
   *[other] الكرت { $card }
}
toki-face-down-card = { $card ->
    [toki] توكي مخفي
   *[other] { $card } مخفي
}
toki-from-bank = البنك
toki-from-discard = الكومة المكشوفة
toki-bonus = { $group ->
    [four] رباعية
    [six] سداسية
   *[eight] ثمانية
} من { $value } { $points }
toki-and = { $first } و{ $second }
toki-list-comma = {"، "}
toki-list-semicolon = {"؛ "}
toki-pairs-of = { $count ->
    [0] لا أزواج
    [one] زوج { $values }
    [two] زوجان: { $values }
   *[other] أزواج: { $values }
}
toki-points = {"="} { $points }
toki-points-change = { $before }←{ $after }

## The keys (key bar and help)

toki-key-cell = كرت من الصندوق
toki-key-rule = الطريقة a أو b أو c أو d
toki-key-next = التالي / السابق
toki-key-flip = الكرت فوقه أو تحته
toki-key-all-help = في نهاية الدورة: اكشف كل الكروت المخفية
toki-key-choose = اختر
toki-key-back = خطوة للوراء
toki-key-results = النتائج
toki-key-next-round = وزّع الدورة التالية
toki-key-turn-up = اكشف الكرت التالي
toki-key-all = كلها
toki-key-deal = وزّع
toki-click = كومة، كرت من الصندوق، جواب؛ ومرة ثانية للتأكيد
toki-notation-does = اكتب اختيارك (open 1 6، take bank، a3)
toki-notation-examples = Enter يختاره، Esc يغلق (مثلًا open 1 6، take bank، a3، c keep)
toki-typed-not-legal = { $notation } ليس اختيارًا مسموحًا الآن.

## The prompt row

toki-rule-a = a كرت مكشوف
toki-rule-b = b كرت مخفي
toki-rule-c = c ارمِ واكشف
toki-rule-d = d توكي طائر
toki-answer-chance = نترك الحظ يقرر
toki-answer-bank = كرت البنك الأعلى
toki-answer-discard = الكومة المكشوفة
toki-answer-discard-card = { $card ->
    [toki] التوكي من الكومة
   *[other] الـ{ $card } من الكومة
}
toki-answer-turn-up = اكشفه
toki-answer-keep = أبقه مخفيًا
toki-ask-deal = الدورة { $round } هي التالية: Enter يوزّع.
toki-ask-open = { $name }: اكشف كرتين من صندوقك (1–8).
toki-ask-open-second = { $name }: الكرت { $cell }، وأي كرت آخر؟
toki-ask-starter = تعادل على { $sum }: من يبدأ؟
toki-ask-take = { $name }: اسحب
toki-ask-rule = { $card }:
toki-ask-last-card = كرتك المخفي الأخير:
toki-recap-last = انتهت الدورة { $round }، وانتهت اللعبة. Enter: النتائج.
toki-recap-done = انتهت الدورة { $round }. Enter: وزّع الدورة { $next }.
toki-recap-replay = انتهت الدورة { $round }.
toki-recap-replay-last = انتهت الدورة { $round }، وانتهت اللعبة.
toki-recap-turning = انتهت الدورة { $round }. Enter: اكشف الكرت التالي ({ $count ->
    [one] بقي واحد
    [two] بقي اثنان
    [few] بقي { $count }
   *[other] بقي { $count }
}) · s: الكل

## The message line: what a choice does, what to do now

toki-do-open = اكشف الكرتين { $first } و{ $second }.
toki-do-starts = الدور الأول لـ{ $name }.
toki-do-take-bank = اسحب الكرت الأعلى من البنك.
toki-do-take-discard = اسحب { $card } من الكومة المكشوفة (وبعدها يجب وضعه في الصندوق).
toki-do-a = الكرت { $cell }: { $card } مكان { $old }، الذي يُرمى إلى الكومة.
toki-do-b = الكرت { $cell }: { $card } مكان الكرت المخفي، الذي يُرمى دون النظر إليه.
toki-do-c = ارمِ { $card } واكشف الكرت { $cell }.
toki-do-keep = ارمِ { $card } وأبقِ كرتك الأخير مخفيًا.
toki-do-d = توكي الكرت { $toki } يطير إلى الكرت { $to } (يُرمى دون النظر إليه)؛ و{ $card } يأخذ مكانه.
toki-hint-scores = نقاط كل دورة في الجدول؛ صاحب أقل مجموع بعد خمس دورات يفوز.
toki-hint-open = كرت برقمه، أو ←→ و Enter، أو نقرة. لا أحد يعرف هذه الكروت بعد.
toki-hint-starter = الورقة تقول: يبدأ من تاريخ ميلاده أقرب. ←→ و Enter، أو نقرة.
toki-hint-take = ←→ و Enter، أو انقر البنك أو الكومة المكشوفة.
toki-hint-rule = a أو b أو c أو d لـ{ $card }؛ أو كرت من صندوقك (مكشوف: a؛ مخفي: b).
toki-hint-a = a: أي كرت مكشوف يأخذ { $card } مكانه؟ 1–8، ←→ Enter، أو نقرة.
toki-hint-b = b: أي كرت مخفي يأخذ { $card } مكانه؟ يُرمى دون النظر إليه.
toki-hint-c = c: يُرمى { $card }؛ أي كرت مخفي تكشف؟
toki-hint-d = d: أين يهبط التوكي؟ على كرت مخفي، يُرمى دون النظر إليه.
toki-hint-last-card = يمكنك إبقاء كرتك الأخير مخفيًا ورمي الكرت المسحوب.
toki-hint-toki = d: أي توكي يطير؟ { $card ->
    [toki] التوكي
   *[other] الكرت { $card }
} يأخذ مكانه.
toki-recap-keys = انتهت الدورة { $round }: Enter يكشف الكرت التالي، و s يكشفها كلها.

## Refusals

toki-refuse-nothing = لا شيء للاختيار هنا.
toki-refuse-c = الكرت المسحوب من الكومة المكشوفة يجب وضعه: a أو b أو d.
toki-refuse-d-nowhere = لا d: لا كرت مخفي في صندوقك ليهبط عليه التوكي.
toki-refuse-d-no-toki = لا d: لا توكي مكشوف عندك ينسخ { $card }.
toki-refuse-b = لا b: كل كروت صندوقك مكشوفة.
toki-refuse-pile = هذه الكومة فارغة.
toki-refuse-not-now = لا يمكن اختيار هذا الآن.
toki-refuse-take-first = اسحب كرتًا أولًا: من البنك أو من الكومة المكشوفة.
toki-refuse-open-first = أولًا يكشف كل لاعب كرتين من صندوقه.
toki-refuse-rules-later = الطرق a–d هي للكرت المسحوب في الدور.
toki-refuse-open-up = الكرت { $cell } مكشوف من قبل: اكشف كرتًا مخفيًا.
toki-refuse-cell = الكرت { $cell } لا يمكن أن يأخذ { $card } مكانه.
toki-refuse-a-down = a تبدّل كرتًا مكشوفًا؛ الكرت { $cell } مخفي (هذه b).
toki-refuse-b-up = b تبدّل كرتًا مخفيًا؛ الكرت { $cell } مكشوف (هذه a).
toki-refuse-c-up = c تكشف كرتًا مخفيًا؛ الكرت { $cell } مكشوف.
toki-refuse-d-up = التوكي يهبط فقط على كرت مخفي؛ الكرت { $cell } مكشوف.
toki-refuse-cell-any = لا يمكن اختيار الكرت { $cell }.
toki-refuse-last-card = كرتك المخفي الأخير: اكشفه، أو أبقه مخفيًا.
toki-refuse-not-flyer = الكرت { $cell } ليس توكي يستطيع الطيران.
toki-refuse-starter-first = أولًا: من يبدأ؟
toki-refuse-other-box = هذا صندوق { $name }.

## The board and the panel

toki-round-of = الدورة { $round } من { $of }
toki-game-over = انتهت اللعبة
toki-bank-out = نفد البنك { $times } من 2
toki-news-all-up = صندوق { $name } مكشوف كله: الأدوار الأخيرة
toki-news-tie = تعادل على أعلى مجموع
toki-pile-bank = البنك
toki-pile-discard = الكومة
toki-pile-taken = المسحوب
toki-taken-from-bank = البنك
toki-taken-from-discard = الكومة
toki-box-all-up = مكشوف كله: الأدوار الأخيرة
toki-column-pair = زوج
toki-table-round = الدورة
toki-table-total = المجموع
toki-round-title = الدورة { $round }
toki-recap-why = انتهت الدورة: { $why }.
toki-recap-turned = كُشف { $shown } من { $count }.
toki-end-last-turns = صندوق مكشوف كله وكل اللاعبين لعبوا دورهم الأخير
toki-end-bank-twice = نفد البنك للمرة الثانية
toki-end-turn-limit = كل لاعب لعب { $count ->
    [few] { $count } أدوار
    [many] { $count } دورًا
   *[other] { $count } دور
} في هذه الدورة

## The log

toki-log-dealt = الدورة { $round }: وُزّعت الكروت؛ { $card } يفتح الكومة المكشوفة.
toki-log-opened = { $name }: كشف { $first } و{ $second }: { $sum }.
toki-log-tied = { $names }: تعادل على { $sum }، والطاولة تقرر من يبدأ.
toki-log-starts-tied = الدور الأول لـ{ $name }، باختيار الطاولة بين المتعادلين.
toki-log-starts = الدور الأول لـ{ $name }، بأعلى مجموع، { $sum }.
toki-log-takes = سحب { $card } من { $pile }
toki-log-plays-taken = لعب الكرت المسحوب
toki-log-replaced = { $name }: { $took } ووضعه مكان الكرت { $cell }، بدل { $old }.
toki-log-discarded-turned = { $name }: { $took } ورماه؛ وكشف الكرت { $cell }: { $card }.
toki-log-discarded-kept = { $name }: { $took } ورماه، وأبقى الكرت الأخير مخفيًا.
toki-log-flew = { $name }: { $took } مكان التوكي في الكرت { $toki }؛ طار التوكي إلى الكرت { $to } مكان { $old }، الذي رُمي.
toki-log-box-up = صندوق { $name } مكشوف كله: كل لاعب آخر يلعب دورًا أخيرًا.
toki-log-bank-out = نفد البنك.
toki-log-bank-out-twice = نفد البنك للمرة الثانية: تنتهي الدورة بعد هذا الدور.
toki-log-reshuffled = خُلطت الكومة المكشوفة إلا كرتها الأعلى: بنك جديد من { $count ->
    [one] كرت واحد
    [two] كرتين
    [few] { $count } كروت
    [many] { $count } كرتًا
   *[other] { $count } كرت
}.
toki-log-round-over = انتهت الدورة { $round }: { $why }.
toki-log-scores = { $name }: النقاط { $points }: { $why }.
toki-log-scores-turned = { $name }: النقاط { $points } (كُشف: { $turned }): { $why }.
toki-log-game-over = { $count ->
    [one] الفائز { $names } بأقل مجموع، { $best }.
   *[other] فوز مشترك: { $names } بمجموع { $best }.
}

## The results and the shelf of saved games

toki-not-over = اللعبة لم تنته
toki-headline = { $count ->
    [one] الفائز { $names } بأقل مجموع، { $best }
   *[other] فوز مشترك: { $names } بمجموع { $best }
}
toki-details = أقل مجموع يفوز. حسب الدورات:
toki-details-round = الدورة { $round }: { $scores }
toki-details-score = { $name } { $points }
toki-progress = الدورة { $round } من { $of } · النقلة { $moves }
toki-progress-lead = الدورة { $round } من { $of }، { $count ->
    [one] المتقدم { $names }
   *[other] المتقدمون { $names }
} بـ{ $best } · النقلة { $moves }
toki-progress-level = الدورة { $round } من { $of }، تعادل على { $best } · النقلة { $moves }

## The typed line: text that reads as no action.
toki-unread-empty = لا شيء مكتوب: جرّب take bank أو a3 أو b6 أو c6 أو c keep أو d2>6.
toki-unread-seed = البذرة عدد صحيح.
toki-unread-one-seed = { $word } يأخذ بذرة واحدة: { $word } 42.
toki-unread-starter = اللاعب الذي يبدأ رقم من 1 إلى 6.
toki-unread-starts-one = starts يأخذ رقم اللاعب: starts 2.
toki-unread-same-cell = الكرتان المكشوفتان كرتان مختلفتان: open 1 6.
toki-unread-open-two = open يأخذ رقمي كرتين من 1 إلى 8: open 1 6.
toki-unread-take = take bank أو take discard.
toki-unread-not-an-action = هذا ليس اختيارًا: take bank أو take discard، ثم a أو b أو c أو d مع رقم كرت (a3، c keep، d2>6).
toki-unread-one-cell = { $letter } يأخذ رقم كرت واحد من 1 إلى 8: { $letter }3.
toki-unread-toki-cells = d يأخذ رقم التوكي ومكان نزوله: d2>6.
toki-unread-cell = رقم الكرت من 1 إلى 8 (الصف الأعلى 1–4، الأسفل 5–8).

## The hint's why: what the computer's choice does (toki::bot::Said).
toki-why-points = نحو { $points } نقطة
toki-why-opens-two-columns = تكشف كرتين من عامودين: فرصتان لتكوين زوج
toki-why-opens = تكشف الكرتين { $first } و{ $second } من صندوقك
toki-why-takes-discard = تسحب { $card } من الكومة المكشوفة: يوفّر { $saves } في صندوقك
toki-why-takes-discard-nothing = تسحب { $card } من الكومة المكشوفة، مع أنه لا يوفّر شيئًا في صندوقك
toki-why-takes-bank = تسحب الكرت الأعلى من البنك: قد يوفّر { $saves }، أما { $card } في الكومة فيوفّر { $would }
toki-why-takes-bank-over-nothing = تسحب الكرت الأعلى من البنك: قد يوفّر { $saves }، أما { $card } في الكومة فلا يوفّر شيئًا
toki-why-takes-bank-empty = تسحب الكرت الأعلى من البنك: الكومة المكشوفة فارغة
toki-why-toki-pairs = التوكي يكمّل زوجًا في عامودك { $column }
toki-why-pairs = تكمّل زوج { $pair } في صندوقك
toki-why-replaces = تضع { $card } مكان { $old ->
    [toki] التوكي
   *[other] الكرت { $old }
} في صندوقك
toki-why-goes-on = تضع { $card } على الكرت { $cell } من صندوقك
toki-why-replaces-hidden = تضع { $card } مكان الكرت المخفي { $cell }
toki-why-discards-turns-up = ترمي { $card } وتكشف الكرت { $cell }
toki-why-discards-keeps = ترمي { $card } وتُبقي كرتك الأخير مخفيًا
toki-why-flies = التوكي يطير إلى الكرت { $cell }: زوجان
toki-why-saving = { $what }، فتوفّر { $points }
toki-why-ends = { $what }؛ صندوقك مكشوف كله: تنتهي الدورة ونقاطه { $points }
