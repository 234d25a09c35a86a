# wajh-alnahs: the game's own words (ar). Ids start with "wajh-alnahs-".
# The booklet's words (seeds/wajh-alnahs.ar.txt): كرت، الساحة (ساحة اللعب)،
# كروت السحب، مكشوفة، غير مكشوفة، في اليد، مرحلة، وجه النحس، والكروت المميزة:
# صفرها، 5 أو أقل، قُبّ، اعكسها، احرق، شفاف، تحت فوق، شيل يا نحس.

## The game, its seats and options (setup, picker)

wajh-alnahs-title = وجه النحس (Wajh al-Nahs)
wajh-alnahs-summary = تخلّص من كروتك؛ آخر من يبقى معه كروت هو وجه النحس.
wajh-alnahs-seat-1 = لاعب 1
wajh-alnahs-seat-2 = لاعب 2
wajh-alnahs-seat-3 = لاعب 3
wajh-alnahs-seat-4 = لاعب 4
wajh-alnahs-seat-5 = لاعب 5
wajh-alnahs-seat-6 = لاعب 6
wajh-alnahs-option-stages = المراحل
wajh-alnahs-option-stages-help = كم مرحلة في دورة اللعب؛ وجه النحس في كل مرحلة يأخذ علامة.
wajh-alnahs-option-stages-value = { $count ->
    [one] مرحلة واحدة
    [two] مرحلتان
    [few] { $count } مراحل
   *[other] { $count } مرحلة
}

## The cards

wajh-alnahs-card-zero = صفرها
wajh-alnahs-card-five-or-less = 5 أو أقل
wajh-alnahs-card-skip = قُبّ
wajh-alnahs-card-reverse = اعكسها
wajh-alnahs-card-burn = احرق
wajh-alnahs-card-transparent = شفاف
wajh-alnahs-card-under-over = تحت فوق
wajh-alnahs-card-carry-it = شيل يا نحس
wajh-alnahs-tile-zero = صفرها
wajh-alnahs-tile-five-or-less = ≤5
wajh-alnahs-tile-skip = قُبّ
wajh-alnahs-tile-reverse = اعكس
wajh-alnahs-tile-burn = احرق
wajh-alnahs-tile-transparent = شفاف
wajh-alnahs-tile-under-over = ت/ف
wajh-alnahs-tile-carry-it = شيل
wajh-alnahs-explain-number = { $value } يوضع على ساحة قيمتها { $value } أو أقل (أصغر كرت 1 وأكبر كرت 13).
wajh-alnahs-explain-zero = صفرها: يوضع على أي كرت؛ قيمة الساحة تصبح 0: اللاعب التالي يلعب أي كرت.
wajh-alnahs-explain-five-or-less = 5 أو أقل: يوضع على ساحة قيمتها أقل من 5؛ على اللاعب التالي وضع كرت قيمته 5 أو أقل.
wajh-alnahs-explain-skip = قُبّ: يوضع على ساحة قيمتها أقل من 6؛ اللاعب التالي يخسر دوره.
wajh-alnahs-explain-reverse = اعكسها: يوضع على ساحة قيمتها أقل من 7؛ اتجاه اللعب ينعكس.
wajh-alnahs-explain-burn = احرق: يوضع على أي كرت؛ كل كروت الساحة تخرج من اللعبة؛ ونفس اللاعب يلعب مرة أخرى.
wajh-alnahs-explain-transparent = شفاف: يوضع على أي كرت؛ الساحة تبقى بقيمة الكرت الذي تحته.
wajh-alnahs-explain-under-over = تحت فوق: يوضع على أي كرت؛ آخر كرت من أسفل الساحة ينتقل إلى الأعلى.
wajh-alnahs-explain-carry-it = شيل يا نحس: يوضع على أي كرت؛ اللاعب يختار أي لاعب «يشيل» كروت الساحة.
wajh-alnahs-number-cards = { $count ->
    [one] { $value }
    [two] كرتين { $value }
   *[other] { $count } كروت { $value }
}
wajh-alnahs-special-cards = { $count ->
    [one] { $card ->
       *[other] { $name }
    }
    [two] كرتين { $name }
   *[other] { $count } كروت { $name }
}
wajh-alnahs-cards-count = { $count ->
    [zero] لا كروت
    [one] كرت واحد
    [two] كرتان
    [few] { $count } كروت
    [many] { $count } كرتًا
   *[other] { $count } كرت
}
wajh-alnahs-and = { $first } و{ $last }
wajh-alnahs-comma = {"، "}
wajh-alnahs-semicolon = {"؛ "}
wajh-alnahs-turn-arrow = {" ← "}
wajh-alnahs-limit = 5 أو أقل!

## The keys (key bar and help)

wajh-alnahs-key-digit = اختر كرتًا (أو جوابًا)
wajh-alnahs-key-pick-up = خذ كروت الساحة
wajh-alnahs-key-keep = أبقِ الكروت (التبديل)
wajh-alnahs-click = كرت، جواب، لاعب تختاره
wajh-alnahs-notation-does = اكتب دورك (7 7)
wajh-alnahs-notation-examples = Enter يختاره، Esc يغلق (مثلًا 7 7، carry-it 2، pick up)
wajh-alnahs-typed-not-legal = { $notation } ليس دورًا مسموحًا الآن.

## The table and the pile

wajh-alnahs-stage-of = المرحلة { $stage } من { $of }
wajh-alnahs-column-player = اللاعب
wajh-alnahs-column-hand = اليد
wajh-alnahs-column-face-up = المكشوفة
wajh-alnahs-column-down = مخفي
wajh-alnahs-column-marks = علامة
wajh-alnahs-column-total = المجموع
wajh-alnahs-out = خلص { $place }
wajh-alnahs-footer-naming = شيل يا نحس! { $name } يختار من يشيل الساحة
wajh-alnahs-footer-named = { $by } اختار { $name }؛ ثم الدور بعد { $by }  { $arrow }
wajh-alnahs-footer-next = التالي: { $order }  { $arrow }
wajh-alnahs-pile-title = الساحة: { $count ->
    [zero] لا كروت
    [one] كرت واحد
    [two] كرتان
    [few] { $count } كروت
    [many] { $count } كرتًا
   *[other] { $count } كرت
} · السحب { $draw } · خارج اللعبة { $out }
wajh-alnahs-preview-burns = احرق: كل كروت الساحة تخرج من اللعبة.
wajh-alnahs-preview-again = ثم تلعب مرة أخرى.
wajh-alnahs-preview-after = {"بعدها: "}
wajh-alnahs-pile-empty = الساحة فارغة.
wajh-alnahs-pile-value = {"الساحة "}
wajh-alnahs-value-limit = 5 أو أقل، أو كرت حرّ
wajh-alnahs-value-empty = فارغة
wajh-alnahs-value-any = أي كرت يصلح
wajh-alnahs-value = قيمتها { $value }
wajh-alnahs-value-higher = ضع { $value } أو أكبر

## The cards below: whose they are, what to do

wajh-alnahs-hand = يد { $name }: { $cards }، { $kinds ->
    [one] نوع واحد
    [two] نوعان
    [few] { $kinds } أنواع
   *[other] { $kinds } نوع
}
wajh-alnahs-label-swap = يد { $name } (1–3) وكروتها المكشوفة (4–6): علّم الكروت للتبديل
wajh-alnahs-label-face-down = كروت { $name } غير المكشوفة: لم يرها أحد، ولا { $name }
wajh-alnahs-label-face-up = كروت { $name } المكشوفة (اليد وكروت السحب انتهت)
wajh-alnahs-label-hand-empty = يد { $name } فارغة
wajh-alnahs-label-covered = كروت { $name } الجديدة تبقى مغطاة حتى دور { $name } · الدور على { $playing }
wajh-alnahs-label-their-face-up = كروت { $name } المكشوفة
wajh-alnahs-label-their-face-down = كروت { $name } غير المكشوفة
wajh-alnahs-label-no-cards = لم يبق مع { $name } كروت
wajh-alnahs-label-waiting = { $whose } · الدور على { $playing }
wajh-alnahs-more-left = ◀ { $count } غيرها
wajh-alnahs-more-right = { $count } غيرها ▶
wajh-alnahs-info-face-down = الكرت غير المكشوف { $number }: لا يُرى. يوضع إن ناسب، وإلا يؤخذ مع كروت الساحة.
wajh-alnahs-info-pick-up = لا شيء في اليد يناسب الساحة: يجب أخذ كروتها.

## The prompt row

wajh-alnahs-ask-swap = التبديل قبل اللعب:
wajh-alnahs-answer-keep = أبقِ الكروت كما وُزّعت (k)
wajh-alnahs-ask-count = كم كرت { $card }؟
wajh-alnahs-ask-pick-up = لا شيء يناسب الساحة:
wajh-alnahs-answer-pick-it-up = خذها، { $cards } (p)
wajh-alnahs-ask-name = شيل يا نحس! من يشيل الساحة ({ $count })؟
wajh-alnahs-answer-name = { $number } { $name }
wajh-alnahs-answer-name-out = { $number } { $name } (خرج)
wajh-alnahs-ask-answer = { $name } اختارك:
wajh-alnahs-answer-pick-up = خذ كروت الساحة، { $cards } (p)
wajh-alnahs-answer-carry-it = ردّ بكرت شيل يا نحس
wajh-alnahs-answer-deal = وزّع المرحلة { $stage } (Enter)

## The message line

wajh-alnahs-hint-stage-over = انتهت المرحلة { $stage }: { $name } هو وجه النحس. Enter يوزّع المرحلة { $next }.
wajh-alnahs-hint-session-over = انتهت دورة اللعب.
wajh-alnahs-do-keep = { $name }: إبقاء الكروت كما وُزّعت
wajh-alnahs-do-swap = { $name }: { $give } مكشوفة، { $take } إلى اليد
wajh-alnahs-do-lay = { $name }: وضع { $cards }
wajh-alnahs-do-face-down = { $name }: قلب الكرت غير المكشوف { $number }
wajh-alnahs-do-pick-up = { $name }: p (أو Enter) يأخذ كروت الساحة، { $cards }. Esc: ليس بعد.
wajh-alnahs-do-name = { $name } يختار { $named } ليشيل الساحة
wajh-alnahs-do-confirm = { $what }: Enter للتأكيد، Esc للتراجع.
wajh-alnahs-hint-swap = { $name }: علّم كروتًا للتبديل، بالعدد نفسه من كل صف، أو k لإبقائها.
wajh-alnahs-hint-face-up = { $name }: العب كرتًا مكشوفًا: 1–9، ←→ و Enter، أو انقره.
wajh-alnahs-hint-opening = لا يد فيها كرت رقم: { $name } يضع أي كرت (1–9، أو انقره).
wajh-alnahs-hint-cards = الدور على { $name }: اختر كرتًا (1–9، ←→ و Enter، أو انقره).
wajh-alnahs-hint-count = كم كرت { $card }؟ ←→، ثم Enter لوضعها؛ Esc: كرت آخر.
wajh-alnahs-hint-face-down = { $name }: اختر كرتًا غير مكشوف، دون أن تراه (1–3، أو انقره).
wajh-alnahs-hint-pick-up = { $name }: لا شيء يناسب. p يأخذ كروت الساحة.
wajh-alnahs-hint-name = من يجب أن يشيل الساحة؟ رقم اللاعب، ←→ و Enter، أو انقر الاسم.
wajh-alnahs-hint-answer = { $name }: p يأخذ كروت الساحة؛ أو ردّ بكرت شيل يا نحس الذي معك.

## Refusals

wajh-alnahs-refuse-keep = إبقاء الكروت كما وُزّعت هو للتبديل قبل اللعب.
wajh-alnahs-refuse-name-self = لا يختار اللاعب نفسه.
wajh-alnahs-refuse-pick-up-face-down = اختر كرتًا غير مكشوف أولًا: فقط الكرت الذي لا يناسب يؤخذ مع الساحة.
wajh-alnahs-refuse-pick-up-playable = يمكن لعب كرت، فلا يجوز أخذ كروت الساحة.
wajh-alnahs-refuse-pick-up-none = لا ساحة تؤخذ الآن.
wajh-alnahs-refuse-name = لا يمكن اختيار اللاعب { $number }.
wajh-alnahs-refuse-no-card = لا كرت رقم { $number } هنا.
wajh-alnahs-why-not-now = لا يمكن وضع { $card } الآن.
wajh-alnahs-why-limit = 5 أو أقل!: { $card } لا يصلح الآن؛ ضع كرتًا قيمته 5 أو أقل، أو كرتًا حرًّا.
wajh-alnahs-why-lower = الكرت { $value } أصغر من قيمة الساحة { $pile }.
wajh-alnahs-why-special = { $card } يوضع فقط على ساحة قيمتها أقل من { $below }؛ قيمة الساحة { $pile }.

## The log

wajh-alnahs-log-dealt = المرحلة { $stage }: لكل لاعب 3 كروت غير مكشوفة و3 مكشوفة و3 في اليد
wajh-alnahs-log-keeps = { $name }: أبقى الكروت كما وُزّعت
wajh-alnahs-log-swaps = { $name }: بدّل، { $give } مكشوفة، و{ $take } إلى اليد
wajh-alnahs-log-opens = { $name }: معه أصغر كرت، وبدأ بـ{ $card }
wajh-alnahs-log-lays = { $name }: وضع { $cards }
wajh-alnahs-log-lays-face-up = { $name }: وضع { $cards } من الكروت المكشوفة
wajh-alnahs-log-turns-fits = { $name }: قلب كرتًا غير مكشوف، { $card }، ووضعه
wajh-alnahs-log-turns-misfit = { $name }: قلب كرتًا غير مكشوف: { $card }، لا يناسب
wajh-alnahs-log-four-burns = أربعة كروت متساوية تحرق الساحة ({ $out } خارج اللعبة)
wajh-alnahs-log-burns = احترقت الساحة ({ $out } خارج اللعبة)
wajh-alnahs-log-brought-up = { $card } صعد من أسفل الساحة
wajh-alnahs-log-skipped = قُبّ: تخطّى الدور { $names }
wajh-alnahs-log-reversed = انعكس اتجاه اللعب
wajh-alnahs-log-plays-again = { $name } يلعب مرة أخرى
wajh-alnahs-log-picks-up-nothing = { $name }: لا شيء يؤخذ، الساحة فارغة
wajh-alnahs-log-taken-with-pile = أُخذ إلى اليد مع الساحة ({ $cards })
wajh-alnahs-log-picks-up = { $name }: أخذ كروت الساحة ({ $cards })
wajh-alnahs-log-named = { $by }: «شيل يا نحس، { $name }!»
wajh-alnahs-log-out = { $name }: خلص ورقه (المركز { $place })
wajh-alnahs-log-rejoined = { $name } عاد إلى المرحلة
wajh-alnahs-log-stage-over = انتهت المرحلة { $stage }: { $name } هو وجه النحس
wajh-alnahs-log-stage-over-stalemate = انتهت المرحلة { $stage }: { $name } هو وجه النحس، عند الأخذ الأربعين دون تقدّم، ومعه أكثر الكروت
wajh-alnahs-log-stage-over-last-out = انتهت المرحلة { $stage }: { $name } هو وجه النحس، آخر من خلص ورقه
wajh-alnahs-log-session-over = انتهت دورة اللعب: { $count ->
    [one] الفائز { $winners }
   *[other] الفائزون { $winners }
} بأقل العلامات؛ و{ $losers ->
    [one] وجه النحس في دورة اللعب { $wajh }
   *[other] وجوه النحس في دورة اللعب { $wajh }
}

## Between stages, the results, the shelf of saved games

wajh-alnahs-stage-over-title = انتهت المرحلة { $stage }
wajh-alnahs-ceremony-is = { $count ->
    [one] هو وجه النحس
   *[other] هم وجه النحس
}
wajh-alnahs-ceremony-of-stage = في المرحلة { $stage }.
wajh-alnahs-ceremony-session = { $count ->
    [one] هو وجه النحس في دورة اللعب.
   *[other] هم وجه النحس في دورة اللعب.
}
wajh-alnahs-ceremony-stalemate = عند الأخذ الأربعين دون تقدّم، ومعه أكثر الكروت ({ $count }).
wajh-alnahs-ceremony-last-out = آخر من خلص ورقه حين لم تُبقِ سلسلة شيل يا نحس أحدًا معه كروت.
wajh-alnahs-ceremony-left = بقي معه { $cards }.
wajh-alnahs-ceremony-out = خلص ورقهم بالترتيب: { $names }.
wajh-alnahs-session-title = دورة اللعب
wajh-alnahs-headline-level = { $marks ->
    [one] لكل لاعب علامة واحدة
    [two] لكل لاعب علامتان
    [few] لكل لاعب { $marks } علامات
   *[other] لكل لاعب { $marks } علامة
}: لا وجه نحس في دورة اللعب
wajh-alnahs-headline = { $count ->
    [one] وجه النحس في دورة اللعب { $wajh }
   *[other] وجوه النحس في دورة اللعب { $wajh }
} ({ $marks ->
    [one] علامة واحدة
    [two] علامتان
    [few] { $marks } علامات
   *[other] { $marks } علامة
})؛ { $wins ->
    [one] الفائز { $winners }
   *[other] الفائزون { $winners }
} بـ{ $least }
wajh-alnahs-details = النتيجة بالعلامات: علامة لوجه النحس في كل مرحلة؛ الأقل أفضل.
wajh-alnahs-details-stage = المرحلة { $stage }: { $name } هو وجه النحس
wajh-alnahs-details-stalemate = المرحلة { $stage }: { $name } هو وجه النحس (أكثر الكروت عند الأخذ الأربعين دون تقدّم)
wajh-alnahs-details-last-out = المرحلة { $stage }: { $name } هو وجه النحس (آخر من خلص ورقه)
wajh-alnahs-details-out = {"؛ "}خرجوا بالترتيب: { $names }
wajh-alnahs-progress = المرحلة { $stage } من { $of }
wajh-alnahs-progress-lead = المرحلة { $stage } من { $of }، { $count ->
    [one] المتقدم { $names }
   *[other] المتقدمون { $names }
} بـ{ $marks ->
    [0] بلا علامات
    [one] علامة واحدة
    [two] علامتين
    [few] { $marks } علامات
   *[other] { $marks } علامة
}
wajh-alnahs-progress-level = المرحلة { $stage } من { $of }، تعادل بـ{ $marks ->
    [0] بلا علامات
    [one] علامة واحدة
    [two] علامتين
    [few] { $marks } علامات
   *[other] { $marks } علامة
}

## The hint's why: what the computer's choice does (wajh_alnahs::bot::Said).
wajh-alnahs-why-passes = تردّ بكرت شيل يا نحس، فتنتقل الساحة ({ $pile }) إلى غيرك
wajh-alnahs-why-plays-carry-it = تلعب كرت شيل يا نحس: غيرك يشيل الساحة ({ $pile })
wajh-alnahs-why-burns = تحرق الساحة ({ $pile })، وتلعب مرة أخرى
wajh-alnahs-why-four-of-a-kind = أربعة كروت متساوية: تحرق الساحة ({ $pile })، وتلعب مرة أخرى
wajh-alnahs-why-sheds-only = تتخلّص من كرت { $card } الوحيد عندك
wajh-alnahs-why-sheds-both = تتخلّص من كرتَي { $card } كليهما
wajh-alnahs-why-sheds-all = تتخلّص من كل كروت { $card } عندك ({ $count })
wajh-alnahs-why-sheds-one-of = تتخلّص من واحد من كروت { $card } عندك ({ $held })
wajh-alnahs-why-sheds-some-of = تتخلّص من { $count } من كروت { $card } عندك ({ $held })
wajh-alnahs-why-then-does = { $shed }: { $does }
wajh-alnahs-why-then-keeps-one = { $shed }، وتحتفظ بكرت { $card } لوقت لاحق
wajh-alnahs-why-then-keeps-two = { $shed }، وتحتفظ بكرتَي { $first } و{ $second } لوقت لاحق
wajh-alnahs-why-does-zero = قيمة الساحة تصير 0: اللاعب التالي يلعب أي كرت
wajh-alnahs-why-does-five-or-less = اللاعب التالي يجب أن يلعب كرتًا من 5 أو أقل
wajh-alnahs-why-does-skip = اللاعب التالي يخسر دوره
wajh-alnahs-why-does-reverse = اتجاه اللعب ينعكس
wajh-alnahs-why-does-burn = كل كروت الساحة تخرج من اللعبة؛ ونفس اللاعب يلعب مرة أخرى
wajh-alnahs-why-does-transparent = الساحة تبقى بقيمة الكرت الذي تحته
wajh-alnahs-why-does-under-over = آخر كرت من أسفل الساحة ينتقل إلى الأعلى
wajh-alnahs-why-does-carry-it = اللاعب يختار من «يشيل» كروت الساحة
wajh-alnahs-why-names = تجعل اللاعب { $player } يشيل الساحة ({ $pile })؛ معه { $cards }
wajh-alnahs-why-picks-up-keeping = تأخذ كروت الساحة ({ $pile })، وتحتفظ بكرت شيل يا نحس
wajh-alnahs-why-picks-up = لا شيء يناسب: تأخذ كروت الساحة ({ $pile })
wajh-alnahs-why-face-down = تقلب كرتًا غير مكشوف، دون أن يراه أحد
wajh-alnahs-why-keeps-dealt = تُبقي الكروت كما وُزّعت
wajh-alnahs-why-swaps = تضع { $give } مكشوفة لوقت لاحق، وتأخذ { $take } إلى يدك

## The typed line: text that reads as no turn (wajh_alnahs::notation::Unread).
wajh-alnahs-unread-empty = لا شيء مكتوب: اكتب الكروت التي تضعها، مثلًا 7 7، أو pick up.
wajh-alnahs-unread-not-a-seed = { $text } ليس بذرة: البذرة عدد صحيح.
wajh-alnahs-unread-deal-one-seed = deal يأخذ بذرة واحدة: deal 42.
wajh-alnahs-unread-keep-alone = keep تُكتب وحدها.
wajh-alnahs-unread-pick-up = اكتب pick up.
wajh-alnahs-unread-not-a-position = { $text } ليس رقم كرت غير مكشوف (1–{ $most }).
wajh-alnahs-unread-not-a-player = { $text } ليس رقم لاعب (1–{ $most }).
wajh-alnahs-unread-face-down-which = اكتب أي كرت غير مكشوف، بالعدّ من اليسار: face-down 1.
wajh-alnahs-unread-name-which = اكتب رقم اللاعب الذي تختاره: name 2.
wajh-alnahs-unread-not-a-card = { $text } ليس كرتًا ولا كلمة من كلمات الدور (pick up، face-down، swap، keep، carry-it 2).
wajh-alnahs-unread-one-kind = الكروت التي توضع معًا تكون متشابهة، لا { $first } و{ $second }.
wajh-alnahs-unread-too-many = كروت كثيرة جدًا.
wajh-alnahs-unread-swap-for = اكتب كروت اليد، ثم for، ثم الكروت المكشوفة: swap 9 for 3.
wajh-alnahs-unread-swap-counts = التبديل يعطي من اليد بعدد ما يأخذ من الكروت المكشوفة ({ $give } مقابل { $take }).
wajh-alnahs-unread-swap-three = التبديل ثلاثة كروت على الأكثر.
wajh-alnahs-unread-swap-not-a-card = { $text } ليس كرتًا (1–13، zero، five-or-less، skip، reverse، burn، transparent، under-over، carry-it).
