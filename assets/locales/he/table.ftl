# מילות השולחן: מסך המשחק, היומן, ההודעות, משחקים שמורים, תאריכים.

count-players = { $count ->
    [one] שחקן אחד
    [two] שני שחקנים
   *[other] { $count } שחקנים
}

## רשימות ומקומות

table-list-comma = { $init }, { $next }
# ו' החיבור צמודה למילה העברית: "אמל ודב".
table-list-and = { $init } ו{ $last }
# ולפני מילה באותיות אחרות (שם לועזי, מספר) עם מקף: "אמל ו-Dov".
table-list-and-foreign = { $init } ו-{ $last }
table-place = { $place ->
   *[other] ה-{ $place }
}

## התור של מי

table-playing = התור של { $name }…
table-pass-device = העבירו את המכשיר אל { $name }.
table-thinking = { $name } חושב…
table-has-chosen = { $name } בחר.
table-too-small = { $game } צריך לפחות { $width }×{ $height }; כאן יש { $have_width }×{ $have_height }.

## התוצאות

table-not-over = המשחק עוד לא נגמר
table-wins = הניצחון של { $name }
table-share-win = הניצחון משותף: { $names }
table-move = מהלך { $number }
table-unconfirmed = הבחירה של { $name } מוצגת ולא אושרה
table-unconfirmed-nobody = הבחירה מוצגת ולא אושרה

## סירובים

table-rules-refused = החוקים לא מרשים את { $notation }: { $reason }
table-rules-refused-plain = החוקים לא מרשים את { $notation }.
table-cannot-roll = אי אפשר להטיל עכשיו.

## היומן

table-log-title = יומן
table-log-newer = ↓ { $count } חדשים יותר: PgDn

## מקשי השולחן, בעזרה ובשורת המקשים

table-key-confirm-choice = אישור הבחירה המוצגת
table-key-confirm = אישור
table-key-take-back-choice = החזרת הבחירה (לפני שאושרה)
table-key-take-back = החזרה
table-key-scroll-log = גלילת היומן
table-key-log = יומן
table-key-hint-help = רמז: מה המחשב הקשה היה משחק כאן, מוצג לאישור או להחזרה
table-key-hint = רמז
table-key-pause-help = השהיית הצפייה או המשך
table-key-pause = השהיה/המשך
table-key-step-help = מהלך אחד בזמן השהיה
table-key-step = צעד
table-key-typed = הקלדת מהלך בסימון של המשחק

## שחקני מחשב ורמזים

table-hint = רמז (קשה): { $why }.
table-hint-shown-move = המהלך המוצג
table-hint-only-move = המהלך היחיד
table-hint-searched = { $why }; { $searched }
table-hint-wins = מנצח ב־{ $percent }% מתוך { $playouts ->
    [one] משחק ניסיון אחד
   *[other] { $playouts } משחקי ניסיון
}
table-hint-keys = Enter משחק אותו, u מחזיר אותו.
table-hint-also = נשקלו גם: { $others }.
table-hint-thinking = מחפש רמז…
table-hint-nobody = אין רמז עכשיו: אף אחד לא בתור.
table-hint-no-computer = למשחק הזה עוד אין שחקן מחשב שנותן רמזים.
table-hint-holder = רמז הוא למי שמחזיק את המכשיר, בתורו.
table-hint-failed = לא נמצא רמז (תקלה בשחקן המחשב).
table-computer-failed = המחשב לא הצליח לבחור (תקלה): הוא משחק את המהלך החוקי הראשון.
table-computer-cannot-start = אי אפשר להפעיל את שחקן המחשב: { $error }
table-paused = בהשהיה: w ממשיך, . משחק מהלך אחד.
table-watching = צפייה: w משהה.
table-pause-first = השהו קודם (w), ואז . משחק מהלך אחד בכל פעם.

## שורת הקלדת המהלך

table-typed-examples = Enter בוחר, Esc סוגר
table-typed-not-legal = המהלך { $notation } אינו חוקי עכשיו.
table-typed-unread = לא ניתן לקרוא את זה כמהלך כאן.
table-typed-not-shown = זה חוקי, אבל אי אפשר להציג את זה כאן: בחרו בעזרת המקשים.

## מושבים

table-seat-human = אדם
table-level-easy = קל
table-level-medium = בינוני
table-level-hard = קשה
table-level-random = אקראי
table-seat-computer = מחשב ({ $level })
table-computer-name = מחשב ({ $level })
table-computer-name-numbered = מחשב { $number } ({ $level })
table-computer-label = מחשב { $number }
table-computer-marked = { $name } (מחשב, { $level })

## תאריכים

table-today = היום { $time }
table-yesterday = אתמול { $time }
table-date-week = { $weekday }, { $day } ב{ $month }
table-date-year = { $day } ב{ $month }
table-date-full = { $day } ב{ $month } { $year }
table-date-unknown = לפני זמן מה
table-weekday-1 = יום ב׳
table-weekday-2 = יום ג׳
table-weekday-3 = יום ד׳
table-weekday-4 = יום ה׳
table-weekday-5 = יום ו׳
table-weekday-6 = שבת
table-weekday-7 = יום א׳
table-month-1 = ינואר
table-month-2 = פברואר
table-month-3 = מרץ
table-month-4 = אפריל
table-month-5 = מאי
table-month-6 = יוני
table-month-7 = יולי
table-month-8 = אוגוסט
table-month-9 = ספטמבר
table-month-10 = אוקטובר
table-month-11 = נובמבר
table-month-12 = דצמבר

## משחקים שמורים והיסטוריה

table-set-aside-save = לא ניתן להשתמש במשחק שמור: { $problem }. הקובץ נשמר בשם { $path }.
table-set-aside-record = לא ניתן להשתמש ברישום של משחק שהסתיים: { $problem }. הקובץ נשמר בשם { $path }.
table-problem-unreadable = לא ניתן לקרוא אותו ({ $reason })
table-problem-unreadable-plain = לא ניתן לקרוא אותו
table-problem-not-json = התוכן שלו לא קריא ({ $reason })
table-problem-not-json-plain = התוכן שלו לא קריא
table-problem-not-utf8 = הוא לא טקסט קריא
table-problem-foreign-save = הוא לא קובץ משחק שמור של מג׳ליס
table-problem-foreign-record = הוא לא רישום משחק של מג׳ליס
table-problem-newer = גרסה חדשה יותר של מג׳ליס כתבה אותו (תבנית { $version }; הגרסה הזאת קוראת את תבניות 1 ו-2)
table-problem-damaged = הוא פגום: { $reason }
table-problem-damaged-plain = הוא פגום
table-problem-unknown-game = הוא של המשחק "{ $game }", שאין בגרסה הזאת של מג׳ליס
table-problem-refused = לא ניתן לשחזר את המשחק ({ $reason })
table-problem-refused-plain = לא ניתן לשחזר את המשחק
table-problem-too-large = הוא באורך { $bytes } בתים, וקובץ של מג׳ליס הוא לכל היותר { $most } בתים
table-problem-not-a-file = הוא לא קובץ רגיל
table-problem-long-name = השם של שחקן { $player } ארוך { $chars } תווים ({ $columns } עמודות), ושם יכול להיות לכל היותר { $most_columns } עמודות ו-{ $most_chars } תווים

## כשהשמירה נכשלת

table-failure-no-data-dir = לא ידועה תיקיית נתונים (הגדירו את { $variable })
table-advice-no-data-dir = הפעילו את מג׳ליס עם { $variable } שמצביע על תיקייה שמותר לו לכתוב בה.
table-advice-permission = למג׳ליס אסור לכתוב ב-{ $folder }: תנו לו הרשאה, או הפעילו אותו עם { $variable } שמצביע על תיקייה שמותר לו לכתוב בה.
table-advice-full = הדיסק של { $folder } מלא: פנו בו מקום.
table-advice-other = בדקו ש-{ $folder } היא תיקייה שמג׳ליס יכול לכתוב בה, או הפעילו אותו עם { $variable } שמצביע על תיקייה כזאת.
table-short-no-data-dir = אין תיקיית נתונים
table-short-permission = אין הרשאה
table-short-read-only = דיסק לקריאה בלבד
table-short-full = הדיסק מלא
table-short-missing = התיקייה חסרה
table-short-not-folder = לא תיקייה
table-short-other = שגיאת דיסק
