# wajh-alnahs: the game's own words (he). Ids start with "wajh-alnahs-".
# A Hebrew family's words for the booklet's (seeds/wajh-alnahs.ar.txt): קלף,
# הערימה, ערימת המשיכה, גלויים, הפוכים, ביד, שלב, סבב, סימן, וג'ה אל-נחס; הקלפים
# המיוחדים (docs/i18n-words.md): אפס, 5 או פחות, דלג, שנה כיוון, שרוף, שקוף, מתחת-מעל, סחוב שלימזל.

## The game, its seats and options (setup, picker)

wajh-alnahs-title = وجه النحس (Wajh al-Nahs)
wajh-alnahs-summary = נפטרים מהקלפים; מי שנשאר אחרון עם קלפים הוא ביש המזל.
wajh-alnahs-seat-1 = שחקן 1
wajh-alnahs-seat-2 = שחקן 2
wajh-alnahs-seat-3 = שחקן 3
wajh-alnahs-seat-4 = שחקן 4
wajh-alnahs-seat-5 = שחקן 5
wajh-alnahs-seat-6 = שחקן 6
wajh-alnahs-option-stages = שלבים
wajh-alnahs-option-stages-help = כמה שלבים בסבב; הוג'ה אל-נחס של כל שלב מקבל סימן.
wajh-alnahs-option-stages-value = { $count ->
    [one] שלב אחד
   *[other] { $count } שלבים
}

## The cards

wajh-alnahs-card-zero = אפס
wajh-alnahs-card-five-or-less = 5 או פחות
wajh-alnahs-card-skip = דלג
wajh-alnahs-card-reverse = שנה כיוון
wajh-alnahs-card-burn = שרוף
wajh-alnahs-card-transparent = שקוף
wajh-alnahs-card-under-over = מתחת-מעל
wajh-alnahs-card-carry-it = סחוב שלימזל
wajh-alnahs-tile-zero = אפס
wajh-alnahs-tile-five-or-less = ≤5
wajh-alnahs-tile-skip = דלג
wajh-alnahs-tile-reverse = כיוון
wajh-alnahs-tile-burn = שרוף
wajh-alnahs-tile-transparent = שקוף
wajh-alnahs-tile-under-over = מעל
wajh-alnahs-tile-carry-it = סחוב
wajh-alnahs-explain-number = { $value } מונח על ערימה בערך { $value } או פחות (1 הקלף הנמוך, 13 הגבוה).
wajh-alnahs-explain-zero = אפס (صفرها): מונח על כל קלף; ערך הערימה נהיה 0: השחקן הבא יכול לשחק כל קלף.
wajh-alnahs-explain-five-or-less = 5 או פחות (5 أو أقل): מונח על ערימה בערך נמוך מ־5; השחקן הבא חייב לשחק קלף של 5 או פחות.
wajh-alnahs-explain-skip = דלג (قُبّ): מונח על ערימה בערך נמוך מ־6; השחקן הבא מפסיד את התור.
wajh-alnahs-explain-reverse = שנה כיוון (اعكسها): מונח על ערימה בערך נמוך מ־7; כיוון המשחק מתהפך.
wajh-alnahs-explain-burn = שרוף (احرق): מונח על כל קלף; כל הערימה יוצאת מהמשחק; אותו שחקן משחק שוב.
wajh-alnahs-explain-transparent = שקוף (شفاف): מונח על כל קלף; הערימה שומרת את ערך הקלף שמתחתיו.
wajh-alnahs-explain-under-over = מתחת-מעל (تحت فوق): מונח על כל קלף; הקלף התחתון של הערימה עולה למעלה.
wajh-alnahs-explain-carry-it = סחוב שלימזל (شيل يا نحس): מונח על כל קלף; השחקן בוחר מי לוקח את הערימה.
wajh-alnahs-number-cards = { $count ->
    [one] { $value }
    [two] שני קלפי { $value }
   *[other] { $count } קלפי { $value }
}
wajh-alnahs-special-cards = { $count ->
    [one] { $card ->
       *[other] { $name }
    }
    [two] שני קלפי { $name }
   *[other] { $count } קלפי { $name }
}
wajh-alnahs-cards-count = { $count ->
    [one] קלף אחד
    [two] שני קלפים
   *[other] { $count } קלפים
}
wajh-alnahs-and = { $first } ו{ $last }
wajh-alnahs-comma = {", "}
wajh-alnahs-semicolon = {"; "}
wajh-alnahs-turn-arrow = {" ← "}
wajh-alnahs-limit = 5 או פחות!

## The keys (key bar and help)

wajh-alnahs-key-digit = בחירת קלף (או תשובה)
wajh-alnahs-key-pick-up = לקחת את הערימה
wajh-alnahs-key-keep = להשאיר את הקלפים (החלפה)
wajh-alnahs-click = קלף, תשובה, שחקן לבחור
wajh-alnahs-notation-does = הקלדת תור (7 7)
wajh-alnahs-notation-examples = Enter בוחר, Esc סוגר (למשל 7 7, carry-it 2, pick up)
wajh-alnahs-typed-not-legal = { $notation } הוא לא תור חוקי עכשיו.

## The table and the pile

wajh-alnahs-stage-of = שלב { $stage } מתוך { $of }
wajh-alnahs-column-player = שחקן
wajh-alnahs-column-hand = יד
wajh-alnahs-column-face-up = גלויים
wajh-alnahs-column-down = הפוך
wajh-alnahs-column-marks = סימן
wajh-alnahs-column-total = סה״כ
wajh-alnahs-out = יצא { $place }
wajh-alnahs-footer-naming = סחוב שלימזל! { $name } בוחר/ת מי לוקח את הערימה
wajh-alnahs-footer-named = { $by } בחר/ה ב־{ $name }; אחר כך התור אחרי { $by }  { $arrow }
wajh-alnahs-footer-next = הבא: { $order }  { $arrow }
wajh-alnahs-pile-title = ערימה: { $count ->
    [one] קלף אחד
   *[other] { $count } קלפים
} · ערימת המשיכה { $draw } · בחוץ { $out }
wajh-alnahs-preview-burns = נשרף: כל הערימה יוצאת מהמשחק.
wajh-alnahs-preview-again = ואז משחקים שוב.
wajh-alnahs-preview-after = {"אחר כך: "}
wajh-alnahs-pile-empty = הערימה ריקה.
wajh-alnahs-pile-value = {"ערימה "}
wajh-alnahs-value-limit = 5 או פחות, או קלף חופשי
wajh-alnahs-value-empty = ריקה
wajh-alnahs-value-any = כל קלף מתאים
wajh-alnahs-value = ערך { $value }
wajh-alnahs-value-higher = { $value } או יותר

## The cards below: whose they are, what to do

wajh-alnahs-hand = היד של { $name }: { $cards }, { $kinds ->
    [one] סוג אחד
   *[other] { $kinds } סוגים
}
wajh-alnahs-label-swap = היד של { $name } (1–3) והגלויים (4–6): מסמנים קלפים להחלפה
wajh-alnahs-label-face-down = הקלפים ההפוכים של { $name }: אף אחד לא ראה אותם, גם לא { $name }
wajh-alnahs-label-face-up = הקלפים הגלויים של { $name } (היד וערימת המשיכה ריקות)
wajh-alnahs-label-hand-empty = היד של { $name } ריקה
wajh-alnahs-label-covered = הקלפים החדשים של { $name } מכוסים עד התור של { $name } · תור של { $playing }
wajh-alnahs-label-their-face-up = הקלפים הגלויים של { $name }
wajh-alnahs-label-their-face-down = הקלפים ההפוכים של { $name }
wajh-alnahs-label-no-cards = ל־{ $name } לא נשארו קלפים
wajh-alnahs-label-waiting = { $whose } · תור של { $playing }
wajh-alnahs-more-left = ◀ עוד { $count }
wajh-alnahs-more-right = עוד { $count } ▶
wajh-alnahs-info-face-down = קלף הפוך { $number }: לא רואים אותו. מונח אם הוא מתאים, אחרת נלקח עם הערימה.
wajh-alnahs-info-pick-up = שום קלף ביד לא מתאים לערימה: צריך לקחת אותה.

## The prompt row

wajh-alnahs-ask-swap = החלפה לפני המשחק:
wajh-alnahs-answer-keep = להשאיר כמו שחולק (k)
wajh-alnahs-ask-count = כמה { $card }?
wajh-alnahs-ask-pick-up = שום דבר לא מתאים:
wajh-alnahs-answer-pick-it-up = לקחת אותה, { $cards } (p)
wajh-alnahs-ask-name = סחוב שלימזל! מי לוקח את הערימה ({ $count })?
wajh-alnahs-answer-name = { $number } { $name }
wajh-alnahs-answer-name-out = { $number } { $name } (בחוץ)
wajh-alnahs-ask-answer = { $name } בחר/ה בך:
wajh-alnahs-answer-pick-up = לקחת את הערימה, { $cards } (p)
wajh-alnahs-answer-carry-it = לענות עם סחוב שלימזל משלך
wajh-alnahs-answer-deal = חלוקת שלב { $stage } (Enter)

## The message line

wajh-alnahs-hint-stage-over = שלב { $stage } נגמר: { $name } הוא הוג'ה אל-נחס. Enter מחלק את שלב { $next }.
wajh-alnahs-hint-session-over = הסבב נגמר.
wajh-alnahs-do-keep = { $name }: משאירים את הקלפים כמו שחולקו
wajh-alnahs-do-swap = { $name }: { $give } לגלויים, { $take } ליד
wajh-alnahs-do-lay = { $name }: מניחים { $cards }
wajh-alnahs-do-face-down = { $name }: הופכים את הקלף ההפוך { $number }
wajh-alnahs-do-pick-up = { $name }: p (או Enter) לוקח את הערימה, { $cards }. Esc: עוד לא.
wajh-alnahs-do-name = { $name } בוחר/ת ב־{ $named } לקחת את הערימה
wajh-alnahs-do-confirm = { $what }: Enter לאישור, Esc לחזרה.
wajh-alnahs-hint-swap = { $name }: מסמנים קלפים להחלפה, אותו מספר מכל שורה, או k להשאיר.
wajh-alnahs-hint-face-up = { $name } משחק/ת קלף גלוי: 1–9, ←→ ו־Enter, או לחיצה.
wajh-alnahs-hint-opening = לאף יד אין קלף מספר: { $name } מניח/ה קלף אחד (1–9, או לחיצה).
wajh-alnahs-hint-cards = תור של { $name }: בוחרים קלף (1–9, ←→ ו־Enter, או לחיצה).
wajh-alnahs-hint-count = כמה { $card }? ←→, ואז Enter להניח; Esc: קלף אחר.
wajh-alnahs-hint-face-down = { $name }: בוחרים קלף הפוך, בלי לראות (1–3, או לחיצה).
wajh-alnahs-hint-pick-up = { $name }: שום דבר לא מתאים. p לוקח את הערימה.
wajh-alnahs-hint-name = מי צריך לקחת את הערימה? מספר השחקן, ←→ ו־Enter, או לחיצה על שם.
wajh-alnahs-hint-answer = { $name }: p לוקח את הערימה; או לענות עם סחוב שלימזל משלך.

## Refusals

wajh-alnahs-refuse-keep = להשאיר את הקלפים כמו שחולקו זה בהחלפה לפני המשחק.
wajh-alnahs-refuse-name-self = אי אפשר לבחור בעצמך.
wajh-alnahs-refuse-pick-up-face-down = קודם בוחרים קלף הפוך: רק קלף שלא מתאים נלקח עם הערימה.
wajh-alnahs-refuse-pick-up-playable = אפשר לשחק קלף, אז אסור לקחת את הערימה.
wajh-alnahs-refuse-pick-up-none = אין עכשיו ערימה לקחת.
wajh-alnahs-refuse-name = אי אפשר לבחור בשחקן { $number }.
wajh-alnahs-refuse-no-card = אין כאן קלף { $number }.
wajh-alnahs-why-not-now = אי אפשר להניח { $card } עכשיו.
wajh-alnahs-why-limit = 5 או פחות!: { $card } לא מתאים עכשיו; מניחים קלף של 5 או פחות, או קלף חופשי.
wajh-alnahs-why-lower = ה־{ $value } נמוך מערך הערימה { $pile }.
wajh-alnahs-why-special = { $card } מונח רק על ערימה בערך נמוך מ־{ $below }; ערך הערימה { $pile }.

## The log

wajh-alnahs-log-dealt = שלב { $stage }: לכל אחד 3 קלפים הפוכים, 3 גלויים ו־3 ביד
wajh-alnahs-log-keeps = { $name }: השאיר/ה את הקלפים כמו שחולקו
wajh-alnahs-log-swaps = { $name }: החלפה, { $give } לגלויים, { $take } ליד
wajh-alnahs-log-opens = { $name }: הקלף הנמוך ביותר, פותח/ת עם { $card }
wajh-alnahs-log-lays = { $name }: { $cards }
wajh-alnahs-log-lays-face-up = { $name }: { $cards } מהגלויים
wajh-alnahs-log-turns-fits = { $name }: הפך/ה קלף הפוך, { $card }, והניח/ה אותו
wajh-alnahs-log-turns-misfit = { $name }: הפך/ה קלף הפוך: { $card }, שלא מתאים
wajh-alnahs-log-four-burns = ארבעה שווים שורפים את הערימה ({ $out } מחוץ למשחק)
wajh-alnahs-log-burns = הערימה נשרפת ({ $out } מחוץ למשחק)
wajh-alnahs-log-brought-up = { $card } עולה מלמטה
wajh-alnahs-log-skipped = דילוג על { $names }
wajh-alnahs-log-reversed = כיוון המשחק מתהפך
wajh-alnahs-log-plays-again = { $name } משחק/ת שוב
wajh-alnahs-log-picks-up-nothing = { $name }: אין מה לקחת, הערימה ריקה
wajh-alnahs-log-taken-with-pile = נלקח ליד עם הערימה ({ $cards })
wajh-alnahs-log-picks-up = { $name }: לקח/ה את הערימה ({ $cards })
wajh-alnahs-log-named = { $by }: "סחוב, { $name }!" (شيل يا نحس)
wajh-alnahs-log-out = { $name }: נגמרו הקלפים (מקום { $place })
wajh-alnahs-log-rejoined = { $name } חוזר/ת לשלב
wajh-alnahs-log-stage-over = שלב { $stage } נגמר: { $name } הוא הוג'ה אל-נחס (وجه النحس)
wajh-alnahs-log-stage-over-stalemate = שלב { $stage } נגמר: { $name } הוא הוג'ה אל-נחס (وجه النحس), בלקיחה ה־40 בלי התקדמות, עם הכי הרבה קלפים
wajh-alnahs-log-stage-over-last-out = שלב { $stage } נגמר: { $name } הוא הוג'ה אל-נחס (وجه النحس), האחרון שנגמרו לו הקלפים
wajh-alnahs-log-session-over = הסבב נגמר: { $count ->
    [one] מנצח: { $winners }
   *[other] מנצחים: { $winners }
}, עם הכי מעט סימנים; { $losers ->
    [one] הוג'ה אל-נחס של הסבב: { $wajh }
   *[other] הוג'ה אל-נחס של הסבב: { $wajh }
}

## Between stages, the results, the shelf of saved games

wajh-alnahs-stage-over-title = שלב { $stage } נגמר
wajh-alnahs-ceremony-is = { $count ->
    [one] הוא הוג'ה אל-נחס (وجه النحس)
   *[other] הם הוג'ה אל-נחס (وجه النحس)
}
wajh-alnahs-ceremony-of-stage = של שלב { $stage }.
wajh-alnahs-ceremony-session = { $count ->
    [one] הוא הוג'ה אל-נחס (وجه النحس) של הסבב.
   *[other] הם הוג'ה אל-נחס (وجه النحس) של הסבב.
}
wajh-alnahs-ceremony-stalemate = בלקיחה ה־40 בלי התקדמות, עם הכי הרבה קלפים ({ $count }).
wajh-alnahs-ceremony-last-out = האחרון שנגמרו לו הקלפים, כששרשרת סחוב שלימזל לא השאירה לאף אחד קלפים.
wajh-alnahs-ceremony-left = נשאר עם { $cards }.
wajh-alnahs-ceremony-out = יצאו לפי הסדר: { $names }.
wajh-alnahs-session-title = הסבב
wajh-alnahs-headline-level = { $marks ->
    [one] לכולם סימן אחד
   *[other] לכולם { $marks } סימנים
}: אין וג'ה אל-נחס בסבב
wajh-alnahs-headline = { $count ->
    [one] הוג'ה אל-נחס של הסבב: { $wajh }
   *[other] הוג'ה אל-נחס של הסבב: { $wajh }
} ({ $marks ->
    [one] סימן אחד
   *[other] { $marks } סימנים
}); { $wins ->
    [one] מנצח: { $winners }
   *[other] מנצחים: { $winners }
}, עם { $least }
wajh-alnahs-details = הנקודות הן סימנים: סימן לוג'ה אל-נחס של כל שלב; פחות זה טוב יותר.
wajh-alnahs-details-stage = שלב { $stage }: { $name } הוא הוג'ה אל-נחס
wajh-alnahs-details-stalemate = שלב { $stage }: { $name } הוא הוג'ה אל-נחס (הכי הרבה קלפים בלקיחה ה־40 בלי התקדמות)
wajh-alnahs-details-last-out = שלב { $stage }: { $name } הוא הוג'ה אל-נחס (האחרון שנגמרו לו הקלפים)
wajh-alnahs-details-out = {"; "}יצאו לפי הסדר: { $names }
wajh-alnahs-progress = שלב { $stage } מתוך { $of }
wajh-alnahs-progress-lead = שלב { $stage } מתוך { $of }, { $count ->
    [one] מוביל: { $names }
   *[other] מובילים: { $names }
}, עם { $marks ->
    [0] אפס סימנים
    [one] סימן אחד
   *[other] { $marks } סימנים
}
wajh-alnahs-progress-level = שלב { $stage } מתוך { $of }, שוויון ב־{ $marks ->
    [0] אפס סימנים
    [one] סימן אחד
   *[other] { $marks } סימנים
}

## The hint's why: what the computer's choice does (wajh_alnahs::bot::Said).
wajh-alnahs-why-passes = מעביר הלאה את הערימה ({ $pile }) עם סחוב שלימזל שלך
wajh-alnahs-why-plays-carry-it = משחק סחוב שלימזל: מישהו אחר לוקח את הערימה ({ $pile })
wajh-alnahs-why-burns = שורף את הערימה ({ $pile }) ומשחק שוב
wajh-alnahs-why-four-of-a-kind = ארבעה מאותו סוג: שורף את הערימה ({ $pile }) ומשחק שוב
wajh-alnahs-why-sheds-only = נפטר מהקלף { $card } היחיד שלך
wajh-alnahs-why-sheds-both = נפטר משני קלפי { $card } שלך
wajh-alnahs-why-sheds-all = נפטר מכל קלפי { $card } שלך ({ $count })
wajh-alnahs-why-sheds-one-of = נפטר מאחד מקלפי { $card } שלך ({ $held })
wajh-alnahs-why-sheds-some-of = נפטר מ־{ $count } מקלפי { $card } שלך ({ $held })
wajh-alnahs-why-then-does = { $shed }: { $does }
wajh-alnahs-why-then-keeps-one = { $shed }, ושומר את הקלף { $card } להמשך
wajh-alnahs-why-then-keeps-two = { $shed }, ושומר את הקלפים { $first } ו{ $second } להמשך
wajh-alnahs-why-does-zero = ערך הערימה נהיה 0: השחקן הבא יכול לשחק כל קלף
wajh-alnahs-why-does-five-or-less = השחקן הבא חייב לשחק קלף של 5 או פחות
wajh-alnahs-why-does-skip = השחקן הבא מפסיד את התור
wajh-alnahs-why-does-reverse = כיוון המשחק מתהפך
wajh-alnahs-why-does-burn = כל הערימה יוצאת מהמשחק; אותו שחקן משחק שוב
wajh-alnahs-why-does-transparent = הערימה שומרת את ערך הקלף שמתחתיו
wajh-alnahs-why-does-under-over = הקלף התחתון של הערימה עולה למעלה
wajh-alnahs-why-does-carry-it = השחקן בוחר מי לוקח את הערימה
wajh-alnahs-why-names = שחקן { $player } לוקח את הערימה ({ $pile }); יש בידו { $cards }
wajh-alnahs-why-picks-up-keeping = לוקח את הערימה ({ $pile }) ושומר את סחוב שלימזל שלך
wajh-alnahs-why-picks-up = שום קלף לא מתאים: לוקח את הערימה ({ $pile })
wajh-alnahs-why-face-down = הופך קלף הפוך, בלי לראות אותו קודם
wajh-alnahs-why-keeps-dealt = משאיר את הקלפים כפי שחולקו
wajh-alnahs-why-swaps = מניח את { $give } גלויים להמשך, ולוקח את { $take } ליד

## The typed line: text that reads as no turn (wajh_alnahs::notation::Unread).
wajh-alnahs-unread-empty = לא נכתב כלום: כתבו את הקלפים להניח, למשל 7 7, או pick up.
wajh-alnahs-unread-not-a-seed = { $text } הוא לא זרע: זרע הוא מספר שלם.
wajh-alnahs-unread-deal-one-seed = deal מקבל זרע אחד: deal 42.
wajh-alnahs-unread-keep-alone = keep נכתב לבד.
wajh-alnahs-unread-pick-up = כתבו pick up.
wajh-alnahs-unread-not-a-position = { $text } הוא לא מספר של קלף הפוך (1–{ $most }).
wajh-alnahs-unread-not-a-player = { $text } הוא לא מספר של שחקן (1–{ $most }).
wajh-alnahs-unread-face-down-which = כתבו איזה קלף הפוך, בספירה משמאל: face-down 1.
wajh-alnahs-unread-name-which = כתבו את מספר השחקן שבוחרים: name 2.
wajh-alnahs-unread-not-a-card = { $text } הוא לא קלף ולא מילה של תור (pick up, face-down, swap, keep, carry-it 2).
wajh-alnahs-unread-one-kind = קלפים שמונחים יחד הם כולם מאותו סוג, לא { $first } ו־{ $second }.
wajh-alnahs-unread-too-many = יותר מדי קלפים.
wajh-alnahs-unread-swap-for = כתבו את קלפי היד, אחר כך for, ואז את הקלפים הגלויים: swap 9 for 3.
wajh-alnahs-unread-swap-counts = החלפה נותנת מהיד כמספר הקלפים שהיא לוקחת מהגלויים ({ $give } מול { $take }).
wajh-alnahs-unread-swap-three = החלפה היא של שלושה קלפים לכל היותר.
wajh-alnahs-unread-swap-not-a-card = { $text } הוא לא קלף (1–13, zero, five-or-less, skip, reverse, burn, transparent, under-over, carry-it).
