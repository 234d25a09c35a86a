# كلمات الطاولة: شاشة اللعب، السجل، الرسائل، الألعاب المحفوظة، التواريخ.

count-players = { $count ->
    [zero] لا لاعبين
    [one] لاعب واحد
    [two] لاعبان
    [few] { $count } لاعبين
    [many] { $count } لاعبًا
   *[other] { $count } لاعب
}

## القوائم والمراتب

table-list-comma = { $init }، { $next }
# الواو تُكتب ملتصقة بالكلمة العربية: "أمل وسامي".
table-list-and = { $init } و{ $last }
# وقبل كلمة بحروف أخرى (اسم لاتيني) بمسافة: "أمل و Dov".
table-list-and-foreign = { $init } و { $last }
table-place = { $place ->
   *[other] الـ{ $place }
}

## دور من

table-playing = دور { $name }…
table-pass-device = أعطوا الجهاز إلى { $name }.
table-thinking = { $name } يفكّر…
table-has-chosen = { $name } اختار.
table-too-small = تحتاج { $game } إلى { $width }×{ $height } على الأقل، وهذه الشاشة { $have_width }×{ $have_height }.

## النتائج

table-not-over = اللعبة لم تنتهِ بعد
table-wins = الفوز من نصيب { $name }
table-share-win = الفوز مشترك بين { $names }
table-move = الحركة { $number }
table-unconfirmed = اختيار { $name } معروض ولم يُؤكَّد
table-unconfirmed-nobody = الاختيار معروض ولم يُؤكَّد

## الرفض

table-rules-refused = القواعد لا تسمح بـ{ $notation }: { $reason }
table-rules-refused-plain = القواعد لا تسمح بـ{ $notation }.
table-cannot-roll = لا يمكن رمي النرد الآن.

## السجل

table-log-title = السجل
table-log-newer = ↓ { $count } أحدث: PgDn

## مفاتيح الطاولة، في المساعدة وشريط المفاتيح

table-key-confirm-choice = تأكيد الاختيار المعروض
table-key-confirm = تأكيد
table-key-take-back-choice = التراجع عن الاختيار (قبل تأكيده)
table-key-take-back = تراجع
table-key-scroll-log = تمرير السجل
table-key-log = السجل
table-key-hint-help = تلميح: ما كان سيلعبه الكمبيوتر الصعب هنا، معروضًا للتأكيد أو التراجع
table-key-hint = تلميح
table-key-pause-help = إيقاف المشاهدة أو متابعتها
table-key-pause = إيقاف/متابعة
table-key-step-help = حركة واحدة أثناء التوقف
table-key-step = خطوة
table-key-typed = كتابة حركة برموز اللعبة

## لاعبو الكمبيوتر والتلميحات

table-hint = تلميح (صعب): { $why }.
table-hint-shown-move = الحركة المعروضة
table-hint-only-move = الحركة الوحيدة
table-hint-searched = { $why }؛ { $searched }
table-hint-wins = يفوز في { $percent } % من { $playouts ->
    [one] لعبة تجريبية واحدة
    [two] لعبتين تجريبيتين
    [few] { $playouts } ألعاب تجريبية
   *[other] { $playouts } لعبة تجريبية
}
table-hint-keys = Enter يلعبها، u يتراجع عنها.
table-hint-also = وفكّر أيضًا في: { $others }.
table-hint-thinking = يبحث عن تلميح…
table-hint-nobody = لا تلميح الآن: ليس دور أحد.
table-hint-no-computer = ليس في هذه اللعبة لاعب كمبيوتر يعطي تلميحات بعد.
table-hint-holder = التلميح لمن يحمل الجهاز، في دوره.
table-hint-failed = لم يُعثر على تلميح (خلل في لاعب الكمبيوتر).
table-computer-failed = لم يستطع الكمبيوتر أن يختار (خلل): سيلعب أول حركة مسموحة.
table-computer-cannot-start = تعذّر تشغيل لاعب الكمبيوتر: { $error }
table-paused = توقّف: w للمتابعة، . لحركة واحدة.
table-watching = مشاهدة: w للتوقّف.
table-pause-first = أوقفوا أولًا (w)، ثم . يلعب حركة واحدة كل مرة.

## سطر كتابة الحركة

table-typed-examples = Enter للاختيار، Esc للإغلاق
table-typed-not-legal = الحركة { $notation } ليست مسموحة الآن.
table-typed-unread = لم نفهم هذه الكتابة كحركة هنا.
table-typed-not-shown = هذه حركة مسموحة، لكن لا يمكن عرضها هنا: اختاروها بالأزرار.

## المقاعد

table-seat-human = شخص
table-level-easy = سهل
table-level-medium = متوسط
table-level-hard = صعب
table-level-random = عشوائي
table-seat-computer = الكمبيوتر ({ $level })
table-computer-name = الكمبيوتر ({ $level })
table-computer-name-numbered = الكمبيوتر { $number } ({ $level })
table-computer-label = الكمبيوتر { $number }
table-computer-marked = { $name } (كمبيوتر، { $level })

## التواريخ: أسماء الأشهر كما تقولها العائلات في بلاد الشام وفلسطين

table-today = اليوم { $time }
table-yesterday = أمس { $time }
table-date-week = { $weekday } { $day } { $month }
table-date-year = { $day } { $month }
table-date-full = { $day } { $month } { $year }
table-date-unknown = قبل مدة
table-weekday-1 = الاثنين
table-weekday-2 = الثلاثاء
table-weekday-3 = الأربعاء
table-weekday-4 = الخميس
table-weekday-5 = الجمعة
table-weekday-6 = السبت
table-weekday-7 = الأحد
table-month-1 = كانون الثاني
table-month-2 = شباط
table-month-3 = آذار
table-month-4 = نيسان
table-month-5 = أيار
table-month-6 = حزيران
table-month-7 = تموز
table-month-8 = آب
table-month-9 = أيلول
table-month-10 = تشرين الأول
table-month-11 = تشرين الثاني
table-month-12 = كانون الأول

## الألعاب المحفوظة والسجلات

table-set-aside-save = تعذّر استخدام لعبة محفوظة: { $problem }. حُفظ الملف باسم { $path }.
table-set-aside-record = تعذّر استخدام سجل لعبة منتهية: { $problem }. حُفظ الملف باسم { $path }.
table-problem-unreadable = تعذّرت قراءته ({ $reason })
table-problem-unreadable-plain = تعذّرت قراءته
table-problem-not-json = محتواه غير مقروء ({ $reason })
table-problem-not-json-plain = محتواه غير مقروء
table-problem-not-utf8 = ليس نصًّا مقروءًا
table-problem-foreign-save = ليس ملف لعبة محفوظة من مجلس
table-problem-foreign-record = ليس سجل لعبة من مجلس
table-problem-newer = كتبته نسخة أحدث من مجلس (صيغة رقم { $version }؛ هذه النسخة تقرأ الصيغتين 1 و2)
table-problem-damaged = الملف تالف: { $reason }
table-problem-damaged-plain = الملف تالف
table-problem-unknown-game = إنه للعبة "{ $game }"، وهي ليست في هذه النسخة من مجلس
table-problem-refused = تعذّرت استعادة اللعبة ({ $reason })
table-problem-refused-plain = تعذّرت استعادة اللعبة
table-problem-too-large = حجمه { $bytes } بايت، وأكبر ملف لمجلس { $most } بايت
table-problem-not-a-file = ليس ملفًا عاديًا
table-problem-long-name = اسم اللاعب { $player } طوله { $chars } حرفًا ({ $columns } عمودًا)، وأطول اسم { $most_columns } عمودًا و{ $most_chars } حرفًا

## عندما يتعذّر الحفظ

table-failure-no-data-dir = لا يُعرف مجلد للبيانات (عيّنوا { $variable })
table-advice-no-data-dir = شغّلوا مجلس مع { $variable } على مجلد يمكنه الكتابة فيه.
table-advice-permission = لا يُسمح لمجلس بالكتابة في { $folder }: أعطوه الإذن، أو شغّلوه مع { $variable } على مجلد يمكنه الكتابة فيه.
table-advice-full = القرص الذي عليه { $folder } ممتلئ: أفرغوا فيه مكانًا.
table-advice-other = تأكّدوا أن { $folder } مجلد يمكن لمجلس الكتابة فيه، أو شغّلوه مع { $variable } على مجلد كهذا.
table-short-no-data-dir = لا مجلد للبيانات
table-short-permission = لا إذن بالكتابة
table-short-read-only = القرص للقراءة فقط
table-short-full = القرص ممتلئ
table-short-missing = المجلد غير موجود
table-short-not-folder = ليس مجلدًا
table-short-other = خطأ في القرص
