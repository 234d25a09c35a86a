# jackar: the game's own words (he). Ids start with "jackar-".
# The sheet's terms in the words a Hebrew family uses at the table: גולה
# (دحلة), הבית (البيت), בית הקברות (المقبرة), הבסיס (النهاية), מוביל הסבב
# (قائد الجولة), להוציא (تنزيل), אוכל (قتل), להחליף (تبديل), לעצור (منع).

## The shelf and setup (read from the game's description)

jackar-title = جاكار (Jackar)
jackar-summary = גולות מתחרות סביב הלוח בעזרת קלפים; ארבעה או שישה משחקים בזוגות.
jackar-seat-1 = שחקן 1
jackar-seat-2 = שחקן 2
jackar-seat-3 = שחקן 3
jackar-seat-4 = שחקן 4
jackar-seat-5 = שחקן 5
jackar-seat-6 = שחקן 6
jackar-option-passing = מעבר מעל גולות של אחרים
jackar-option-passing-help = מעל כמה גולות בצבעים אחרים מותר לעבור במהלך אחד.
jackar-option-passing-one = לכל היותר אחת
jackar-option-passing-block = שתיים צמודות חוסמות
jackar-option-passing-free = כמה שרוצים

jackar-setup-one-against-one = אחד נגד אחד
jackar-setup-teams = קבוצות: שחקנים { $pairs }
jackar-setup-partners = השותפים יושבים זה מול זה: { $pairs }
jackar-player = שחקן { $number }

## The hint on the message line

jackar-won-one = ניצחון: { $name }.
jackar-won-two = ניצחון: { $first } ו{ $second }.
jackar-hint-throw = { $name }: אין קלף שאפשר לשחק. t (או Enter) כדי לזרוק את היד.
jackar-hint-discard = לזרוק את ה־{ $card }? Enter לזרוק, Esc לבחור אחר.
jackar-hint-plays = { $name } משחק { $play }: Enter לאישור, Esc לביטול.
jackar-hint-plays-owners = { $name } משחק { $play } ({ $owners }): Enter לאישור, Esc לביטול.
jackar-hint-stopped = { $name }, ה־10 עוצר אותך: יש לבחור קלף לזרוק (1–9 או ←→ ו־Enter, או קליק עליו).
jackar-hint-pick-card = התור של { $name }: יש לבחור קלף (1–9, או ←→ ו־Enter, או קליק עליו).
jackar-hint-pick-card-partner = התור של { $name } (עם הגולות של { $partner }): יש לבחור קלף (1–9, או ←→ ו־Enter, או קליק עליו).
jackar-hint-effect = איזה מהלך? ←→ ו־Enter, או קליק; Esc: קלף אחר.
jackar-hint-enter-plays = Enter משחק { $play }; Tab/←→ גולה אחרת; Esc: חזרה.
jackar-hint-enter-plays-owners = Enter משחק { $play } ({ $owners }); Tab/←→ גולה אחרת; Esc: חזרה.
jackar-hint-pick-marble = יש לבחור גולה: Tab/←→ ו־Enter, או קליק; Esc: חזרה.
jackar-hint-steps = כמה צעדים לגולה הראשונה? 1–6 או ←→ ו־Enter; Esc: חזרה.
jackar-hint-kills = אוכל את { $marbles }.
jackar-owned-marble = { $letter } של { $name }
jackar-list = { $first }, { $second }

## The prompt beside the hand

jackar-hand-waiting = היד של { $holder } · התור של { $name }
jackar-hand-empty = אין קלפים.
jackar-prompt-stopped = נעצר ב־10:
jackar-prompt-stopped-pick = נעצר ב־10: יש לבחור קלף לזרוק
jackar-prompt-discard = לזרוק את ה־{ $card }
jackar-prompt-cannot-play = אין קלף שאפשר לשחק:
jackar-prompt-throw = לזרוק את היד
jackar-prompt-marble = { $card }, גולה:
jackar-prompt-effect-marble = { $card } { $effect }, גולה:
jackar-prompt-split-first = { $card } מפוצל, גולה ראשונה:
jackar-prompt-swap-mine = { $card }, הגולה שלך:
jackar-prompt-split-moves = { $card } מפוצל, { $marble } זזה:
jackar-prompt-split-then = { $card } מפוצל, { $marble } { $steps }, ואז { $rest }:
jackar-prompt-swap-with = { $card }, להחליף את { $marble } עם:

jackar-effect-out = להוציא
jackar-effect-move = { $steps } קדימה
jackar-effect-back = { $steps } אחורה
jackar-effect-whole = 7 שלם
jackar-effect-split = לפצל
jackar-effect-stop = לעצור
jackar-effect-swap = להחליף

## Refusals on the message line

jackar-warn-steps = החלק הראשון לא יכול להיות { $steps ->
    [one] צעד אחד
   *[other] { $steps } צעדים
} כאן.
jackar-warn-must-throw = אין קלף שאפשר לשחק: t או Enter כדי לזרוק את היד.
jackar-warn-no-card = אין קלף { $number } ביד.
jackar-warn-not-marked = זו לא אחת מהגולות המסומנות.
jackar-warn-card-first = קודם בוחרים קלף, ואז את הגולה.
jackar-warn-discard-one = מי שנעצר זורק קלף אחד: יש לבחור אותו.
jackar-warn-cannot-throw = יש קלף שאפשר לשחק, אז אי אפשר לזרוק את היד.
jackar-warn-effect = אי אפשר לשחק את ה־{ $card } כ„{ $effect }” עכשיו.
jackar-warn-card = אי אפשר לשחק את ה־{ $card } עכשיו.

## The typed-notation line

jackar-typed-does = להקליד מהלך (7 a3 b4)
jackar-typed-examples = Enter משחק, Esc סוגר (למשל 8 a, 7 a3 b4, J a 2c)
jackar-typed-not-legal = אי אפשר לשחק עכשיו { $notation }.

## The game's keys in the key bar and help

jackar-key-pick-card = לבחור קלף
jackar-key-throw = לזרוק את היד (אין מהלך)
jackar-click = קלף, בחירה, גולה

## The board's centre and the table box

jackar-centre-played = שוחק על ידי
jackar-centre-thrown = נזרק על ידי
jackar-centre-discarded = הושלך על ידי
jackar-centre-thrown-count = { $name } ({ $count ->
    [one] קלף אחד
    [two] 2 קלפים
   *[other] { $count } קלפים
})
jackar-centre-stopped = { $name } (נעצר)
jackar-centre-last-card = קלף אחרון
jackar-centre-to-deal = { $count } לחלוקה
jackar-centre-set-aside = { $count } בצד
jackar-table-title = סבב { $series } · חלוקה { $deal } מתוך { $deals }
jackar-table-title-short = חלוקה { $deal }/{ $deals }
jackar-table-leader = מוביל הסבב
jackar-table-cards = קלפים
jackar-table-base = בסיס
jackar-table-team = { $names }: { $home }/{ $total } בבסיס
jackar-table-team-short = { $names }: { $home }/{ $total }

## The log

jackar-log-title = יומן

jackar-log-marble = גולה { $letter }
jackar-log-their-marble = הגולה { $letter } של { $name }
jackar-log-forward = { $marble } { $steps } קדימה
jackar-log-back = { $marble } { $steps } אחורה
jackar-log-opening = משיכת פתיחה (A שווה 1): { $draws }
jackar-log-opening-again = תיקו על הגבוה: מושכים שוב: { $draws }
jackar-log-leads-first = { $name } משך הכי גבוה ומוביל את הסבב
jackar-log-leads-next = הסבב נגמר: { $name } מוביל את הבא
jackar-log-set-aside = { $count ->
    [one] קלף אחד הונח
    [two] 2 קלפים הונחו
   *[other] { $count } קלפים הונחו
} בצד בלי שמישהו יראה
jackar-log-deals = { $name } מחלק { $each } לכל אחד (חלוקה { $deal ->
    [1] ראשונה
    [2] שנייה
    [3] שלישית
    [4] רביעית
   *[other] חמישית
} מתוך { $deals })
jackar-log-stopped = { $name } נעצר וזורק קלף
jackar-log-discards = { $name } זורק { $card }
jackar-log-throws = { $name } לא יכול לשחק: זורק { $cards }
jackar-log-finished = { $name }: כל הארבע בבסיס
jackar-log-finished-partner = { $name }: כל הארבע בבסיס, ועכשיו משחק עם הגולות של { $partner }
jackar-log-wins-one = { $name } ניצח!
jackar-log-wins-two = { $first } ו{ $second } ניצחו!
jackar-log-for = { $name } (בשביל { $partner })
jackar-log-plays = { $who } משחק { $card }: { $what }
jackar-log-out = { $marble } יוצאת
jackar-log-a-marble-out = גולה יוצאת
jackar-log-split = { $first }, { $second }
jackar-log-stops = עוצר את { $name }
jackar-log-a-stop = עצירה
jackar-log-swaps = מחליף את { $mine } עם { $theirs }
jackar-log-kills = , אוכל את { $marble }
jackar-log-enters = , { $marble } נכנסת לבסיס

## Results and the shelf of saved games

jackar-headline-none = המשחק עוד לא נגמר
jackar-headline-one = { $name } ניצח: כל ארבע הגולות בבסיס
jackar-headline-team = הקבוצה { $names } ניצחה: כל שמונה הגולות בבסיס
jackar-details-scores = הניקוד הוא הגולות בבסיס.
jackar-details-cards = { $cards ->
    [one] קלף אחד שוחק
    [two] 2 קלפים שוחקו
   *[other] { $cards } קלפים שוחקו
} ב־{ $series ->
    [one] סבב חלוקות אחד
    [two] 2 סבבי חלוקות
   *[other] { $series } סבבי חלוקות
}.
jackar-details-team = { $names }: { $home } מתוך { $total } בבסיס
jackar-progress = סבב { $series }, חלוקה { $deal } מתוך { $deals } · { $cards ->
    [one] קלף אחד
    [two] 2 קלפים
   *[other] { $cards } קלפים
} בשימוש · בבסיס { $bases }
jackar-progress-lead-one = { $progress }, { $name } מוביל
jackar-progress-lead-two = { $progress }, { $first } ו{ $second } מובילים

## The hint's why (the rules crate's typed reasons, jackar::bot::Deed)

jackar-why-yours = הגולה שלך { $letter }
jackar-why-partners = הגולה של השותף שלך { $letter }
jackar-why-players = הגולה { $letter } של שחקן { $number }
jackar-why-wins = מנצח במשחק
jackar-why-last-home = מכניס את הגולה האחרונה שלך לבסיס
jackar-why-kills-own = אוכל את { $marble } (שלך)
jackar-why-kills = אוכל את { $marble }
jackar-why-into-base = מכניס גולה לבסיס
jackar-why-out = מוציא גולה
jackar-why-swaps = מחליף מקום עם { $marble }
jackar-why-stops = עוצר את שחקן { $number }: הוא זורק קלף
jackar-why-discards = זורק את ה-{ $card }
jackar-why-throws = אין קלף שאפשר לשחק: היד נזרקת
jackar-why-back = מזיז את { $marble } 4 צעדים אחורה
jackar-why-moves = מזיז את { $marble } { $steps ->
    [one] צעד אחד
    [two] שני צעדים
   *[other] { $steps } צעדים
}
jackar-why-splits = מפצל את ה-7: { $first } { $first_steps } ו{ $second } { $second_steps }
jackar-why-plays-on = ממשיך לשחק
jackar-why-keeps = שומר את ה-{ $card } כדי להוציא גולה
jackar-why-and = { $first }, { $rest }

## The typed line's refusals of text that does not read (jackar::notation::Unread)

jackar-unread-empty = לא נכתב כלום: כתבו קלף ומה הוא עושה, למשל "8 a", או "throw"
jackar-unread-not-a-seed = "{ $text }" אינו מספר ערבוב (מספר שלם קטן מ-2^64)
jackar-unread-one-seed = אחרי { $text } בא מספר ערבוב אחד, למשל "{ $text } 42"
jackar-unread-throw-alone = "throw" נכתב לבד
jackar-unread-discard-which = כתבו את הקלף לזרוק, למשל "discard 7"
jackar-unread-not-a-card-to-discard = "{ $text }" אינו קלף (A, 2–10, J, Q, K)
jackar-unread-not-a-card = "{ $text }" אינו קלף (A, 2–10, J, Q, K) וגם לא throw, discard, draw או deal
jackar-unread-what-does = מה עושה ה-{ $card }? למשל "{ $card } a"
jackar-unread-only-out = רק A או K מוציאים גולה, לא { $card }
jackar-unread-only-stop = רק 10 עוצר, לא { $card }
jackar-unread-jack-no-steps = הנסיך מחליף שתי גולות ולא זז צעדים: "J a<->2c"
jackar-unread-jack-two = הנסיך מחליף שתי גולות: "J a<->2c"
jackar-unread-split-steps = כל חלק של 7 מפוצל כותב את צעדיו: "7 a3 b4"
jackar-unread-ace-steps = ה-A זז 1 או 11: כתבו "A { $text }1" או "A { $text }11"
jackar-unread-moves-none = ה-{ $card } לא מזיז גולה
jackar-unread-too-much = יותר מדי אחרי ה-{ $card }: גולה אחת, למשל "{ $card } a"
jackar-unread-not-a-marble = "{ $text }" אינה גולה: אות a–d, ולפניה מספר שחקן 1–6 אם צריך
jackar-unread-needs-player = הגולה "{ $text }" צריכה כאן את מספר השחקן, למשל "1{ $letter }"
jackar-unread-not-steps = "{ $text }" אינו מספר צעדים
jackar-unread-after-marble = "{ $text }" אחרי הגולה אינו מספר צעדים
