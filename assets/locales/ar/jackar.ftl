# jackar: the game's own words (ar). Ids start with "jackar-".
# The sheet's terms (seeds/jackar.ar-en.txt): دحلة، البيت، المقبرة، النهاية،
# قائد الجولة، تنزيل، قتل، تبديل، منع، الاستغناء عن الأوراق، رمي ورقة، خانة.

## The shelf and setup (read from the game's description)

jackar-title = جاكار (Jackar)
jackar-summary = دحلات تتسابق حول حلبة اللعب بالأوراق؛ أربعة أو ستة يلعبون شركاء.
jackar-seat-1 = لاعب 1
jackar-seat-2 = لاعب 2
jackar-seat-3 = لاعب 3
jackar-seat-4 = لاعب 4
jackar-seat-5 = لاعب 5
jackar-seat-6 = لاعب 6
jackar-option-passing = المرور فوق دحل الآخرين
jackar-option-passing-help = فوق كم دحلة من لون آخر يجوز أن تمرّ الدحلة في حركة واحدة.
jackar-option-passing-one = دحلة واحدة على الأكثر
jackar-option-passing-block = دحلتان متجاورتان تسدّان الطريق
jackar-option-passing-free = أي عدد

jackar-setup-one-against-one = واحد ضد واحد
jackar-setup-teams = الشركاء: اللاعبون { $pairs }
jackar-setup-partners = الشركاء متقابلون: { $pairs }
jackar-player = لاعب { $number }

## The hint on the message line

jackar-won-one = فاز { $name }.
jackar-won-two = فاز { $first } و{ $second }.
jackar-hint-throw = { $name }: لا تصلح أي ورقة للعب. اضغط t (أو Enter) للاستغناء عن الأوراق.
jackar-hint-discard = ترمي ورقة { $card }؟ Enter للرمي، Esc لاختيار غيرها.
jackar-hint-plays = { $name } يلعب { $play }: Enter للتأكيد، Esc للتراجع.
jackar-hint-plays-owners = { $name } يلعب { $play } ({ $owners }): Enter للتأكيد، Esc للتراجع.
jackar-hint-stopped = { $name }، منعتك ورقة 10 من اللعب: اختر ورقة ترميها (1–9 أو ←→ ثم Enter، أو انقر عليها).
jackar-hint-pick-card = دور { $name }: اختر ورقة (1–9، أو ←→ ثم Enter، أو انقر عليها).
jackar-hint-pick-card-partner = دور { $name } (بدحل { $partner }): اختر ورقة (1–9، أو ←→ ثم Enter، أو انقر عليها).
jackar-hint-effect = أي حركة؟ ←→ ثم Enter، أو انقر عليها؛ Esc: ورقة أخرى.
jackar-hint-enter-plays = Enter يلعب { $play }؛ Tab/←→ دحلة أخرى؛ Esc: رجوع.
jackar-hint-enter-plays-owners = Enter يلعب { $play } ({ $owners })؛ Tab/←→ دحلة أخرى؛ Esc: رجوع.
jackar-hint-pick-marble = اختر دحلة: Tab/←→ ثم Enter، أو انقر عليها؛ Esc: رجوع.
jackar-hint-steps = كم خانة تمشي الدحلة الأولى؟ 1–6 أو ←→ ثم Enter؛ Esc: رجوع.
jackar-hint-kills = تقتل { $marbles }.
jackar-owned-marble = دحلة { $name } { $letter }
jackar-list = { $first }، { $second }

## The prompt beside the hand

jackar-hand-waiting = أوراق { $holder } · دور { $name }
jackar-hand-empty = لا أوراق.
jackar-prompt-stopped = منعتك ورقة 10:
jackar-prompt-stopped-pick = منعتك ورقة 10: اختر ورقة ترميها
jackar-prompt-discard = ارمِ ورقة { $card }
jackar-prompt-cannot-play = لا تصلح أي ورقة للعب:
jackar-prompt-throw = استغنِ عن أوراقك
jackar-prompt-marble = { $card }، الدحلة:
jackar-prompt-effect-marble = { $card } { $effect }، الدحلة:
jackar-prompt-split-first = { $card } مقسومة، الدحلة الأولى:
jackar-prompt-swap-mine = { $card }، دحلتك:
jackar-prompt-split-moves = { $card } مقسومة، { $marble } تمشي:
jackar-prompt-split-then = { $card } مقسومة، { $marble } { $steps }، ثم { $rest }:
jackar-prompt-swap-with = { $card }، بدّل { $marble } مع:

jackar-effect-out = تنزيل
jackar-effect-move = { $steps ->
    [zero] 0 خانات
    [one] خانة
    [two] خانتان
    [few] { $steps } خانات
    [many] { $steps } خانة
   *[other] { $steps } خانة
}
jackar-effect-back = { $steps } للوراء
jackar-effect-whole = 7 كاملة
jackar-effect-split = تقسيم
jackar-effect-stop = منع
jackar-effect-swap = تبديل

## Refusals on the message line

jackar-warn-steps = لا يمكن أن يمشي الجزء الأول { $steps ->
    [zero] 0 خانات
    [one] خانة واحدة
    [two] خانتين
    [few] { $steps } خانات
    [many] { $steps } خانة
   *[other] { $steps } خانة
} هنا.
jackar-warn-must-throw = لا تصلح أي ورقة للعب: اضغط t أو Enter للاستغناء عن الأوراق.
jackar-warn-no-card = لا توجد ورقة رقم { $number } في يدك.
jackar-warn-not-marked = هذه ليست من الدحلات المعلَّمة.
jackar-warn-card-first = اختر ورقة أولًا، ثم دحلتها.
jackar-warn-discard-one = من منعته ورقة 10 يرمي ورقة واحدة: اخترها.
jackar-warn-cannot-throw = في يدك ورقة تصلح للعب، فلا يجوز الاستغناء عن الأوراق.
jackar-warn-effect = لا يمكن لعب ورقة { $card } «{ $effect }» الآن.
jackar-warn-card = لا يمكن لعب ورقة { $card } الآن.

## The typed-notation line

jackar-typed-does = اكتب لعبة (7 a3 b4)
jackar-typed-examples = Enter يلعبها، Esc يغلق (مثلًا 8 a، 7 a3 b4، J a 2c)
jackar-typed-not-legal = لا يجوز لعب { $notation } الآن.

## The game's keys in the key bar and help

jackar-key-pick-card = اختر ورقة
jackar-key-throw = استغنِ عن أوراقك (لا لعب)
jackar-click = ورقة، خيار، دحلة

## The board's centre and the table box

jackar-centre-played = لعبها
jackar-centre-thrown = استغنى عنها
jackar-centre-discarded = رماها
jackar-centre-thrown-count = { $name } ({ $count ->
    [zero] لا أوراق
    [one] ورقة واحدة
    [two] ورقتان
    [few] { $count } أوراق
    [many] { $count } ورقة
   *[other] { $count } ورقة
})
jackar-centre-stopped = { $name } (ممنوع)
jackar-centre-last-card = آخر ورقة
jackar-centre-to-deal = { $count } للتوزيع
jackar-centre-set-aside = { $count } جانبًا
jackar-table-title = الجولة { $series } · التوزيع { $deal } من { $deals }
jackar-table-title-short = توزيع { $deal }/{ $deals }
jackar-table-leader = قائد الجولة
jackar-table-cards = أوراق
jackar-table-base = النهاية
jackar-table-team = { $names }: { $home }/{ $total } في النهاية
jackar-table-team-short = { $names }: { $home }/{ $total }

## The log

jackar-log-title = السجل

jackar-log-marble = الدحلة { $letter }
jackar-log-their-marble = دحلة { $name } { $letter }
jackar-log-forward = { $marble } { $steps } للأمام
jackar-log-back = { $marble } { $steps } للوراء
jackar-log-opening = سحب البداية (A بواحد): { $draws }
jackar-log-opening-again = تعادل على الأعلى: سحب من جديد: { $draws }
jackar-log-leads-first = { $name } سحب الأعلى وصار قائد الجولة
jackar-log-leads-next = انتهت الجولة: { $name } قائد الجولة التالية
jackar-log-set-aside = أُبعدت { $count ->
    [zero] لا أوراق
    [one] ورقة واحدة
    [two] ورقتان
    [few] { $count } أوراق
    [many] { $count } ورقة
   *[other] { $count } ورقة
} دون أن تُرى
jackar-log-deals = { $name } يوزع { $each } لكل لاعب (التوزيع { $deal ->
    [1] الأول
    [2] الثاني
    [3] الثالث
    [4] الرابع
   *[other] الخامس
} من { $deals })
jackar-log-stopped = { $name } ممنوع من اللعب ويرمي ورقة
jackar-log-discards = { $name } يرمي { $card }
jackar-log-throws = { $name } لا يستطيع اللعب: يستغني عن { $cards }
jackar-log-finished = { $name } أدخل الأربع إلى النهاية
jackar-log-finished-partner = { $name } أدخل الأربع إلى النهاية ويلعب الآن بدحل { $partner }
jackar-log-wins-one = فاز { $name }!
jackar-log-wins-two = فاز { $first } و{ $second }!
jackar-log-for = { $name } (عن { $partner })
jackar-log-plays = { $who } يلعب { $card }: { $what }
jackar-log-out = تنزيل { $marble }
jackar-log-a-marble-out = تنزيل دحلة
jackar-log-split = { $first }، { $second }
jackar-log-stops = يمنع { $name }
jackar-log-a-stop = منع
jackar-log-swaps = يبدّل { $mine } مع { $theirs }
jackar-log-kills = ، تقتل { $marble }
jackar-log-enters = ، { $marble } تدخل النهاية

## Results and the shelf of saved games

jackar-headline-none = المباراة لم تنتهِ
jackar-headline-one = فاز { $name }: الدحلات الأربع في النهاية
jackar-headline-team = فاز فريق { $names }: الدحلات الثماني في النهاية
jackar-details-scores = النقاط هي الدحلات في النهاية.
jackar-details-cards = لُعبت { $cards ->
    [zero] لا أوراق
    [one] ورقة واحدة
    [two] ورقتان
    [few] { $cards } أوراق
    [many] { $cards } ورقة
   *[other] { $cards } ورقة
} في { $series ->
    [zero] لا جولات
    [one] جولة واحدة
    [two] جولتين
    [few] { $series } جولات
    [many] { $series } جولة
   *[other] { $series } جولة
} من التوزيع.
jackar-details-team = { $names }: { $home } من { $total } في النهاية
jackar-progress = الجولة { $series }، التوزيع { $deal } من { $deals } · { $cards ->
    [zero] لا أوراق
    [one] ورقة واحدة
    [two] ورقتان
    [few] { $cards } أوراق
    [many] { $cards } ورقة
   *[other] { $cards } ورقة
} · في النهاية { $bases }
jackar-progress-lead-one = { $progress }، { $name } في المقدمة
jackar-progress-lead-two = { $progress }، { $first } و{ $second } في المقدمة

## The hint's why (the rules crate's typed reasons, jackar::bot::Deed)

jackar-why-yours = دحلتك { $letter }
jackar-why-partners = دحلة شريكك { $letter }
jackar-why-players = دحلة اللاعب { $number } { $letter }
jackar-why-wins = تفوز بالمباراة
jackar-why-last-home = تُدخل آخر دحلة لك إلى النهاية
jackar-why-kills-own = تقتل { $marble } (من دحلاتك)
jackar-why-kills = تقتل { $marble }
jackar-why-into-base = تُدخل دحلة إلى النهاية
jackar-why-out = تنزّل دحلة
jackar-why-swaps = تبدّل مكانها مع { $marble }
jackar-why-stops = تمنع اللاعب { $number }: يرمي ورقة
jackar-why-discards = ترمي ورقة { $card }
jackar-why-throws = لا تصلح أي ورقة للعب: تستغني عن الأوراق
jackar-why-back = تمشي { $marble } 4 خانات للوراء
jackar-why-moves = تمشي { $marble } { $steps ->
    [zero] 0 خانات
    [one] خانة واحدة
    [two] خانتين
    [few] { $steps } خانات
    [many] { $steps } خانة
   *[other] { $steps } خانة
}
jackar-why-splits = تقسم الـ7: { $first } { $first_steps } و{ $second } { $second_steps }
jackar-why-plays-on = تكمل اللعب
jackar-why-keeps = تحتفظ بورقة { $card } لتنزيل دحلة
jackar-why-and = { $first }، { $rest }

## The typed line's refusals of text that does not read (jackar::notation::Unread)

jackar-unread-empty = لم تكتب شيئًا: اكتب ورقة وما تفعله، مثلًا «8 a»، أو «throw»
jackar-unread-not-a-seed = «{ $text }» ليس رقم خلط (عدد صحيح أقل من 2^64)
jackar-unread-one-seed = بعد { $text } رقم خلط واحد، مثلًا «{ $text } 42»
jackar-unread-throw-alone = «throw» تُكتب وحدها
jackar-unread-discard-which = اكتب الورقة التي ترميها، مثلًا «discard 7»
jackar-unread-not-a-card-to-discard = «{ $text }» ليست ورقة (A، 2–10، J، Q، K)
jackar-unread-not-a-card = «{ $text }» ليست ورقة (A، 2–10، J، Q، K) ولا throw أو discard أو draw أو deal
jackar-unread-what-does = ماذا تفعل ورقة { $card }؟ مثلًا «{ $card } a»
jackar-unread-only-out = التنزيل بورقة A أو K فقط، لا بورقة { $card }
jackar-unread-only-stop = المنع بورقة 10 فقط، لا بورقة { $card }
jackar-unread-jack-no-steps = ورقة J تبدّل دحلتين ولا تمشي خانات: «J a<->2c»
jackar-unread-jack-two = ورقة J تبدّل دحلتين: «J a<->2c»
jackar-unread-split-steps = كل جزء من الـ7 المقسومة يكتب خاناته: «7 a3 b4»
jackar-unread-ace-steps = الـA تمشي خانة أو 11: اكتب «A { $text }1» أو «A { $text }11»
jackar-unread-moves-none = ورقة { $card } لا تحرّك دحلة
jackar-unread-too-much = كتبت أكثر من اللازم بعد { $card }: دحلة واحدة، مثلًا «{ $card } a»
jackar-unread-not-a-marble = «{ $text }» ليست دحلة: حرف من a إلى d، قبله رقم اللاعب 1–6 عند الحاجة
jackar-unread-needs-player = الدحلة «{ $text }» تحتاج رقم لاعبها هنا، مثلًا «1{ $letter }»
jackar-unread-not-steps = «{ $text }» ليس عدد خانات
jackar-unread-after-marble = «{ $text }» بعد الدحلة ليس عدد خانات
