# toki: the game's own words (he). Ids start with "toki-".
# A Hebrew family's words for the sheet's (seeds/toki.ar.txt): קלף, הקופסה,
# הבנק, ערימת הזריקה, גלוי, הפוך, סיבוב, זוג, רביעייה, שישייה, שמינייה, טוקי,
# טוקי מעופף. Cards come as $card: a number, or "toki".

## The game, its seats (setup, picker)

toki-title = توكي توكي (Toki Toki)
toki-summary = עושים זוגות בטורים של קופסה מקלפים הפוכים; הטוקי מעתיק.
toki-seat-1 = שחקן 1
toki-seat-2 = שחקן 2
toki-seat-3 = שחקן 3
toki-seat-4 = שחקן 4
toki-seat-5 = שחקן 5
toki-seat-6 = שחקן 6

## Cards and words used inside other messages

toki-card = { $card ->
    [toki] טוקי
   *[other] { $card }
}
toki-the-card = { $card ->
    [toki] הטוקי
   *[other] ה־{ $card }
}
toki-face-down-card = { $card ->
    [toki] טוקי הפוך
   *[other] { $card } הפוך
}
toki-from-bank = הבנק
toki-from-discard = ערימת הזריקה
toki-bonus = { $group ->
    [four] רביעיית
    [six] שישיית
   *[eight] שמיניית
} { $value } { $points }
toki-and = { $first } ו{ $second }
toki-list-comma = {", "}
toki-list-semicolon = {"; "}
toki-pairs-of = { $count ->
    [0] אין זוג
    [one] זוג { $values }
   *[other] זוגות { $values }
}
toki-points = {"="} { $points }
toki-points-change = { $before }←{ $after }

## The keys (key bar and help)

toki-key-cell = קלף מהקופסה
toki-key-rule = דרך a, b, c או d
toki-key-next = הבא / הקודם
toki-key-flip = הקלף מעל או מתחת
toki-key-all-help = בסוף סיבוב: חושפים את כל הקלפים ההפוכים
toki-key-choose = בחירה
toki-key-back = צעד אחורה
toki-key-results = התוצאות
toki-key-next-round = חלוקת הסיבוב הבא
toki-key-turn-up = הקלף הבא
toki-key-all = את כולם
toki-key-deal = חלוקה
toki-click = ערימה, קלף מהקופסה, תשובה; שוב כדי לאשר
toki-notation-does = הקלדת בחירה (open 1 6, take bank, a3)
toki-notation-examples = Enter בוחר, Esc סוגר (למשל open 1 6, take bank, a3, c keep)
toki-typed-not-legal = { $notation } היא לא בחירה חוקית עכשיו.

## The prompt row

toki-rule-a = a קלף גלוי
toki-rule-b = b קלף הפוך
toki-rule-c = c זורקים וחושפים
toki-rule-d = d טוקי מעופף
toki-answer-chance = שהמזל יחליט
toki-answer-bank = הקלף העליון בבנק
toki-answer-discard = ערימת הזריקה
toki-answer-discard-card = { $card ->
    [toki] הטוקי מהערימה
   *[other] ה־{ $card } מהערימה
}
toki-answer-turn-up = לחשוף אותו
toki-answer-keep = להשאיר אותו הפוך
toki-ask-deal = הסיבוב הבא: { $round }. Enter מחלק.
toki-ask-open = { $name }: חושפים שני קלפים בקופסה (1–8).
toki-ask-open-second = { $name }: קלף { $cell }, ואיזה עוד?
toki-ask-starter = תיקו ב־{ $sum }: מי מתחיל?
toki-ask-take = { $name } לוקח/ת
toki-ask-rule = { $card }:
toki-ask-last-card = הקלף ההפוך האחרון שלך:
toki-recap-last = סיבוב { $round } נגמר, וגם המשחק. Enter: התוצאות.
toki-recap-done = סיבוב { $round } נגמר. Enter: חלוקת סיבוב { $next }.
toki-recap-replay = סיבוב { $round } נגמר.
toki-recap-replay-last = סיבוב { $round } נגמר, וגם המשחק.
toki-recap-turning = סיבוב { $round } נגמר. Enter: חושפים את הקלף הבא (נשארו { $count }) · s: הכול

## The message line: what a choice does, what to do now

toki-do-open = חושפים את קלפים { $first } ו־{ $second }.
toki-do-starts = { $name } מתחיל/ה.
toki-do-take-bank = לוקחים את הקלף העליון בבנק.
toki-do-take-discard = לוקחים את { $card } מערימת הזריקה (ואז חייבים להניח אותו בקופסה).
toki-do-a = קלף { $cell }: { $card } במקום { $old }, שהולך לערימה.
toki-do-b = קלף { $cell }: { $card } במקום הקלף ההפוך, שנזרק בלי שרואים אותו.
toki-do-c = זורקים את { $card } וחושפים את קלף { $cell }.
toki-do-keep = זורקים את { $card } ומשאירים את הקלף האחרון הפוך.
toki-do-d = הטוקי של קלף { $toki } עף לקלף { $to } (נזרק בלי שרואים אותו); { $card } תופס את מקומו.
toki-hint-scores = הנקודות של כל סיבוב בטבלה; הסכום הנמוך ביותר אחרי חמישה סיבובים מנצח.
toki-hint-open = קלף לפי המספר, או ←→ ו־Enter, או לחיצה. אף אחד עוד לא מכיר את הקלפים האלה.
toki-hint-starter = לפי הדף: מתחיל מי שיום ההולדת שלו הכי קרוב. ←→ ו־Enter, או לחיצה.
toki-hint-take = ←→ ו־Enter, או לחיצה על הבנק או על ערימת הזריקה.
toki-hint-rule = a, b, c או d בשביל { $card }; או קלף מהקופסה (גלוי: a; הפוך: b).
toki-hint-a = a: איזה קלף גלוי { $card } מחליף? 1–8, ←→ Enter, או לחיצה.
toki-hint-b = b: איזה קלף הפוך { $card } מחליף? הוא נזרק בלי שרואים אותו.
toki-hint-c = c: { $card } נזרק; איזה קלף הפוך חושפים?
toki-hint-d = d: איפה הטוקי נוחת? על קלף הפוך, שנזרק בלי שרואים אותו.
toki-hint-last-card = אפשר להשאיר את הקלף האחרון הפוך ולזרוק את הקלף שלקחת.
toki-hint-toki = d: איזה טוקי עף? { $card ->
    [toki] הטוקי
   *[other] ה־{ $card }
} תופס את מקומו.
toki-recap-keys = סיבוב { $round } נגמר: Enter חושף את הקלף הבא, ו־s את כולם.

## Refusals

toki-refuse-nothing = אין כאן מה לבחור.
toki-refuse-c = קלף שנלקח מערימת הזריקה חייב להיות מונח: a, b או d.
toki-refuse-d-nowhere = אין d: בלי קלף הפוך אין לטוקי איפה לנחות.
toki-refuse-d-no-toki = אין d: אין לך טוקי גלוי שמעתיק { $card }.
toki-refuse-b = אין b: כל הקלפים בקופסה שלך גלויים.
toki-refuse-pile = הערימה הזאת ריקה.
toki-refuse-not-now = אי אפשר לבחור את זה עכשיו.
toki-refuse-take-first = קודם לוקחים קלף: מהבנק או מערימת הזריקה.
toki-refuse-open-first = קודם כולם חושפים שני קלפים בקופסה.
toki-refuse-rules-later = הדרכים a–d הן בשביל הקלף שנלקח בתור.
toki-refuse-open-up = קלף { $cell } כבר גלוי: חושפים קלף הפוך.
toki-refuse-cell = קלף { $cell } לא יכול לקבל את { $card }.
toki-refuse-a-down = a מחליף קלף גלוי; קלף { $cell } הפוך (זה b).
toki-refuse-b-up = b מחליף קלף הפוך; קלף { $cell } גלוי (זה a).
toki-refuse-c-up = c חושף קלף הפוך; קלף { $cell } גלוי.
toki-refuse-d-up = הטוקי נוחת רק על קלף הפוך; קלף { $cell } גלוי.
toki-refuse-cell-any = אי אפשר לבחור את קלף { $cell }.
toki-refuse-last-card = הקלף ההפוך האחרון שלך: לחשוף אותו, או להשאיר אותו הפוך.
toki-refuse-not-flyer = קלף { $cell } הוא לא טוקי שיכול לעוף.
toki-refuse-starter-first = קודם: מי מתחיל?
toki-refuse-other-box = זו הקופסה של { $name }.

## The board and the panel

toki-round-of = סיבוב { $round } מתוך { $of }
toki-game-over = המשחק נגמר
toki-bank-out = הבנק נגמר { $times } מתוך 2
toki-news-all-up = הקופסה של { $name } גלויה: תורות אחרונים
toki-news-tie = תיקו על הסכום הגבוה
toki-pile-bank = בנק
toki-pile-discard = ערימה
toki-pile-taken = נלקח
toki-taken-from-bank = מהבנק
toki-taken-from-discard = מהערימה
toki-box-all-up = כולה גלויה: תורות אחרונים
toki-column-pair = זוג
toki-table-round = סיבוב
toki-table-total = סה״כ
toki-round-title = סיבוב { $round }
toki-recap-why = הסיבוב נגמר: { $why }.
toki-recap-turned = נחשפו { $shown } מתוך { $count }.
toki-end-last-turns = קופסה אחת גלויה כולה וכולם שיחקו תור אחרון
toki-end-bank-twice = הבנק נגמר בפעם השנייה
toki-end-turn-limit = כל אחד שיחק { $count } תורות בסיבוב הזה

## The log

toki-log-dealt = סיבוב { $round }: הקלפים חולקו; { $card } פותח את ערימת הזריקה.
toki-log-opened = { $name }: חשף { $first } ו־{ $second }: { $sum }.
toki-log-tied = { $names }: תיקו ב־{ $sum }, השולחן מחליט מי מתחיל.
toki-log-starts-tied = { $name } מתחיל/ה, בבחירת השולחן מבין השווים.
toki-log-starts = { $name } מתחיל/ה עם הסכום הגבוה, { $sum }.
toki-log-takes = לקח { $card } מ{ $pile }
toki-log-plays-taken = שיחק את הקלף שנלקח
toki-log-replaced = { $name }: { $took } לקלף { $cell }, במקום { $old }.
toki-log-discarded-turned = { $name }: { $took } וזרק אותו; קלף { $cell } נחשף: { $card }.
toki-log-discarded-kept = { $name }: { $took } וזרק אותו, והשאיר את הקלף האחרון הפוך.
toki-log-flew = { $name }: { $took } במקום הטוקי בקלף { $toki }; הטוקי עף לקלף { $to }, במקום { $old }, שנזרק.
toki-log-box-up = הקופסה של { $name } גלויה כולה: כל האחרים משחקים עוד תור אחד.
toki-log-bank-out = הבנק נגמר.
toki-log-bank-out-twice = הבנק נגמר בפעם השנייה: הסיבוב נגמר אחרי התור הזה.
toki-log-reshuffled = ערימת הזריקה, חוץ מהקלף העליון, נטרפה: בנק חדש של { $count } קלפים.
toki-log-round-over = סיבוב { $round } נגמר: { $why }.
toki-log-scores = { $name }: { $points } נקודות: { $why }.
toki-log-scores-turned = { $name }: { $points } נקודות (נחשפו: { $turned }): { $why }.
toki-log-game-over = { $count ->
    [one] מנצח: { $names }, עם הסכום הנמוך ביותר, { $best }.
   *[other] מנצחים יחד: { $names }, עם { $best }.
}

## The results and the shelf of saved games

toki-not-over = המשחק לא נגמר
toki-headline = { $count ->
    [one] מנצח: { $names }, עם הסכום הנמוך ביותר, { $best }
   *[other] מנצחים יחד: { $names }, עם { $best }
}
toki-details = הסכום הנמוך ביותר מנצח. לפי סיבובים:
toki-details-round = סיבוב { $round }: { $scores }
toki-details-score = { $name } { $points }
toki-progress = סיבוב { $round } מתוך { $of } · מהלך { $moves }
toki-progress-lead = סיבוב { $round } מתוך { $of }, { $count ->
    [one] מוביל: { $names }
   *[other] מובילים: { $names }
}, עם { $best } · מהלך { $moves }
toki-progress-level = סיבוב { $round } מתוך { $of }, שוויון ב־{ $best } · מהלך { $moves }

## The typed line: text that reads as no action.
toki-unread-empty = אין מה לקרוא: נסו take bank, a3, b6, c6, c keep או d2>6.
toki-unread-seed = הזרע הוא מספר שלם.
toki-unread-one-seed = { $word } מקבל זרע אחד: { $word } 42.
toki-unread-starter = השחקן שפותח הוא מספר מ־1 עד 6.
toki-unread-starts-one = starts מקבל את מספר השחקן: starts 2.
toki-unread-same-cell = שני הקלפים שנחשפים הם שני קלפים שונים: open 1 6.
toki-unread-open-two = open מקבל שני מספרי קלפים מ־1 עד 8: open 1 6.
toki-unread-take = take bank, או take discard.
toki-unread-not-an-action = זו לא בחירה: take bank או take discard, ואז a, b, c או d עם מספר קלף (a3, c keep, d2>6).
toki-unread-one-cell = { $letter } מקבל מספר קלף אחד מ־1 עד 8: { $letter }3.
toki-unread-toki-cells = d מקבל את מספר הטוקי ואת המקום שהוא נוחת בו: d2>6.
toki-unread-cell = מספר קלף הוא מ־1 עד 8 (שורה עליונה 1–4, תחתונה 5–8).

## The hint's why: what the computer's choice does (toki::bot::Said).
toki-why-points = כ־{ $points } נקודות
toki-why-opens-two-columns = חושף קלפים משני טורים: שני סיכויים לזוג
toki-why-opens = חושף את הקלפים { $first } ו־{ $second } שלך
toki-why-takes-discard = לוקח את { $card } מערימת הזריקה: הוא חוסך { $saves } בקופסה שלך
toki-why-takes-discard-nothing = לוקח את { $card } מערימת הזריקה, אף שהוא לא חוסך דבר בקופסה שלך
toki-why-takes-bank = לוקח את הקלף העליון של הבנק: הוא עשוי לחסוך { $saves }, ו{ $card } שבערימת הזריקה חוסך { $would }
toki-why-takes-bank-over-nothing = לוקח את הקלף העליון של הבנק: הוא עשוי לחסוך { $saves }, ו{ $card } שבערימת הזריקה לא חוסך דבר
toki-why-takes-bank-empty = לוקח את הקלף העליון של הבנק: ערימת הזריקה ריקה
toki-why-toki-pairs = הטוקי משלים זוג בטור { $column } שלך
toki-why-pairs = משלים זוג של { $pair } בקופסה שלך
toki-why-replaces = { $card } במקום { $old ->
    [toki] הטוקי
   *[other] ה־{ $old }
} שלך
toki-why-goes-on = { $card } על הקלף { $cell } שלך
toki-why-replaces-hidden = { $card } במקום הקלף המוסתר { $cell } שלך
toki-why-discards-turns-up = זורק את { $card } וחושף את הקלף { $cell } שלך
toki-why-discards-keeps = זורק את { $card } ומשאיר את הקלף האחרון שלך מוסתר
toki-why-flies = הטוקי עף לקלף { $cell } שלך: שני זוגות
toki-why-saving = { $what }, וחוסך { $points }
toki-why-ends = { $what }; הקופסה שלך גלויה כולה: הסיבוב נגמר והיא על { $points }
