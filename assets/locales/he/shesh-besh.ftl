# shesh-besh: the game's own words (he). Ids start with "shesh-besh-".
# The sheet's words (seeds/shesh-besh.he.txt): אבן משחק, משבצת, מחיצה,
# אכילה / אבן אכולה, הלוח הפנימי, הסרת אבני המשחק מהלוח, דאבל, מארס,
# מארס טורקי, מפסיד את התור. Names are not gendered: a name starts a
# phrase with a colon, or follows a noun ("ניצחון של …").

## The game on the shelf: its name, its seats and its options.
shesh-besh-title = שש בש (Shesh-Besh)
shesh-besh-summary = שש בש כמו שמשחקים בישראל, עם מארס ומארס טורקי.
shesh-besh-seat-1 = לבן
shesh-besh-seat-2 = שחור
shesh-besh-option-match-to = אורך הסדרה
shesh-besh-option-match-to-help = משחקים סדרה עד מספר הנקודות הזה; 1 הוא משחק בודד.
shesh-besh-option-match-to-value = { $count ->
    [1] משחק אחד
   *[other] { $count } נקודות
}
shesh-besh-option-opening = ההטלה הפותחת
shesh-besh-option-opening-help = מה עושה מי שזכה בהטלה הפותחת.
shesh-besh-option-opening-play-roll = הגבוה משחק אותה
shesh-besh-option-opening-reroll = הגבוה מטיל שוב
shesh-besh-option-cube = קוביית ההכפלה
shesh-besh-option-cube-help = משחקים עם קוביית הכפלה (בדף החוקים אין כזאת).

## The board's labels.
shesh-besh-off = בחוץ
shesh-besh-bar = מחיצה
# A seat's home board, after its checker: "○ הבית של דליה".
shesh-besh-home = הבית של { $name }
shesh-besh-keys-opening-roll = r: הטלה פותחת
shesh-besh-keys-roll = r: הטלה
shesh-besh-keys-roll-or-double = r: הטלה  d: הכפלה
shesh-besh-keys-take-or-drop = t: לקבל  x: לוותר

## The players' panel and the log.
shesh-besh-single-game = משחק בודד
shesh-besh-match-game = סדרה עד { $match_to } · משחק { $game }
shesh-besh-score = נקודות
shesh-besh-pips = צעדים
shesh-besh-moves = מהלכים
shesh-besh-no-moves = עוד אין מהלכים.

## How a game is won ($kind: plain, mars, turkish-mars, dropped).
shesh-besh-how = { $kind ->
    [plain] ניצחון רגיל
    [mars] מארס
    [turkish-mars] מארס טורקי
   *[dropped] ויתור על הכפלה
}
shesh-besh-how-first = { $kind ->
    [plain] ניצחון רגיל
    [mars] מארס
    [turkish-mars] מארס טורקי
   *[dropped] ויתור על הכפלה
}
shesh-besh-how-cube = { $how } × { $cube }
shesh-besh-points = { $count ->
    [1] נקודה אחת
    [2] שתי נקודות
   *[other] { $count } נקודות
}

## What is left of a roll after a step: one die, or a double's.
shesh-besh-dice-left = { $count ->
    [1] נשאר { $value }
    [2] נשארו { $value } ו-{ $value }
   *[other] נשארו { $value }, { $value } ו-{ $value }
}

## The message line.
shesh-besh-numbering-mine = המשבצות ממוספרות מהצד של מי שתורו לשחק (n: קבוע מהצד של הלבן).
shesh-besh-numbering-fixed = המשבצות ממוספרות מהצד של הלבן לכל המשחק (n: מהצד של מי שבתור).
shesh-besh-hint-wins-game = ניצחון של { $name } במשחק.
shesh-besh-hint-wins-match = ניצחון של { $name } בסדרה.
shesh-besh-hint-over = המשחק נגמר.
shesh-besh-hint-next-game = Enter למשחק הבא.
shesh-besh-hint-opening = משחק { $game }: ההטלה הפותחת, r להטלה. כל שחקן מטיל קובייה אחת; הגבוה מתחיל.
shesh-besh-hint-roll = תור { $name } להטיל: r או רווח.
shesh-besh-hint-doubles = { $name }: הכפלה ל-{ $value }. Enter לאישור, u לביטול.
shesh-besh-hint-roll-or-double = תור { $name }: להטיל (r או רווח), או להכפיל ל-{ $value } (d).
shesh-besh-hint-takes = { $name }: מקבלים את הקובייה ב-{ $value }. Enter לאישור, u לביטול.
shesh-besh-hint-drops = { $name }: מוותרים על ההכפלה ומפסידים את המשחק. Enter לאישור, u לביטול.
shesh-besh-hint-take-or-drop = הכפלה של { $doubler } ל-{ $value }. { $name }: לקבל (t) או לוותר (x)?
shesh-besh-hint-confirm = { $name }: { $moves }. Enter לאישור, u לביטול.
shesh-besh-hint-move-from-point = { $name }: להזיז את האבן שעל { $point } למשבצת מסומנת (Enter), Esc להחזיר אותה.
shesh-besh-hint-move-from-bar = { $name }: להכניס את האבן האכולה למשבצת מסומנת (Enter), Esc להחזיר אותה.
shesh-besh-hint-pick = תור { $name } ({ $dice }): לבחור אבן משחק (Enter או לחיצה).
shesh-besh-cannot-move = { $name }: יצא { $dice } ואין מהלך אפשרי, התור עובר אל { $next }.
shesh-besh-answer-double-first = קודם { $name } עונה על ההכפלה: t לקבל, x לוותר.
shesh-besh-no-cube = בשולחן הזה משחקים בלי קוביית הכפלה.
shesh-besh-no-double-crawford = אין הכפלה במשחק קרופורד.
shesh-besh-cube-highest = הקובייה על { $value }, הערך הכי גבוה שלה.
shesh-besh-cube-owned = הקובייה אצל { $name }: רק מי שהיא אצלו יכול להכפיל.
shesh-besh-double-before-rolling = מכפילים לפני ההטלה.
shesh-besh-no-double-offered = אף אחד לא הציע הכפלה.
shesh-besh-roll-first = קודם מטילים: r, או לחיצה על הקוביות.
shesh-besh-nothing-to-undo-confirmed = אין מה לבטל: התור הקודם אושר.
shesh-besh-position-id = קוד העמדה: { $id }
shesh-besh-position-id-turn-began = קוד העמדה: { $id } (כמו בתחילת התור)
shesh-besh-dice-rolled = הקוביות כבר הוטלו: { $dice }. לשחק אותן, ואז Enter.
shesh-besh-turn-not-finished = התור עוד לא נגמר: קודם לשחק את הקוביות.
shesh-besh-no-double-now = הקוביות כבר הוטלו: מכפילים לפני ההטלה, ועכשיו אין הכפלה.
shesh-besh-turn-complete = התור שלם: Enter לאישור, u לביטול.
shesh-besh-not-yours = אין שם אבן משחק שלך.
shesh-besh-off-stays = אבנים שהוסרו מהלוח נשארות בחוץ.
shesh-besh-no-checker-on-point = { $name }: אין אבן משחק על { $point }.
shesh-besh-no-checker-on-bar = { $name }: אין אבן על המחיצה.
shesh-besh-enter-first = { $name }: יש אבן אכולה על המחיצה, והיא צריכה להיכנס ללוח קודם.
shesh-besh-cannot-move-with = האבן הזאת לא יכולה לזוז ({ $dice }).
shesh-besh-not-allowed = הצעד הזה לא מותר: u לביטול.
shesh-besh-no-legal-turn = החוקים לא מצאו תור חוקי עם הצעדים האלה: u לביטול.
shesh-besh-nothing-to-undo = אין מה לבטל בתור הזה.

## The log.
shesh-besh-log-turn = { $name } { $dice }: { $moves }
shesh-besh-log-no-move = { $name } { $dice }: אין מהלך, מפסידים את התור
shesh-besh-log-opening = ההטלה הפותחת: { $white } { $white_die }, { $black } { $black_die }: התור הראשון של { $starter }
shesh-besh-log-opening-tie = ההטלה הפותחת: { $die } לכל אחד, מטילים שוב
shesh-besh-log-game-won = משחק { $game }: ניצחון של { $name }, { $how }, { $points } ({ $white }–{ $black })
shesh-besh-log-match-won = ניצחון של { $name } בסדרה { $white }–{ $black }
shesh-besh-log-doubles = { $name }: הכפלה ל-{ $value }
shesh-besh-log-takes = { $name }: קבלת הקובייה ב-{ $value }
shesh-besh-log-drops = { $name }: ויתור על ההכפלה

## A game's result on the board, and the results screen.
shesh-besh-result-wins = ניצחון של { $name }
shesh-besh-result-wins-game = ניצחון של { $name } במשחק { $game }
shesh-besh-result-kind = { $how } · { $points }
shesh-besh-result-over = המשחק נגמר
shesh-besh-result-match = ניצחון של { $name } בסדרה
shesh-besh-result-next = Enter: למשחק הבא
shesh-besh-headline-game = ניצחון של { $name } במשחק: { $how }
shesh-besh-headline-match = ניצחון של { $name } בסדרה { $won }–{ $lost }
shesh-besh-headline-in-progress = הסדרה באמצע: { $white } { $white_score } – { $black_score } { $black }
shesh-besh-details-single = { $how }: { $points }
shesh-besh-details-game = משחק { $game }: { $name }, { $how }, { $points } ({ $white }–{ $black })

## The shelf of saved games, and the leave question.
shesh-besh-progress-pips = { $name } בהובלה של { $pips ->
    [1] צעד אחד
   *[other] { $pips } צעדים
} · מהלך { $moves }
shesh-besh-progress-move = מהלך { $moves }
shesh-besh-progress-match = סדרה עד { $match_to }, משחק { $game }, { $name } בהובלה { $white }–{ $black } · מהלך { $moves }
shesh-besh-progress-match-level = סדרה עד { $match_to }, משחק { $game }, { $white }–{ $black } · מהלך { $moves }
shesh-besh-unconfirmed-double = ההכפלה של { $name } נבחרה ולא אושרה
shesh-besh-unconfirmed-take = קבלת הקובייה של { $name } נבחרה ולא אושרה
shesh-besh-unconfirmed-drop = הוויתור של { $name } נבחר ולא אושר
shesh-besh-unconfirmed-turn = { $name }: שוחק { $moves } מתוך { $dice } ולא אושר

## The game's keys, in the help and the key bar.
shesh-besh-key-pick = לבחור, להזיז, לאשר
shesh-besh-key-undo = לבטל צעד
shesh-besh-key-cursor = סמן
shesh-besh-key-other-row = השורה השנייה
shesh-besh-key-next-checker = האבן הבאה
shesh-besh-key-esc = להחזיר את האבן שנבחרה; בלי אבן שנבחרה, לצאת מהמשחק (אחרי שאלה)
shesh-besh-key-numbering = מספור מהצד שלי / קבוע
shesh-besh-key-position-id = להציג ולהעתיק את קוד העמדה
shesh-besh-key-double = להכפיל (עם הקובייה, לפני ההטלה)
shesh-besh-key-take-drop = לקבל / לוותר על הכפלה
shesh-besh-click = אבן, ואז משבצת מסומנת; הקוביות להטלה; קוביית ההכפלה להכפלה
shesh-besh-typed-does = להקליד תור, המשבצות ממוספרות מהצד שלך (13/7 8/7)
shesh-besh-typed-examples = Enter בוחר, Esc סוגר (המשבצות שלך: 13/7 8/7, bar/22, 6/off)
shesh-besh-typed-not-legal = { $notation } הוא לא תור חוקי עכשיו.

## The hint's why (the rules crate's typed reasons, shesh_besh::bot::TurnSaid)

shesh-besh-why-hits = { $count ->
    [one] אוכל אבן בודדת
    [two] אוכל שתי אבנים בודדות
   *[other] אוכל { $count } אבנים בודדות
}
shesh-besh-why-enters = מכניס מהמחיצה
shesh-besh-why-enters-one = מכניס אבן מהמחיצה
shesh-besh-why-bears-off = { $count ->
    [one] מסיר אבן מהלוח
    [two] מסיר שתי אבנים מהלוח
   *[other] מסיר { $count } אבנים מהלוח
}
shesh-besh-why-makes-point = סוגר את המשבצת { $point } שלך
shesh-besh-why-makes-two = סוגר את המשבצות { $first } ו-{ $second } שלך
shesh-besh-why-makes-points = סוגר { $count } משבצות, מה-{ $first } שלך עד ה-{ $last } שלך
shesh-besh-why-runs = { $count ->
    [one] בורח עם אבן אחורית
    [two] בורח עם שתי אבנים אחוריות
   *[other] בורח עם { $count } אבנים אחוריות
}
shesh-besh-why-no-blot = לא משאיר אבן בודדת
shesh-besh-why-races = רץ הביתה
shesh-besh-why-leaves = { $count ->
    [one] משאיר אבן בודדת
    [two] משאיר שתי אבנים בודדות
   *[other] משאיר { $count } אבנים בודדות
}
shesh-besh-why-best = הכי טוב שהקוביות מרשות
shesh-besh-why-best-though = הכי טוב שהקוביות מרשות, אף שהוא { $cost }
shesh-besh-why-and = { $first }, { $rest }
## A cube answer's why (D3), from the answer alone (English readers keep
## the bot's line, with its odds).
shesh-besh-why-double = יתרון גדול: הזמן להכפיל
shesh-besh-why-no-double = היתרון לא מספיק כדי להכפיל
shesh-besh-why-take = סיכויי הניצחון עדיין מספיקים כדי לקבל
shesh-besh-why-drop = הפיגור גדול מדי כדי לקבל

## The typed line's refusals of text that does not read
## (shesh_besh::notation::Unread); $text is the word as typed, $from and
## $to the places of a move as typed (a point, bar or off).
shesh-besh-unread-bad-repeat = "{ $text }": מספר הפעמים בסוגריים הוא 1 עד 4
shesh-besh-unread-not-a-move = "{ $text }" אינו מהלך: כותבים מ/אל, כמו 24/18
shesh-besh-unread-to-bar = אבן לא עוברת אל המחיצה
shesh-besh-unread-from-off = אבן שהוסרה מהלוח לא זזה
shesh-besh-unread-not-a-point = "{ $text }" אינה משבצת (1 עד 24), וגם לא "bar" או "off"
shesh-besh-unread-backwards = { $from }/{ $to } לא מתקדם הביתה
shesh-besh-unread-after-off = אחרי אבן שהוסרה מהלוח לא כותבים כלום
shesh-besh-unread-too-many-moves = יותר מדי מהלכים לתור אחד
shesh-besh-unread-not-dice = "{ $text }" לא כתוב כשתי קוביות (כמו 6-3)
shesh-besh-unread-dice-range = קובייה מראה 1 עד 6, לא { $first }-{ $second }
shesh-besh-unread-spans-dice = { $from }/{ $to } עובר יותר מקובייה אחת; כותבים צעד לכל קובייה
shesh-besh-unread-off-from-outside = { $from }/off: רק אבן בבית שלך יוצאת מהלוח
shesh-besh-unread-four-steps = בתור יש לכל היותר ארבעה צעדים
shesh-besh-unread-not-legal-here = זה לא תור חוקי עם הקוביות האלה כאן
shesh-besh-unread-ambiguous = לא ברור: זה יכול להיות { $turns }; כותבים כל צעד (כמו 24/18*/13)
shesh-besh-unread-or = { $first } או { $rest }
