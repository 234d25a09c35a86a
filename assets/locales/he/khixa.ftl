# khixa: the game's own words (he). Ids start with "khixa-".
# The Arabic sheet's terms as docs/i18n-words.md gives them in Hebrew: סיבוב (شوط), חלק
# (قطعة), קובייה, ערימה (الكومة), ג'וקר, רווח (فجوة), שילוב, בליטה ושקע,
# שלישייה, זוג, רביעייה, סולם, חמישייה. Names are not gendered: a name
# starts a phrase with a colon, or follows a noun ("ניצחון של …").

## The game on the shelf: its name and its seats (it has no options).
khixa-title = خيكسا (Khixa)
khixa-summary = חלקי פאזל לפי הקובייה: בונים את הצורה של כל סיבוב; רווחים מזכים בג'וקר.
khixa-seat-1 = שחקן 1
khixa-seat-2 = שחקן 2
khixa-seat-3 = שחקן 3
khixa-seat-4 = שחקן 4
khixa-seat-5 = שחקן 5
khixa-seat-6 = שחקן 6
khixa-seat-7 = שחקן 7
khixa-seat-8 = שחקן 8

## The rounds' formations ($formation: trio, pair, four, ladder, five, four-and-trio).
khixa-formation = { $formation ->
    [trio] שלישייה
    [pair] זוג
    [four] רביעייה
    [ladder] סולם
    [five] חמישייה
   *[four-and-trio] רביעייה ושלישייה
}

## A piece by its colour ($colour: red, orange, yellow, green, blue, purple) and number.
khixa-the-piece = { $colour ->
    [red] ה-{ $value } האדום
    [orange] ה-{ $value } הכתום
    [yellow] ה-{ $value } הצהוב
    [green] ה-{ $value } הירוק
    [blue] ה-{ $value } הכחול
   *[purple] ה-{ $value } הסגול
}
khixa-a-piece = { $colour ->
    [red] { $value } אדום
    [orange] { $value } כתום
    [yellow] { $value } צהוב
    [green] { $value } ירוק
    [blue] { $value } כחול
   *[purple] { $value } סגול
}

## Lists: "דליה, דב ולאה".
khixa-list-and = { $first } ו{ $last }
khixa-list-comma = { $first }, { $rest }
khixa-score-of = { $name } { $score }

## A placement's contacts.
khixa-contacts-none = בלי שילוב ובלי רווח
khixa-contacts-interlocks = { $interlocks ->
    [1] שילוב אחד
    [2] שני שילובים
   *[other] { $interlocks } שילובים
}
khixa-contacts-gaps = { $gaps ->
    [1] רווח אחד
    [2] שני רווחים
   *[other] { $gaps } רווחים
}
khixa-contacts-both = { $interlocks ->
    [1] שילוב אחד
    [2] שני שילובים
   *[other] { $interlocks } שילובים
} ו{ $gaps ->
    [1] רווח אחד
    [2] שני רווחים
   *[other] { $gaps } רווחים
}

## Under the large area, the small areas and the scores.
khixa-info-round-over = סיבוב { $round } ({ $formation }) נגמר
khixa-info-winner = { $name }: { $points } נקודות
khixa-info-ran-out = הערימה נגמרה: אין מנצח
khixa-info-from = אצל { $name }
khixa-info-round = { $whose } · סיבוב { $round }/6
khixa-info-rolls = הטלות
khixa-info-pile = ערימה
khixa-info-must-fit = חובה לשלב: במשבצות + יש שילוב
khixa-info-any-cell = אין איפה לשלב: כל משבצת +
khixa-info-jokers = { $count ->
    [1] ג'וקר אחד
   *[other] { $count } ג'וקרים
}: לקחת חלק בתוך [ ]
khixa-pager = ◀ [  { $shown } מתוך { $others } מוצגים  ] ▶
khixa-scores = נקודות
khixa-total = סה״כ
khixa-totals-header = נקודות · סיבוב { $round } מתוך 6 · סיכום
khixa-log = יומן
khixa-log-empty = עוד כלום.

## The message line.
khixa-round-over-press-enter = סיבוב { $round } נגמר: Enter לסיבוב הבא.
khixa-roll-first = קודם מטילים: r.
khixa-hint-over = המשחק נגמר.
khixa-hint-round-over = סיבוב { $round } נגמר: Enter לסיבוב הבא.
khixa-hint-opening = { $name }: הטלה על התור הראשון, r. ההטלה הגבוהה מתחילה; בתיקו מטילים שוב.
khixa-hint-roll = תור { $name } להטיל: r (או Enter).
khixa-hint-placed = { $name }: ה-{ $shape } ב-{ $cell }, מסובב r{ $rot }. Enter לאישור, u לביטול.
khixa-hint-place = { $name }: להניח את { $piece }. חצים להזזה, t לסיבוב, Enter מניח על משבצת +.
khixa-hint-declines = { $name }: ויתור על ג'וקר. Enter לאישור, u לביטול.
khixa-hint-steals = { $name }: גניבת החלק של { $victim } מ-{ $from } והנחתו ב-{ $to }, מסובב r{ $rot }. Enter לאישור, u לביטול.
khixa-hint-put = { $name }: להניח את החלק של { $victim }. t לסיבוב, Enter מניח על משבצת +, u מחזיר אותו.
khixa-hint-jokers = אצל { $name } { $count ->
    [1] ג'וקר אחד
   *[other] { $count } ג'וקרים
}: Tab לחלק בתוך [ ], Enter לוקח אותו; x לוותר.
khixa-die-rolled = הקובייה הוטלה: קודם להניח את ה-{ $shape }.
khixa-put-back-first = נבחר חלק לגניבה: u מחזיר אותו, ואז x לוותר.
khixa-no-joker = אין ג'וקר לוותר עליו: להניח את החלק.
khixa-turned-to-fit = סובב ל-r{ $rot } כדי להתאים ב-{ $cell }: Enter לאישור, u לביטול.
khixa-own-area = זה האזור שלך: ג'וקר גונב משחקן אחר.
khixa-pick-first = קודם לבחור חלק לגניבה (Tab, Enter), או x לוותר על הג'וקר.
khixa-use-joker-first = קודם משתמשים בג'וקר: לקחת חלק בתוך [ ], או x לוותר.
khixa-no-piece-in = { $name }: אין חלק ב-{ $cell }.
khixa-would-split = לקחת את החלק של { $name } ב-{ $cell } יפצל את החלקים של { $name }: גונבים רק חלק בקצה.
khixa-no-placement-for = ה-{ $shape } של { $name } ב-{ $cell } לא נכנס לשום מקום באזור שלך.

## Why a piece may not go in a cell ($side: north, east, south, west).
khixa-refused-taken = לא שם: { $cell } תפוסה.
khixa-refused-impossible = לא שם: ב-{ $cell } מסובב r{ $rot } הצד ה{ $side ->
    [north] צפוני
    [east] מזרחי
    [south] דרומי
   *[west] מערבי
} שלו יפגוש את השכן במגע בלתי אפשרי (בליטה נכנסת רק לשקע בצורה שלה).
khixa-refused-must-fit = לא שם: אפשר לשלב את ה-{ $shape } במקום כלשהו, אז חובה: { $cell } מסובב r{ $rot } בלי שילוב.
khixa-refused = לא שם: ה-{ $shape } לא נכנס ב-{ $cell }.

## The log.
khixa-log-opening-roll = { $name }: { $value } בהטלה על התור הראשון
khixa-log-opening-tie = תיקו בין { $names } בהטלה הגבוהה: מטילים שוב
khixa-log-opening-won = התור הראשון: { $name }, עם ההטלה הגבוהה
khixa-log-rolls = { $name }: הטלה { $value }, { $piece }
khixa-log-turn-lost = { $name }: הטלה { $value }, אין { $value } בערימה, התור הולך לאיבוד
khixa-log-set-aside = { $name }: ל-{ $shape } אין מקום אפשרי, הוא מונח בצד עד סוף הסיבוב
khixa-log-places = { $name }: ה-{ $shape } ב-{ $cell }: { $contacts }
khixa-log-places-turned = { $name }: ה-{ $shape } ב-{ $cell }, מסובב r{ $rot }: { $contacts }
khixa-log-steals = { $name }: גניבת ה-{ $shape } של { $victim } מ-{ $from } והנחתו ב-{ $cell }: { $contacts }
khixa-log-steals-turned = { $name }: גניבת ה-{ $shape } של { $victim } מ-{ $from } והנחתו ב-{ $cell }, מסובב r{ $rot }: { $contacts }
khixa-log-jokers-earned = { $name }: { $count ->
    [1] ג'וקר אחד
   *[other] { $count } ג'וקרים
} מהרווחים
khixa-log-declines = { $name }: ויתור על ג'וקר
khixa-log-jokers-lost = { $name }: { $count ->
    [1] ג'וקר אחד הלך
   *[other] { $count } ג'וקרים הלכו
} לאיבוד, אין חלק לגנוב ולהניח
khixa-log-round-won = סיבוב { $round } ({ $formation }): ניצחון של { $name }, { $points } נקודות
khixa-log-round-empty = סיבוב { $round } ({ $formation }): הערימה נגמרה, אין מנצח
khixa-log-round-scores = נקודות סיבוב { $round }: { $scores }
khixa-log-match-won = ניצחון של { $name } במשחק עם { $best }
khixa-log-match-shared = { $names } חולקים את הניצחון עם { $best }

## The results, the shelf of saved games and the leave question.
khixa-headline-in-progress = סיבוב { $round } מתוך 6 באמצע
khixa-headline-wins = ניצחון של { $name } עם { $points } נקודות
khixa-headline-share = { $names } חולקים את הניצחון עם { $points } נקודות
khixa-details-won = סיבוב { $round } ({ $formation }): ניצחון של { $name }; { $scores }.
khixa-details-ran-out = סיבוב { $round } ({ $formation }): הערימה נגמרה; { $scores }.
khixa-progress = סיבוב { $round } מתוך 6
khixa-progress-level = סיבוב { $round } מתוך 6, תיקו על { $best }
khixa-progress-leads = סיבוב { $round } מתוך 6, { $count ->
    [1] בהובלה
   *[other] בהובלה משותפת
} { $names } עם { $best }
khixa-progress-over = נגמר, { $count ->
    [1] ניצחון של
   *[other] ניצחון משותף של
} { $names } עם { $best }
khixa-unconfirmed-place = ה-{ $shape } של { $name } ב-{ $cell }, מסובב r{ $rot }, נבחר ולא אושר
khixa-unconfirmed-steal = הגניבה של { $name } מ-{ $victim }, מ-{ $from } ל-{ $to }, נבחרה ולא אושרה
khixa-unconfirmed-decline = הוויתור של { $name } על ג'וקר נבחר ולא אושר
khixa-unconfirmed-picked = החלק של { $victim } ב-{ $from } נלקח בג'וקר ולא הונח

## The game's keys, in the help and the key bar.
khixa-key-primary = להניח, לקחת, להטיל
khixa-key-turn = לסובב את החלק
khixa-key-cursor = סמן
khixa-key-next-cell = המשבצת המסומנת הבאה
khixa-key-decline = לוותר על ג'וקר
khixa-key-put-back = להחזיר חלק גנוב
khixa-key-pages = האזורים של השחקנים האחרים, עמוד אחרי עמוד
khixa-key-roll = להטיל
khixa-key-place = להניח
khixa-key-take = לקחת
khixa-key-next-piece = החלק הבא
khixa-key-next-round = הסיבוב הבא
khixa-click = משבצת להנחה (שוב לאישור); חלק מסומן לגניבה; לחיצה ימנית מסובבת
khixa-typed-does = להקליד הנחה (place 3 c4 r1)
khixa-typed-examples = Enter בוחר, Esc סוגר (למשל place 3 c4 r1, decline)
khixa-typed-not-legal = { $notation } הוא לא מהלך חוקי עכשיו.

## The hint's why (the rules crate's typed reasons, khixa::bot::Why): the
## piece placed ($rot: clockwise quarter turns 0 to 3), then what it does.
khixa-why-placed = { $rot ->
    [1] ה-{ $shape } ב-{ $cell }, מסובב רבע סיבוב,
    [2] ה-{ $shape } ב-{ $cell }, מסובב חצי סיבוב,
    [3] ה-{ $shape } ב-{ $cell }, מסובב שלושה רבעי סיבוב,
   *[other] ה-{ $shape } ב-{ $cell }
}
khixa-why-completes = { $placed } משלים את המבנה ({ $formation })
khixa-why-ladder = { $placed } בונה לקראת סולם
khixa-why-starts = { $placed } פותח קבוצה
khixa-why-joins = { $placed } מתחבר לחלקי ה-{ $shape } שלך: קבוצה של { $size }
khixa-why-jokers = { $said }; ומזכה { $count ->
    [1] בג'וקר אחד
    [2] בשני ג'וקרים
   *[other] ב-{ $count } ג'וקרים
}
khixa-why-steals = { $rot ->
    [1] גונב את ה-{ $shape } של שחקן { $victim } מהמשבצת { $from } שלו אל המשבצת { $to } שלך, מסובב רבע סיבוב
    [2] גונב את ה-{ $shape } של שחקן { $victim } מהמשבצת { $from } שלו אל המשבצת { $to } שלך, מסובב חצי סיבוב
    [3] גונב את ה-{ $shape } של שחקן { $victim } מהמשבצת { $from } שלו אל המשבצת { $to } שלך, מסובב שלושה רבעי סיבוב
   *[other] גונב את ה-{ $shape } של שחקן { $victim } מהמשבצת { $from } שלו אל המשבצת { $to } שלך
}
khixa-why-steal-completes = { $steal }: ומשלים את המבנה ({ $formation })
khixa-why-steal-breaks = { $steal }, ושובר לו את הקבוצה
khixa-why-declines = מוותר על הג'וקר

## The typed line's refusals of text that does not read (khixa::Unread);
## $text is the word as typed.
khixa-unread-not-an-action = מהלך נכתב "roll 4", "place 3 c4 r1", "steal 2:d5 to e4 r0" או "decline"
khixa-unread-roll-how = כותבים הטלה כך: "roll 4"
khixa-unread-not-a-face = "{ $text }" אינו פאה של הקובייה (1 עד 6)
khixa-unread-place-how = כותבים הנחה כך: "place 3 c4 r1" (חלק, משבצת, סיבוב)
khixa-unread-not-a-shape = "{ $text }" אינו מספר של חלק (1 עד 6)
khixa-unread-cell-written = "{ $text }" אינה משבצת: כותבים עמודה a עד h ושורה 1 עד 8, כמו c4
khixa-unread-cell-outside = "{ $text }" אינה משבצת: העמודות מ-a עד h והשורות מ-1 עד 8
khixa-unread-not-a-rotation = "{ $text }" אינו סיבוב: כותבים r0, r1, r2 או r3 (רבעי סיבוב בכיוון השעון)
khixa-unread-steal-how = כותבים גניבה כך: "steal 2:d5 to e4 r0" (המושב והמשבצת של השחקן, ואז המשבצת שלך והסיבוב)
khixa-unread-not-a-victims-piece = "{ $text }" אינו חלק של שחקן: כותבים מושב:משבצת, כמו 2:d5
khixa-unread-not-a-seat = "{ $text }" אינו מספר מושב (סופרים מ-0)
khixa-unread-decline-alone = אחרי "decline" לא כותבים כלום
